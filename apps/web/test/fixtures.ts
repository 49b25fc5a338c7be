import type { Account } from '@portal/contracts';

/** An account as `GET /api/users/account` answers it. */
export function makeAccount(overrides: Partial<Account> = {}): Account {
  return {
    id: '0b9a3f5e-6c1d-4e2a-9f7b-1a2b3c4d5e6f',
    email: 'lotte@example.nl',
    firstName: 'Lotte',
    insertion: 'de',
    lastName: 'Graaf',
    fullName: 'Lotte de Graaf',
    active: true,
    roles: ['ROLE_PARTICIPANT'],
    permissions: [],
    educations: [],
    avatar: null,
    authMethod: 'none',
    isImitating: false,
    isImitatingAdmin: false,
    ...overrides,
  };
}
