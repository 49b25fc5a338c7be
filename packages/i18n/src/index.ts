// Import attributes keep these imports valid for Node's own loader too (the API reads the catalogue for mails and PDFs).
import afas from '../nl/afas.json' with { type: 'json' };
import agenda from '../nl/agenda.json' with { type: 'json' };
import apiKeys from '../nl/api-keys.json' with { type: 'json' };
import assignments from '../nl/assignments.json' with { type: 'json' };
import auth from '../nl/auth.json' with { type: 'json' };
import common from '../nl/common.json' with { type: 'json' };
import components from '../nl/components.json' with { type: 'json' };
import domain from '../nl/domain.json' with { type: 'json' };
import education from '../nl/education.json' with { type: 'json' };
import educatorModules from '../nl/educator-modules.json' with { type: 'json' };
import errors from '../nl/errors.json' with { type: 'json' };
import forms from '../nl/forms.json' with { type: 'json' };
import formTrial from '../nl/form-trial.json' with { type: 'json' };
import information from '../nl/information.json' with { type: 'json' };
import mail from '../nl/mail.json' with { type: 'json' };
import participants from '../nl/participants.json' with { type: 'json' };
import management from '../nl/management.json' with { type: 'json' };
import profile from '../nl/profile.json' with { type: 'json' };
import roles from '../nl/roles.json' with { type: 'json' };
import shell from '../nl/shell.json' with { type: 'json' };
import users from '../nl/users.json' with { type: 'json' };
import validation from '../nl/validation.json' with { type: 'json' };
import type { Namespace } from './settings';

export * from './settings';
export * from './validation';

/** The Dutch catalogue; its shape is the type react-i18next checks keys against. */
export const nl = {
  common,
  errors,
  auth,
  roles,
  validation,
  domain,
  mail,
  apiKeys,
  profile,
  shell,
  components,
  information,
  management,
  forms,
  formTrial,
  education,
  users,
  educatorModules,
  participants,
  afas,
  agenda,
  assignments,
} satisfies Record<Namespace, object>;
export type Resources = typeof nl;

/** Resources in the shape `i18next.init({ resources })` expects. */
export const resources = { nl } as const;
