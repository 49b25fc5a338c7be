import { API_KEY_ROLES } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as f from '../../../test/factories';
import { apiKeys } from '../../db/schema';
import {
  createApiKeysTestApp,
  probeLogin,
  probeNotify,
  probeNotifyPost,
  type ApiKeysTestApp,
} from './api-keys.test-app';

let k: ApiKeysTestApp;
let admin: string;
beforeAll(async () => {
  k = await createApiKeysTestApp();
  admin = await k.signIn(f.createAdmin);
});
afterAll(async () => {
  await k.t.app.close();
});

const newKey = async (roles: readonly string[]) =>
  (await k.create(admin, { name: `Machine ${roles.join(' ')}`, roles })).json() as { id: string; token: string };

describe('a request with an API key', () => {
  it('acts with the key roles only, never as a user', async () => {
    const key = await newKey(['ROLE_CREATE_NOTIFICATIONS']);
    const res = await k.probe({ 'x-api-key': key.token });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ kind: 'apiKey', apiKeyId: key.id, roles: ['ROLE_CREATE_NOTIFICATIONS'] });
    expect((await k.probe({ authorization: `ApiKey ${key.token}` })).statusCode).toBe(200);
    expect((await k.call('POST', probeNotifyPost.path, { 'x-api-key': key.token })).statusCode).toBe(200);
    expect((await k.probe({ 'x-api-key': key.token }, probeLogin.path)).statusCode).toBe(401);
    expect((await k.call('GET', '/api/api-keys', { 'x-api-key': key.token })).statusCode).toBe(401);
  });

  it('is refused where its roles do not reach (403)', async () => {
    const key = await newKey(['ROLE_SYNCHRONIZE_AFAS', 'ROLE_REGISTER_USERS']);
    expect((await k.probe({ 'x-api-key': key.token })).statusCode).toBe(403);
  });

  it('gains and loses rights as soon as the admin changes its roles', async () => {
    const key = await newKey(['ROLE_SYNCHRONIZE_AFAS']);
    await k.update(admin, key.id, { roles: ['ROLE_CREATE_NOTIFICATIONS'] });
    expect((await k.probe({ 'x-api-key': key.token })).statusCode).toBe(200);
    await k.update(admin, key.id, { roles: [] });
    expect((await k.probe({ 'x-api-key': key.token })).statusCode).toBe(403);
  });

  it('records its use at most once a minute', async () => {
    const key = await newKey(['ROLE_CREATE_NOTIFICATIONS']);
    const lastUsed = async () =>
      (await k.t.database.db.select().from(apiKeys).where(eq(apiKeys.id, key.id)))[0]!.lastUsedAt;
    expect(await lastUsed()).toBeNull();
    await k.probe({ 'x-api-key': key.token });
    const first = await lastUsed();
    expect(first).toBeInstanceOf(Date);
    await k.probe({ 'x-api-key': key.token });
    expect(await lastUsed()).toEqual(first);
  });

  it('is refused at once when disabled, and accepted again when enabled', async () => {
    const key = await newKey(['ROLE_CREATE_NOTIFICATIONS']);
    expect((await k.probe({ 'x-api-key': key.token })).statusCode).toBe(200);
    await k.update(admin, key.id, { enabled: false });
    expect((await k.probe({ 'x-api-key': key.token })).statusCode).toBe(401);
    await k.update(admin, key.id, { enabled: true });
    expect((await k.probe({ 'x-api-key': key.token })).statusCode).toBe(200);
  });

  it('is refused at once when deleted', async () => {
    const key = await newKey(['ROLE_CREATE_NOTIFICATIONS']);
    expect((await k.probe({ 'x-api-key': key.token })).statusCode).toBe(200);
    await k.remove(admin, key.id);
    expect((await k.probe({ 'x-api-key': key.token })).statusCode).toBe(401);
  });

  it('never falls back to the session when the key is unknown, malformed or empty', async () => {
    const user = await k.signIn(f.createParticipant);
    expect((await k.probe({ cookie: user }, probeLogin.path)).statusCode).toBe(200);
    for (const bad of ['opk_' + 'A'.repeat(43), 'nonsense', '']) {
      expect((await k.probe({ cookie: user, 'x-api-key': bad }, probeLogin.path)).statusCode).toBe(401);
    }
    expect((await k.probe({ cookie: user, authorization: 'ApiKey nonsense' }, probeLogin.path)).statusCode).toBe(401);
  });

  it('is ignored in a query string', async () => {
    const key = await newKey(['ROLE_CREATE_NOTIFICATIONS']);
    for (const name of ['x-api-key', 'api_key', 'apiKey', 'key']) {
      expect((await k.probe({}, `${probeNotify.path}?${name}=${key.token}`)).statusCode).toBe(401);
    }
  });

  it('does not matter to anonymous routes', async () => {
    expect((await k.call('GET', '/api/health', { 'x-api-key': 'nonsense' })).statusCode).toBe(200);
  });

  it('never appears in a log line', async () => {
    const key = await newKey(API_KEY_ROLES);
    await k.probe({ 'x-api-key': key.token });
    await k.probe({ authorization: `ApiKey ${key.token}` });
    await k.probe({}, `${probeNotify.path}?api_key=${key.token}`);
    await k.list(admin);
    const all = k.t.logs.raw.join('\n');
    expect(all).toContain(probeNotify.path);
    expect(all).not.toContain(key.token.slice(4));
  });
});
