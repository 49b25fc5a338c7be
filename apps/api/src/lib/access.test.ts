import { describe, expect, it } from 'vitest';
import { decideAccess, isAccess, type Identity } from './access';

const participant: Identity = { kind: 'user', userId: 'u1', roles: ['ROLE_PARTICIPANT'], permissions: [] };
const admin: Identity = { kind: 'user', userId: 'u2', roles: ['ROLE_ADMIN'], permissions: [] };
const assistant: Identity = {
  kind: 'user',
  userId: 'u3',
  roles: ['ROLE_PROGRAM_ASSISTANT'],
  permissions: ['MANAGE_NEWS'],
};
const syncKey: Identity = { kind: 'apiKey', apiKeyId: 'k1', roles: ['ROLE_SYNCHRONIZE_AFAS'] };
const contributor: Identity = { kind: 'token', tokenId: 't1', assignmentId: 'a1' };

describe('decideAccess', () => {
  it('lets anyone through an anonymous route', () => {
    expect(decideAccess('anonymous', null)).toBe('allow');
    expect(decideAccess('anonymous', syncKey)).toBe('allow');
  });

  it('needs a signed-in user for login routes', () => {
    expect(decideAccess('login', null)).toBe('unauthorized');
    expect(decideAccess('login', participant)).toBe('allow');
    expect(decideAccess('login', syncKey)).toBe('unauthorized');
    expect(decideAccess('login', contributor)).toBe('unauthorized');
  });

  it('needs a matching role or global permission', () => {
    const rule = { roles: ['ROLE_PROGRAM_ASSISTANT'], permissions: ['LIST_USERS'] } as const;
    expect(decideAccess(rule, null)).toBe('unauthorized');
    expect(decideAccess(rule, participant)).toBe('forbidden');
    expect(decideAccess(rule, assistant)).toBe('allow');
    expect(decideAccess({ permissions: ['MANAGE_NEWS'] }, assistant)).toBe('allow');
    expect(decideAccess({ permissions: ['MANAGE_NEWS'] }, participant)).toBe('forbidden');
  });

  it('lets an admin pass every role and permission check (spec 1 §6)', () => {
    expect(decideAccess({ roles: ['ROLE_TEACHER'] }, admin)).toBe('allow');
    expect(decideAccess({ permissions: ['IMITATE_USER'] }, admin)).toBe('allow');
  });

  it('treats a rule without roles or permissions as any signed-in user', () => {
    expect(decideAccess({}, participant)).toBe('allow');
    expect(decideAccess({}, null)).toBe('unauthorized');
  });

  it('needs an API key holding the role for apiKey routes', () => {
    expect(decideAccess('apiKey:ROLE_SYNCHRONIZE_AFAS', syncKey)).toBe('allow');
    expect(decideAccess('apiKey:ROLE_CREATE_NOTIFICATIONS', syncKey)).toBe('forbidden');
    expect(decideAccess('apiKey:ROLE_SYNCHRONIZE_AFAS', admin)).toBe('unauthorized');
    expect(decideAccess('apiKey:ROLE_SYNCHRONIZE_AFAS', null)).toBe('unauthorized');
  });

  it('needs a contributor token for token routes', () => {
    expect(decideAccess('token', contributor)).toBe('allow');
    expect(decideAccess('token', participant)).toBe('unauthorized');
    expect(decideAccess('token', null)).toBe('unauthorized');
  });

  it('allows when any rule of a list allows, and reports forbidden over unauthorized', () => {
    expect(decideAccess(['login', 'token'], contributor)).toBe('allow');
    expect(decideAccess(['login', 'token'], participant)).toBe('allow');
    expect(decideAccess(['login', 'token'], null)).toBe('unauthorized');
    expect(decideAccess([{ roles: ['ROLE_ADMIN'] }, 'token'], participant)).toBe('forbidden');
    expect(decideAccess([], admin)).toBe('forbidden');
  });
});

describe('isAccess', () => {
  it('accepts the declared forms and refuses anything else', () => {
    expect(isAccess('anonymous')).toBe(true);
    expect(isAccess('login')).toBe(true);
    expect(isAccess('token')).toBe(true);
    expect(isAccess('apiKey:ROLE_REGISTER_USERS')).toBe(true);
    expect(isAccess({ roles: ['ROLE_ADMIN'] })).toBe(true);
    expect(isAccess(['login', 'token'])).toBe(true);
    expect(isAccess(undefined)).toBe(false);
    expect(isAccess('public')).toBe(false);
    expect(isAccess({})).toBe(false);
    expect(isAccess([])).toBe(false);
    expect(isAccess(['login', 'everyone'])).toBe(false);
  });
});

describe('two-factor setup sessions', () => {
  const settingUp: Identity = {
    kind: 'user',
    userId: 'u9',
    roles: ['ROLE_TEACHER'],
    permissions: [],
    setupPending: true,
  };

  it('may only reach setup routes', () => {
    expect(decideAccess('setup', settingUp)).toBe('allow');
    expect(decideAccess('login', settingUp)).toBe('unauthorized');
    expect(decideAccess({ roles: ['ROLE_TEACHER'] }, settingUp)).toBe('unauthorized');
  });

  it('setup routes are open to fully signed-in users too, never to anonymous callers', () => {
    expect(decideAccess('setup', participant)).toBe('allow');
    expect(decideAccess('setup', null)).toBe('unauthorized');
    expect(decideAccess('setup', syncKey)).toBe('unauthorized');
  });
});
