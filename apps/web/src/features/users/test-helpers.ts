// Shared by this feature's component tests: accounts, users as the API answers them, and the fake API.
import type { Account, User, UserOverviewItem } from '@portal/contracts';
import type { UserProfile } from '../../components/user-form';
import { makeAccount } from '../../../test/fixtures';
import { mockApi, reply, type FakeAnswer } from '../../../test/test-utils';

export const admin = makeAccount({ id: 'a0000000-0000-4000-8000-000000000001', roles: ['ROLE_ADMIN'] });
/** Sees the users (LIST_USERS) but is no admin: no inline roles, edit or delete. */
export const lister = makeAccount({ roles: ['ROLE_PROGRAM_ASSISTANT'], permissions: ['LIST_USERS'] });

export const HA_EDUCATION = {
  id: 'f0000000-0000-4000-8000-000000000006',
  name: 'Huisartsgeneeskunde',
  furtherEducation: false,
};
export const BNS_EDUCATION = {
  id: 'f0000000-0000-4000-8000-000000000007',
  name: 'Bij- en nascholing',
  furtherEducation: true,
};

export const PIETER: UserOverviewItem = {
  id: 'b0000000-0000-4000-8000-000000000002',
  email: 'pieter@example.nl',
  fullName: 'Pieter de Boer',
  fullNameLastNameFirst: 'Boer, Pieter de',
  afasId: '1234567',
  roles: ['ROLE_PARTICIPANT'],
  active: true,
  educations: [HA_EDUCATION, BNS_EDUCATION],
};
export const SANNE: UserOverviewItem = {
  id: 'c0000000-0000-4000-8000-000000000003',
  email: 'sanne@example.nl',
  fullName: 'Sanne Jansen',
  fullNameLastNameFirst: 'Jansen, Sanne',
  afasId: null,
  roles: ['ROLE_PARTICIPANT', 'ROLE_TEACHER'],
  active: true,
  educations: [],
};

const { educations: _educations, ...PIETER_ITEM } = PIETER;
export const PIETER_USER: User = {
  ...PIETER_ITEM,
  firstName: 'Pieter',
  insertion: 'de',
  lastName: 'Boer',
  permissions: [],
  participantId: '100001',
  lastSync: null,
  authMethod: 'email',
  created: '2026-01-10T09:00:00Z',
};

export const PIETER_PROFILE: UserProfile = {
  id: PIETER.id,
  email: PIETER.email,
  nickname: null,
  firstName: 'Pieter',
  initials: 'P.',
  insertion: 'de',
  lastName: 'Boer',
  fullName: PIETER.fullName,
  fullNameLastNameFirst: PIETER.fullNameLastNameFirst,
  gender: 'M',
  dateOfBirth: '1990-05-01',
  bigId: null,
  specialisationId: null,
  specialisation: null,
  phoneMobile: null,
  addressStreet: null,
  addressHouseNumber: null,
  addressHouseNumberAddition: null,
  addressPostalCode: null,
  addressTown: null,
  addressCountryCode: null,
  newsletter: false,
  dietaryPreferences: null,
  afasId: PIETER.afasId,
  participantId: '100001',
  lastSync: null,
  roles: PIETER.roles,
  permissions: [],
  avatar: null,
  authMethod: 'email',
  active: true,
};

export const FORM_DATA = {
  specialisations: [
    { id: 10, name: 'Huisartsgeneeskunde' },
    { id: 99, name: 'Onbekend' },
  ],
  countries: [
    { code: 'NL', name: 'Nederland' },
    { code: 'BE', name: 'België' },
  ],
  defaultSpecialisationId: 99,
};

export const API = {
  account: 'GET /api/users/account',
  table: 'GET /api/users?page=1&perPage=10',
  roles: (id: string) => `PUT /api/users/${id}/roles`,
  remove: (id: string) => `DELETE /api/users/${id}`,
  user: (id: string) => `GET /api/users/${id}`,
  logins: (id: string) => `GET /api/event_logs?type=login&user=${id}&page=1&perPage=10`,
  complete: (id: string) => `GET /api/users/${id}/complete`,
  save: (id: string) => `PUT /api/users/${id}/complete`,
  formData: 'GET /api/user-form-data',
  imitate: (id: string) => `GET /api/imitate?_switch_user=${id}`,
} as const;

export const list = <T>(...items: T[]) => reply({ items, totalItems: items.length, perPage: 10 });

/** The fake API of the users screens as `who` (the admin by default), with `overrides`. */
export function mockUsersApi(overrides: Record<string, FakeAnswer | FakeAnswer[]> = {}, who: Account = admin) {
  return mockApi({
    [API.account]: reply(who),
    [API.table]: list(PIETER, SANNE),
    [API.user(PIETER.id)]: reply(PIETER_USER),
    [API.logins(PIETER.id)]: reply({
      'hydra:member': [
        { id: 'd0000000-0000-4000-8000-000000000004', created: '2026-07-01T06:30:00Z' },
        { id: 'e0000000-0000-4000-8000-000000000005', created: '2026-01-15T12:05:00Z' },
      ],
      'hydra:totalItems': 2,
    }),
    [API.complete(PIETER.id)]: reply(PIETER_PROFILE),
    [API.formData]: reply(FORM_DATA),
    ...overrides,
  });
}
