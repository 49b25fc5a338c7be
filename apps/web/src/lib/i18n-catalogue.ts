// The Dutch catalogue beyond the first chunk's core (lib/i18n.ts): one chunk, loaded with the first lazy screen.
// `mail` is not here: the mails' texts are the server's.
import type { Namespace, Resources } from '@portal/i18n';
import afas from '@portal/i18n/nl/afas.json';
import agenda from '@portal/i18n/nl/agenda.json';
import apiKeys from '@portal/i18n/nl/api-keys.json';
import assignments from '@portal/i18n/nl/assignments.json';
import components from '@portal/i18n/nl/components.json';
import domain from '@portal/i18n/nl/domain.json';
import education from '@portal/i18n/nl/education.json';
import educatorModules from '@portal/i18n/nl/educator-modules.json';
import forms from '@portal/i18n/nl/forms.json';
import formTrial from '@portal/i18n/nl/form-trial.json';
import information from '@portal/i18n/nl/information.json';
import management from '@portal/i18n/nl/management.json';
import participants from '@portal/i18n/nl/participants.json';
import profile from '@portal/i18n/nl/profile.json';
import roles from '@portal/i18n/nl/roles.json';
import users from '@portal/i18n/nl/users.json';
import type { CoreNamespace } from './i18n';

export const rest = {
  afas,
  agenda,
  apiKeys,
  assignments,
  components,
  domain,
  education,
  educatorModules,
  forms,
  formTrial,
  information,
  management,
  participants,
  profile,
  roles,
  users,
} satisfies { [N in Exclude<Namespace, CoreNamespace | 'mail'>]: Resources[N] };
