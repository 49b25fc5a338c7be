// Shared by this feature's component tests: the /account route on its own (the app's router gets it when it is
// wired), a signed-in account and a complete profile as the API answers them.
import { Outlet, type RouteObject } from 'react-router';
import type { Account } from '@portal/contracts';
import { makeAccount } from '../../../test/fixtures';
import { mockApi, renderRoute, reply, type FakeAnswer } from '../../../test/test-utils';
import { useSession } from '../../lib/session';
import type { UserFormData } from './api/get-user-form-data';
import type { NotificationPreferences } from './api/get-notification-preferences';
import type { UserProfile } from './api/get-user-profile';

export const account = makeAccount({ roles: ['ROLE_PARTICIPANT'], authMethod: 'email' });

export const API = {
  account: 'GET /api/users/account',
  profile: `GET /api/users/${account.id}/complete`,
  saveProfile: `PUT /api/users/${account.id}/complete`,
  formData: 'GET /api/user-form-data',
  preferences: 'GET /api/users/notification-preferences',
  savePreferences: 'POST /api/users/notification-preferences',
  changePassword: `POST /api/users/${account.id}/change-password`,
  qrSecret: 'GET /api/users/qr-code?format=json',
  twoFactor: `POST /api/users/${account.id}/two-factor`,
  certificates: `GET /api/users/${account.id}/certificates?perPage=1000`,
} as const;

export function makeProfile(overrides: Partial<UserProfile> = {}): UserProfile {
  return {
    id: account.id,
    email: account.email,
    nickname: null,
    firstName: 'Lotte',
    initials: 'L.',
    insertion: 'de',
    lastName: 'Graaf',
    fullName: 'Lotte de Graaf',
    fullNameLastNameFirst: 'Graaf, Lotte de',
    gender: 'V',
    dateOfBirth: '1990-04-12',
    bigId: '19012345601',
    specialisationId: 5,
    specialisation: 'Huisartsgeneeskunde',
    phoneMobile: '06-12345678',
    addressStreet: 'Kerkstraat',
    addressHouseNumber: '12',
    addressHouseNumberAddition: null,
    addressPostalCode: '3512 AB',
    addressTown: 'Utrecht',
    addressCountryCode: 'NL',
    newsletter: false,
    dietaryPreferences: null,
    afasId: '1000105',
    participantId: 'D00105',
    lastSync: null,
    roles: ['ROLE_PARTICIPANT'],
    permissions: [],
    avatar: null,
    authMethod: 'email',
    active: true,
    ...overrides,
  };
}

export const formData: UserFormData = {
  specialisations: [
    { id: 5, name: 'Huisartsgeneeskunde' },
    { id: 99, name: 'Overig' },
  ],
  countries: [
    { code: 'NL', name: 'Nederland' },
    { code: 'BE', name: 'België' },
  ],
  defaultSpecialisationId: 99,
};

export const preferences: NotificationPreferences = {
  optOutTypes: ['AssignmentMessage'],
  optOutMailings: false,
  availableTypes: ['MoodleNotification', 'AssignmentEvaluated', 'AssignmentMessage'],
};

/** Renders the app's children once the startup fetch of the account has answered, as the root layout does. */
function SignedIn() {
  const { session } = useSession();
  return session === undefined ? <p>laden</p> : <Outlet />;
}

const routes: RouteObject[] = [
  {
    element: <SignedIn />,
    hydrateFallbackElement: <p>laden</p>,
    children: [
      { path: '/', element: <p>startpagina</p> },
      { path: '/account', lazy: () => import('./routes/account-page') },
    ],
  },
];

/** The fake API of a signed-in user with `overrides` for single calls. */
export function mockAccountApi(overrides: Record<string, FakeAnswer | FakeAnswer[]> = {}, who: Account = account) {
  return mockApi({
    [API.account]: reply(who),
    [API.profile]: reply(makeProfile()),
    [API.formData]: reply(formData),
    [API.preferences]: reply(preferences),
    [API.certificates]: reply({ items: [], totalItems: 0, perPage: 1000 }),
    ...overrides,
  });
}

/** /account (with `search`, e.g. '?tab=notificaties') in the real providers. */
export function renderAccount(search = '') {
  return renderRoute(`/account${search}`, routes);
}
