import type { Notification, PersonalDataExport } from '@portal/contracts';
import { sql } from 'drizzle-orm';
import { unzipSync, strFromU8 } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMemoryStorage, type Storage } from '../../integrations/storage';
import { hashPassword } from '../../lib/password';
import { createTestApp, type TestApp } from '../../../test/app';
import * as f from '../../../test/factories';
import { signIn, TEST_PASSWORD } from '../../../test/sign-in';
import { RECORD_CHILDREN, rowsAbout, USER_TABLES } from './personal-data.archive';

let t: TestApp;
type Caller = { user: { id: string }; cookie: string };
const user = async (options: Parameters<typeof f.createUser>[1]): Promise<Caller> => {
  const row = await f.createUser(t.database.db, { password: TEST_PASSWORD, twoFactorExempt: true, ...options });
  return { user: row, cookie: await signIn(t.app, row.email) };
};
beforeAll(async () => {
  t = await createTestApp();
  await t.app.jobQueue.start();
});
afterAll(async () => {
  await t.app.close();
});

const call = (method: 'GET' | 'POST', url: string, caller: Caller | null) =>
  t.app.inject({ method, url, headers: caller ? { cookie: caller.cookie } : {} });
const ask = async (caller: Caller, userId: string) => {
  const res = await call('POST', `/api/users/${userId}/personal-data-exports`, caller);
  expect(res.statusCode, res.body).toBe(202);
  return res.json() as PersonalDataExport;
};
/** Waits until the job has made (or failed) the export. */
const settled = async (caller: Caller, id: string) => {
  let found: PersonalDataExport | undefined;
  await expect
    .poll(
      async () => {
        const list = (await call('GET', '/api/personal-data-exports', caller)).json() as {
          items: PersonalDataExport[];
        };
        found = list.items.find((e) => e.id === id);
        return found?.status;
      },
      { timeout: 20_000 },
    )
    .not.toBe('pending');
  return found!;
};
const snake = (name: string) => name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
const rowsOf = (result: unknown) =>
  (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as Record<string, unknown>[];

describe('personal-data export', () => {
  it('is asked for by the person themself or an admin; nobody else learns the person exists', async () => {
    const participant = await user({ role: 'ROLE_PARTICIPANT' });
    const other = await user({ role: 'ROLE_PARTICIPANT' });
    const educator = await user({ role: 'ROLE_EDUCATOR' });
    const admin = await user({ role: 'ROLE_ADMIN' });
    const url = `/api/users/${participant.user.id}/personal-data-exports`;
    expect((await call('POST', url, null)).statusCode).toBe(401);
    expect((await call('GET', '/api/personal-data-exports', null)).statusCode).toBe(401);
    expect((await call('POST', url, other)).statusCode).toBe(404);
    expect((await call('POST', url, educator)).statusCode).toBe(404);
    expect((await call('POST', '/api/users/geen-id/personal-data-exports', participant)).statusCode).toBe(400);
    expect(
      (await call('POST', '/api/users/00000000-0000-4000-8000-000000000000/personal-data-exports', admin)).statusCode,
    ).toBe(404);
    const byAdmin = await ask(admin, participant.user.id);
    expect(byAdmin).toMatchObject({ userId: participant.user.id, status: 'pending' });
    // Asked again while it is being made: the same one.
    expect((await ask(admin, participant.user.id)).id).toBe(byAdmin.id);
    expect(await settled(admin, byAdmin.id)).toMatchObject({ status: 'ready' });
    // Only the one who asked may download it.
    expect((await call('GET', `/api/personal-data-exports/${byAdmin.id}/download`, participant)).statusCode).toBe(404);
    expect((await call('GET', `/api/personal-data-exports/${byAdmin.id}/download`, admin)).statusCode).toBe(200);
  });

  it('holds every row about the person and none about anybody else, secrets left out; downloads once', async () => {
    const db = t.database.db;
    const mine = await f.createAssignmentGraph(db);
    const theirs = await f.createAssignmentGraph(db);
    await t.app.fileStorage.put(mine.upload.storageKey, Buffer.from('mijn verslag'));
    // The graph's participant gets a password to sign in with, and an authenticator secret that must stay home.
    const passwordHash = await hashPassword(TEST_PASSWORD);
    await db.execute(
      sql`update users set password_hash = ${passwordHash}, two_factor_secret = 'geheim-totp' where id = ${mine.participant.id}`,
    );
    await f.createAuditEvent(db, { userId: mine.participant.id });
    // The rest of the education's record: a period, staff, a material with a file, a note.
    const educationId = mine.education.id;
    await f.createPeriod(db, { educationId });
    await f.createEducationStaff(db, { educationId });
    const material = await f.createEducationMaterial(db, { educationId });
    await f.createEducationMaterialFile(db, { materialId: material.id });
    await f.createNote(db, { educationId });
    const me = { user: mine.participant, cookie: await signIn(t.app, mine.participant.email) };
    const asked = await ask(me, mine.participant.id);
    const ready = await settled(me, asked.id);
    expect(ready.status).toBe('ready');
    expect(ready.size).toBeGreaterThan(0);

    const res = await call('GET', `/api/personal-data-exports/${asked.id}/download`, me);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="persoonsgegevens-/);
    const zip = unzipSync(new Uint8Array(res.rawPayload));
    const manifest = JSON.parse(strFromU8(zip['manifest.json']!)) as { tables: Record<string, number> };
    const table = (name: string) =>
      (JSON.parse(strFromU8(zip[`data/${name}.json`]!)) as { rows: Record<string, unknown>[] }).rows;

    // Every table that refers to users is in it, with exactly the rows the database holds about the person (the
    // notification that the export is ready came after the archive was made).
    const expected = await rowsAbout(db, mine.participant.id);
    const grewSince = ['notifications'];
    for (const { name, table: drizzleTable, columns } of USER_TABLES) {
      // Tables keyed by their columns (no id), and sessions (whose id is a secret), compare by count.
      const key = 'id' in drizzleTable && name !== 'sessions' ? 'id' : 'count(*)::int';
      const direct = rowsOf(
        await db.execute(
          sql.raw(
            `select ${key} as id from ${name} where ${columns.map((c) => `${snake(c.name)} = '${mine.participant.id}'`).join(' or ')}`,
          ),
        ),
      ).map((row) => row.id);
      const exported = table(name).map((row) => row.id);
      expect(manifest.tables[name], name).toBe(exported.length);
      if (key !== 'id') {
        expect(exported.length, name).toBe(expected.get(name)!.length);
        expect(exported.length, name).toBeGreaterThanOrEqual(direct[0] as number);
      } else if (grewSince.includes(name)) {
        expect(direct, name).toEqual(expect.arrayContaining(exported));
        expect(exported.length, name).toBe(direct.length - 1);
      } else {
        expect(exported, name).toEqual(expected.get(name)!.map((row) => row.id));
        expect(exported, name).toEqual(expect.arrayContaining(direct));
      }
    }
    for (const [child] of RECORD_CHILDREN) expect(table(child).length, child).toBeGreaterThan(0);
    // What the graph made for the person is in it: their education, assignment, evaluation, message, entry, file.
    const ids = (name: string) => table(name).map((row) => row.id);
    expect(ids('educations')).toEqual([mine.education.id]);
    expect(ids('assignments')).toContain(mine.assignment.id);
    expect(ids('evaluations')).toEqual([mine.evaluation.id]);
    expect(ids('messages')).toEqual([mine.message.id]);
    expect(ids('entries')).toEqual([mine.entry.id]);
    expect(ids('notifications')).toEqual([mine.notification.id]);
    expect(strFromU8(zip[`files/${mine.upload.id}-${mine.upload.name.replace(/[^\p{L}\p{N}._ -]+/gu, '_')}`]!)).toBe(
      'mijn verslag',
    );
    // Nothing of the other participant's world.
    const everything = JSON.stringify(Object.keys(zip).map((name) => strFromU8(zip[name]!)));
    for (const id of [
      theirs.participant.id,
      theirs.education.id,
      theirs.assignment.id,
      theirs.entry.id,
      theirs.message.id,
      theirs.evaluation.id,
      theirs.notification.id,
      theirs.upload.id,
    ]) {
      expect(everything.includes(id), id).toBe(false);
    }
    // No secret leaves: password and authenticator secrets, session ids, token hashes, mail bodies.
    expect(everything.includes(passwordHash)).toBe(false);
    expect(everything).not.toMatch(/geheim-totp|passwordHash|twoFactorSecret|tokenHash|tokenCiphertext/);
    expect(table('sessions')[0]).not.toHaveProperty('id');
    expect(table('mail_outbox')[0]).not.toHaveProperty('html');
    expect(table('users')[0]).toMatchObject({ id: mine.participant.id, email: mine.participant.email });

    // Once: a second download is gone; the bytes are removed.
    expect((await call('GET', `/api/personal-data-exports/${asked.id}/download`, me)).json()).toEqual({
      detail: 'export_gone',
    });
    // The one who asked was told it is ready, with a link to their account page.
    const notifications = (await call('GET', '/api/notifications?page=1', me)).json() as { items: Notification[] };
    expect(notifications.items.map((n) => n.type)).toContain('RequestedDownloadReady');
  });

  it('knows every foreign key to users the database has', async () => {
    const fks = rowsOf(
      await t.database.db.execute(sql`
        select c.conrelid::regclass::text as "table", a.attname as "column"
        from pg_constraint c join pg_attribute a on a.attrelid = c.conrelid and a.attnum = any(c.conkey)
        where c.contype = 'f' and c.confrelid = 'users'::regclass`),
    ).map((row) => `${String(row.table)}.${String(row.column)}`);
    const known = USER_TABLES.slice(1).flatMap(({ name, columns }) => columns.map((c) => `${name}.${snake(c.name)}`));
    expect([...known].sort()).toEqual([...fks].sort());
  });
});

describe('a personal-data export that cannot be made', () => {
  it('fails, tells the one who asked (RequestedDownloadFailed) and cannot be downloaded', async () => {
    const memory = createMemoryStorage();
    const broken: Storage = {
      ...memory,
      put: async (key, body) => {
        if (key.startsWith('exports/')) throw new Error('disk full');
        return memory.put(key, body);
      },
    };
    const other = await createTestApp({ storage: broken });
    try {
      await other.app.jobQueue.start();
      const row = await f.createUser(other.database.db, {
        role: 'ROLE_PARTICIPANT',
        password: TEST_PASSWORD,
        twoFactorExempt: true,
      });
      const caller = { user: row, cookie: await signIn(other.app, row.email) };
      const inject = (method: 'GET' | 'POST', url: string) =>
        other.app.inject({ method, url, headers: { cookie: caller.cookie } });
      const asked = (await inject('POST', `/api/users/${row.id}/personal-data-exports`)).json() as PersonalDataExport;
      await expect
        .poll(
          async () =>
            ((await inject('GET', '/api/personal-data-exports')).json() as { items: PersonalDataExport[] }).items[0]
              ?.status,
          { timeout: 20_000 },
        )
        .toBe('failed');
      expect((await inject('GET', `/api/personal-data-exports/${asked.id}/download`)).statusCode).toBe(410);
      const notifications = (await inject('GET', '/api/notifications?page=1')).json() as { items: Notification[] };
      expect(notifications.items.map((n) => n.type)).toEqual(['RequestedDownloadFailed']);
      expect(memory.keys().filter((key) => key.startsWith('exports/'))).toEqual([]);
    } finally {
      await other.app.close();
    }
  });
});

describe('GET /api/account/takeovers', () => {
  it("lists when and by whom an administrator took over the caller's account, and nobody else's", async () => {
    const db = t.database.db;
    const participant = await user({ role: 'ROLE_PARTICIPANT' });
    const other = await user({ role: 'ROLE_PARTICIPANT' });
    const admin = await f.createUser(db, { role: 'ROLE_ADMIN', firstName: 'Bea', lastName: 'Heer', insertion: null });
    await f.createAuditEvent(db, {
      userId: participant.user.id,
      actorId: admin.id,
      type: 'impersonation_started',
      createdAt: new Date('2026-11-20T10:00:00Z'),
    });
    await f.createAuditEvent(db, { userId: participant.user.id, actorId: admin.id, type: 'impersonation_stopped' });
    await f.createAuditEvent(db, { userId: other.user.id, actorId: admin.id, type: 'impersonation_started' });
    expect((await call('GET', '/api/account/takeovers', null)).statusCode).toBe(401);
    const res = await call('GET', '/api/account/takeovers', participant);
    expect(res.statusCode).toBe(200);
    expect(res.json().items).toEqual([{ id: expect.any(String), by: 'Bea Heer', started: '2026-11-20T10:00:00.000Z' }]);
  });
});
