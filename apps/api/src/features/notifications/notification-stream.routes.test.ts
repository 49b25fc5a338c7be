// The bell's stream (GET /api/notifications/stream) on a listening server, as a browser holds it: the count at once,
// then each change as the database announces it, whatever wrote it.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import * as f from '../../../test/factories';
import { signIn, TEST_PASSWORD } from '../../../test/sign-in';
import { openSse, unreadOf, type SseConnection, type SseEvent } from '../../../test/sse-client';
import type { Db } from '../../db/client';
import { sessions, users } from '../../db/schema';

let t: TestApp;
let db: Db;
let base: string;
const open: SseConnection[] = [];
beforeAll(async () => {
  t = await createTestApp();
  db = t.database.db;
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
let closed = false;
afterAll(async () => {
  for (const s of open) s.close();
  if (!closed) await t.app.close();
});

async function signedIn() {
  const user = await f.createParticipant(db, { password: TEST_PASSWORD, twoFactorExempt: true });
  return { user, cookie: await signIn(t.app, user.email) };
}

async function stream(cookie: string | undefined, headers: Record<string, string> = {}): Promise<SseConnection> {
  const s = await openSse(`${base}/api/notifications/stream`, { ...(cookie && { cookie }), ...headers });
  open.push(s);
  return s;
}

const isUnread = (n: number) => (e: SseEvent) => e.event === 'unread' && unreadOf(e) === n;

describe('GET /api/notifications/stream', () => {
  it('refuses anonymous callers with 401 (the one error shape, no stream)', async () => {
    const s = await stream(undefined);
    expect(s.status).toBe(401);
    await s.ended;
    expect(JSON.parse(s.text())).toEqual({ detail: 'unauthorized' });
  });

  it('opens with the unread count, uncached, uncompressed, with the security headers', async () => {
    const { user, cookie } = await signedIn();
    await f.createNotification(db, { userId: user.id });
    await f.createNotification(db, { userId: user.id });
    await f.createNotification(db, { userId: user.id, readAt: new Date() });

    const s = await stream(cookie, { 'accept-encoding': 'gzip, br' });
    expect(s.status).toBe(200);
    expect(s.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(s.headers.get('cache-control')).toBe('no-store, no-transform');
    expect(s.headers.get('content-encoding')).toBeNull();
    expect(s.headers.get('x-content-type-options')).toBe('nosniff');
    const first = await s.next(() => true);
    expect(first.event).toBe('unread');
    expect(unreadOf(first)).toBe(2);
    // The cursor: the newest notification's time.
    expect(first.id).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
  });

  it("sends the user's new notification and the new count, and nothing of another user's", async () => {
    const { user, cookie } = await signedIn();
    const other = await f.createParticipant(db);
    const s = await stream(cookie);
    await s.next(isUnread(0));

    await f.createNotification(db, { userId: other.id, message: '<p>Niet voor jou</p>' });
    const mine = await f.createNotification(db, { userId: user.id, message: '<p>Voor jou</p>' });
    const event = await s.next((e) => e.event === 'notification');
    expect(JSON.parse(event.data)).toMatchObject({ id: mine.id, message: '<p>Voor jou</p>', read: false });
    expect(event.id).toBe(mine.createdAt.toISOString());
    await s.next(isUnread(1));
    // Only this user's: the other's notification (made first) never arrived.
    expect(s.events.map((e) => e.event)).toEqual(['unread', 'notification', 'unread']);
  });

  it('follows reads through the API: one read, then all', async () => {
    const { user, cookie } = await signedIn();
    const first = await f.createNotification(db, { userId: user.id });
    await f.createNotification(db, { userId: user.id });
    const s = await stream(cookie);
    await s.next(isUnread(2));

    const read = await t.app.inject({
      method: 'POST',
      url: '/api/notifications/read',
      headers: { cookie },
      payload: { id: first.id },
    });
    expect(read.statusCode).toBe(200);
    await s.next(isUnread(1));
    await t.app.inject({ method: 'POST', url: '/api/notifications/mark-all-as-read', headers: { cookie } });
    await s.next(isUnread(0));
  });

  it('resumes from Last-Event-ID: what came while away first, then the count', async () => {
    const { user, cookie } = await signedIn();
    const before = await f.createNotification(db, { userId: user.id });
    const s = await stream(cookie);
    const opened = await s.next(isUnread(1));
    s.close();
    await s.ended;

    const away = await f.createNotification(db, { userId: user.id, message: '<p>Terwijl je weg was</p>' });
    const again = await stream(cookie, { 'last-event-id': opened.id! });
    const missed = await again.next((e) => e.event === 'notification');
    expect(JSON.parse(missed.data)).toMatchObject({ id: away.id });
    await again.next(isUnread(2));
    // What the cursor covered is not sent again.
    const sent = again.events.filter((e) => e.event === 'notification').map((e) => JSON.parse(e.data).id);
    expect(sent).toEqual([away.id]);
    expect(sent).not.toContain(before.id);
  });

  it('refuses a malformed query with 400, and takes a Last-Event-ID that is none of its own as a fresh start', async () => {
    const { user, cookie } = await signedIn();
    await f.createNotification(db, { userId: user.id });
    const bad = await openSse(`${base}/api/notifications/stream?filters[x]=a%00b`, { cookie });
    open.push(bad);
    expect(bad.status).toBe(400);
    await bad.ended;
    expect(JSON.parse(bad.text())).toMatchObject({ detail: expect.any(String) });
    for (const lastEventId of ['x'.repeat(300), '2026-13-45T99:99:99.999Z', '-1', "'; drop table users; --"]) {
      const s = await stream(cookie, { 'last-event-id': lastEventId });
      expect(s.status, lastEventId).toBe(200);
      await s.next(isUnread(1));
      expect(s.events.filter((e) => e.event === 'notification')).toEqual([]);
      s.close();
    }
  });

  it('without Last-Event-ID sends only the count, none of the notifications already there', async () => {
    const { user, cookie } = await signedIn();
    await f.createNotification(db, { userId: user.id });
    const s = await stream(cookie);
    await s.next(isUnread(1));
    await f.createNotification(db, { userId: user.id });
    await s.next(isUnread(2));
    expect(s.events.filter((e) => e.event === 'notification')).toHaveLength(1);
  });

  it('ends when the session ends: sign-out', async () => {
    const { cookie } = await signedIn();
    const s = await stream(cookie);
    await s.next(isUnread(0));
    await t.app.inject({ method: 'POST', url: '/api/logout', headers: { cookie } });
    await s.ended;
    // Reconnecting is refused now.
    expect((await stream(cookie)).status).toBe(401);
  });

  it("ends when the session is revoked or the user's access changes", async () => {
    const revoked = await signedIn();
    const s1 = await stream(revoked.cookie);
    await s1.next(isUnread(0));
    await db.delete(sessions).where(eq(sessions.userId, revoked.user.id));
    await s1.ended;

    const deactivated = await signedIn();
    const s2 = await stream(deactivated.cookie);
    await s2.next(isUnread(0));
    await db.update(users).set({ active: false }).where(eq(users.id, deactivated.user.id));
    await s2.ended;
  });

  it('refuses a user more streams than tabs would need (429), without touching their other calls', async () => {
    const { cookie } = await signedIn();
    const streams = [];
    for (let i = 0; i < 10; i++) streams.push(await stream(cookie));
    await Promise.all(streams.map((s) => s.next(isUnread(0))));
    const refused = await stream(cookie);
    expect(refused.status).toBe(429);
    expect((await t.app.inject({ url: '/api/notifications/unread', headers: { cookie } })).statusCode).toBe(200);
    streams[0]!.close();
    await streams[0]!.ended;
    await expect
      .poll(async () => {
        const s = await stream(cookie);
        s.close();
        return s.status;
      })
      .toBe(200);
  });
});

// Last: it closes this file's app.
describe('closing the server', () => {
  it('ends open streams, so the graceful close does not wait for the browsers', async () => {
    const { cookie } = await signedIn();
    const s = await stream(cookie);
    await s.next(isUnread(0));
    const started = Date.now();
    closed = true;
    await t.app.close();
    await s.ended;
    expect(Date.now() - started).toBeLessThan(5_000);
  });
});
