import { validate } from '@readme/openapi-parser';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as f from '../../../test/factories';
import { apiKeys, auditEvents } from '../../db/schema';
import { sha256Hex } from '../../lib/tokens';
import { createApiKeysTestApp, type ApiKeysTestApp } from './api-keys.test-app';

let k: ApiKeysTestApp;
let admin: string;
beforeAll(async () => {
  k = await createApiKeysTestApp();
  admin = await k.signIn(f.createAdmin);
});
afterAll(async () => {
  await k.t.app.close();
});

const auditOf = (id: string) =>
  k.t.database.db
    .select()
    .from(auditEvents)
    .where(sql`${auditEvents.type} = 'api_key_changed' and ${auditEvents.data}->>'apiKeyId' = ${id}`);

describe('who may manage API keys', () => {
  const unknown = '4f1c2b8e-8d3a-4c1e-9b2a-1f2e3d4c5b6a';
  const all = (cookie: string | undefined, id: string) => {
    const headers: Record<string, string> = cookie ? { cookie } : {};
    return Promise.all([
      k.call('GET', '/api/api-keys', headers),
      k.call('POST', '/api/api-keys', headers, { name: 'Nieuw', roles: [] }),
      k.call('POST', `/api/api-keys/${id}`, headers, { enabled: false }),
      k.call('DELETE', `/api/api-keys/${id}`, headers),
    ]);
  };

  it('refuses anonymous callers with 401, participants and program assistants with 403', async () => {
    const { id } = await f.createApiKey(k.t.database.db);
    const participant = await k.signIn(f.createParticipant);
    const assistant = await k.signIn(f.createProgramAssistant);
    expect((await all(undefined, id)).map((r) => r.statusCode)).toEqual([401, 401, 401, 401]);
    expect((await all(participant, id)).map((r) => r.statusCode)).toEqual([403, 403, 403, 403]);
    expect((await all(assistant, id)).map((r) => r.statusCode)).toEqual([403, 403, 403, 403]);
    const [row] = await k.t.database.db.select().from(apiKeys).where(eq(apiKeys.id, id));
    expect(row?.enabled).toBe(true);
  });

  it('lets an admin make every call (an unknown key is 404); the answers are never cached', async () => {
    const answers = await all(admin, unknown);
    expect(answers.map((r) => r.statusCode)).toEqual([200, 201, 404, 404]);
    for (const r of answers) expect(r.headers['cache-control']).toBe('no-store');
  });
});

describe('managing API keys', () => {
  it('creates an enabled key of 32 random bytes and reveals it in the list; the hash never leaves', async () => {
    const res = await k.create(admin, { name: 'AFAS koppeling', roles: ['ROLE_SYNCHRONIZE_AFAS'] });
    expect(res.statusCode).toBe(201);
    const key = res.json();
    expect(key).toEqual({
      id: expect.any(String),
      name: 'AFAS koppeling',
      token: expect.stringMatching(/^opk_[A-Za-z0-9_-]{43}$/),
      enabled: true,
      roles: ['ROLE_SYNCHRONIZE_AFAS'],
      created: expect.any(String),
    });
    expect(Buffer.from(key.token.slice(4), 'base64url')).toHaveLength(32);
    const listed = (await k.list(admin)).json();
    expect(listed.items).toContainEqual(key);
    expect(listed.items[0]).toEqual(key);
    expect(listed.totalItems).toBe(listed.items.length);
    expect(JSON.stringify(listed)).not.toMatch(/tokenHash|tokenCiphertext|[0-9a-f]{64}/);
    expect((await k.create(admin, { name: 'Tweede', roles: [] })).json().token).not.toBe(key.token);
  });

  it('stores only the hash and the ciphertext, never the key; the audit names the key, not its value', async () => {
    const key = (await k.create(admin, { name: 'Opslag', roles: ['ROLE_REGISTER_USERS'] })).json();
    const [row] = await k.t.database.db.select().from(apiKeys).where(eq(apiKeys.id, key.id));
    expect(row!.tokenHash).toBe(sha256Hex(key.token));
    expect(row!.tokenCiphertext).toMatch(/^v1\./);
    expect(JSON.stringify(row)).not.toContain(key.token.slice(4));
    const events = await auditOf(key.id);
    expect(events).toHaveLength(1);
    expect(events[0]!.data).toMatchObject({ action: 'created', name: 'Opslag', roles: ['ROLE_REGISTER_USERS'] });
    expect(events[0]!.actorId).toBe(row!.createdById);
    expect(events[0]!.actorId).not.toBeNull();
    expect(JSON.stringify(events)).not.toContain(key.token.slice(4));
  });

  it('updates name, roles and enabled, keeping the key; each change is audited', async () => {
    const key = (await k.create(admin, { name: 'Oud', roles: ['ROLE_SYNCHRONIZE_AFAS'] })).json();
    const res = await k.update(admin, key.id, {
      name: '  Nieuw  ',
      roles: ['ROLE_CREATE_NOTIFICATIONS', 'ROLE_REGISTER_USERS', 'ROLE_REGISTER_USERS'],
      enabled: false,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      ...key,
      name: 'Nieuw',
      roles: ['ROLE_CREATE_NOTIFICATIONS', 'ROLE_REGISTER_USERS'],
      enabled: false,
    });
    expect((await k.update(admin, key.id, { enabled: true })).json()).toMatchObject({ name: 'Nieuw', enabled: true });
    expect((await k.update(admin, key.id, {})).json()).toMatchObject({ name: 'Nieuw', enabled: true });
    const events = await auditOf(key.id);
    expect(events.map((e) => e.data.action).sort()).toEqual(['created', 'updated', 'updated']);
    expect(events.find((e) => e.data.action === 'updated' && 'name' in (e.data.changes as object))?.data).toEqual({
      action: 'updated',
      apiKeyId: key.id,
      name: 'Nieuw',
      changes: { name: 'Nieuw', roles: ['ROLE_CREATE_NOTIFICATIONS', 'ROLE_REGISTER_USERS'], enabled: false },
    });
  });

  it('deletes a key: gone from the list, audited, a second delete is 404', async () => {
    const key = (await k.create(admin, { name: 'Weg', roles: [] })).json();
    const res = await k.remove(admin, key.id);
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    expect((await k.list(admin)).json().items.map((x: { id: string }) => x.id)).not.toContain(key.id);
    expect((await k.remove(admin, key.id)).statusCode).toBe(404);
    expect((await auditOf(key.id)).map((e) => e.data.action).sort()).toEqual(['created', 'deleted']);
  });

  it('shows a key it cannot decrypt without its value instead of failing the list', async () => {
    const { id } = await f.createApiKey(k.t.database.db, { tokenCiphertext: 'pending:abc' });
    const item = (await k.list(admin)).json().items.find((x: { id: string }) => x.id === id);
    expect(item).toMatchObject({ id, token: null });
  });

  it('refuses an empty name and unknown roles with violations', async () => {
    for (const name of ['', '   ']) {
      const res = await k.create(admin, { name, roles: [] });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        detail: 'validation_failed',
        violations: [{ propertyPath: 'name', detail: 'validation.required' }],
      });
    }
    const role = await k.create(admin, { name: 'X', roles: ['ROLE_ADMIN'] });
    expect(role.statusCode).toBe(400);
    expect(role.json().violations).toEqual([{ propertyPath: 'roles[0]', detail: expect.any(String) }]);
    const { id } = await f.createApiKey(k.t.database.db);
    expect((await k.update(admin, id, { name: '' })).json().violations).toEqual([
      { propertyPath: 'name', detail: 'validation.required' },
    ]);
    expect((await k.update(admin, id, { roles: ['ROLE_TEACHER'] })).statusCode).toBe(400);
    expect((await k.update(admin, 'geen-id', { name: 'X' })).statusCode).toBe(400);
  });

  it('documents the four calls in the OpenAPI document', async () => {
    const doc = (await k.t.app.inject('/api/docs/json')).json();
    const result = await validate(structuredClone(doc));
    expect(result.valid, JSON.stringify(result)).toBe(true);
    expect(Object.keys(doc.paths['/api/api-keys']).sort()).toEqual(['get', 'post']);
    expect(Object.keys(doc.paths['/api/api-keys/{id}']).sort()).toEqual(['delete', 'post']);
    expect(JSON.stringify(doc.paths['/api/api-keys'])).not.toMatch(/tokenHash|tokenCiphertext/);
  });
});
