// 'Stuur mij een nieuwe link' (issue 31): an invitation link opened in one browser (a phone) is refused in a second one
// (a laptop); from that page the contributor asks for a fresh link to the invited address. POST
// /api/assignment/{id}/contributor-link is anonymous but bound to the used token: refused for a bogus token or one of
// another assignment, rate limited per invitation, audited; allowed, it mails a new link, kills the old token and ends
// the first browser's session, and the contributor's answers stay.
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import * as f from '../../../test/factories';
import { signIn, TEST_PASSWORD } from '../../../test/sign-in';
import type { Db } from '../../db/client';
import { auditEvents, mailOutbox } from '../../db/schema';

let t: TestApp;
let db: Db;
beforeAll(async () => {
  t = await createTestApp();
  db = t.database.db;
});
afterAll(async () => {
  await t.app.close();
});

let addresses = 0;
/** A client address of its own per call site, so the per-address count of unknown tokens stays apart. */
const nextAddress = () => `10.31.0.${++addresses}`;

const post = (url: string, payload: Record<string, unknown>, cookie?: string, remoteAddress = '127.0.0.1') =>
  t.app.inject({ method: 'POST', url, payload, remoteAddress, headers: cookie ? { cookie } : {} });

const contributorCookieOf = (res: { headers: Record<string, unknown> }) => {
  const header = res.headers['set-cookie'];
  const all = Array.isArray(header) ? (header as string[]) : header ? [String(header)] : [];
  return all.find((c) => c.startsWith('portal_contributor='))?.split(';')[0];
};

/** The token in the newest mail of `template` to `email`. */
async function mailedToken(email: string, template: string) {
  const mails = await db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.to, email), eq(mailOutbox.template, template)))
    .orderBy(asc(mailOutbox.createdAt));
  return { count: mails.length, token: /token=([A-Za-z0-9_-]+)/.exec(mails.at(-1)?.text ?? '')?.[1] };
}

/** A participant's open assignment with a field for external contributors, and an invitation to a new address. */
async function invited() {
  const participant = await f.createParticipant(db, { password: TEST_PASSWORD, twoFactorExempt: true });
  const cookie = await signIn(t.app, participant.email);
  const education = await f.createEducation(db, { userId: participant.id });
  const form = await f.createForm(db, { title: 'KPB' });
  const field = await f.createFormField(db, { formId: form.id, label: 'Oordeel', roles: ['ROLE_EXTERNAL'] });
  const module = await f.createModule(db, { educationId: education.id, type: 'PRK' });
  const container = await f.createAssignmentContainer(db, { moduleId: module.id, formId: form.id, name: 'KPB' });
  const made = await post(`/api/module/${module.id}/assignments`, { containerId: container.id }, cookie);
  expect(made.statusCode, made.body).toBe(201);
  const id = made.json().id as string;
  const email = f.uniqueEmail('observator');
  const sent = await post(`/api/assignment/${id}/external-invites`, { emails: [email] }, cookie);
  expect(sent.statusCode, sent.body).toBe(201);
  const { token } = await mailedToken(email, 'externalInvitation');
  return { id, email, token: token!, field, invitationId: sent.json().items[0].id as string };
}

const open = (id: string, token: string, cookie?: string) =>
  post(`/api/assignment/${id}/contributor-session`, { token }, cookie);
const renew = (id: string, token: string, remoteAddress?: string) =>
  post(`/api/assignment/${id}/contributor-link`, { token }, undefined, remoteAddress);

describe('POST /api/assignment/{id}/contributor-link', () => {
  it('refuses a bogus token, anonymously, and mails nothing', async () => {
    const a = await invited();
    const address = nextAddress();
    const res = await renew(a.id, 'x'.repeat(43), address);
    expect([res.statusCode, res.json().detail]).toEqual([403, 'access_token_invalid']);
    expect((await renew(a.id, '', address)).statusCode).toBe(400);
    expect((await mailedToken(a.email, 'externalInvitationRenewed')).count).toBe(0);
  });

  it('refuses the token of another invitation on this assignment’s address, and leaves that one alone', async () => {
    const a = await invited();
    const b = await invited();
    expect((await open(b.id, b.token)).statusCode).toBe(200);
    const res = await renew(a.id, b.token, nextAddress());
    expect([res.statusCode, res.json().detail]).toEqual([403, 'access_token_invalid']);
    expect((await mailedToken(b.email, 'externalInvitationRenewed')).count).toBe(0);
    // b's link is as it was: still used, refused in another browser.
    expect((await open(b.id, b.token)).json().detail).toBe('access_token_used');
  });

  it('has nothing to renew on a link never opened (it still works)', async () => {
    const a = await invited();
    expect((await renew(a.id, a.token)).statusCode).toBe(409);
    expect((await open(a.id, a.token)).statusCode).toBe(200);
  });

  it('mails a fresh link to the invited address only, kills the old token and ends the first browser’s session', async () => {
    const a = await invited();
    // The phone opens the link and saves an answer.
    const phone = await open(a.id, a.token);
    expect(phone.statusCode).toBe(200);
    const phoneCookie = contributorCookieOf(phone)!;
    const page = (await t.app.inject({ url: `/api/assignment/${a.id}`, headers: { cookie: phoneCookie } })).json();
    const entry = page.entries.find((e: { own: boolean }) => e.own);
    const saved = await post(
      `/api/assignment/${a.id}/entries/${entry.id}`,
      { formData: { [a.field.id]: 'Goed gesprek' }, revision: entry.revision },
      phoneCookie,
    );
    expect(saved.statusCode, saved.body).toBe(200);
    // The laptop is refused, and asks for a new link.
    expect((await open(a.id, a.token)).json().detail).toBe('access_token_used');
    const res = await renew(a.id, a.token);
    expect(res.statusCode, res.body).toBe(200);
    const [local, domain] = a.email.split('@') as [string, string];
    expect(res.json()).toEqual({ maskedEmail: `${local[0]}•••@${domain[0]}•••.${domain.split('.').pop()}` });
    expect(res.body).not.toContain(local);

    const mailed = await mailedToken(a.email, 'externalInvitationRenewed');
    expect(mailed.count).toBe(1);
    const fresh = mailed.token!;
    expect(fresh).not.toBe(a.token);
    // The old token no longer opens anything, nor can it ask again; the phone's session has ended.
    expect((await open(a.id, a.token)).json().detail).toBe('access_token_invalid');
    expect((await renew(a.id, a.token)).json().detail).toBe('access_token_invalid');
    expect((await t.app.inject({ url: `/api/assignment/${a.id}`, headers: { cookie: phoneCookie } })).statusCode).toBe(
      401,
    );
    // The fresh link opens once, on the laptop, with the answer given on the phone; then it is used.
    const laptop = await open(a.id, fresh);
    expect(laptop.statusCode, laptop.body).toBe(200);
    const laptopPage = (
      await t.app.inject({ url: `/api/assignment/${a.id}`, headers: { cookie: contributorCookieOf(laptop)! } })
    ).json();
    expect(laptopPage.entries.find((e: { own: boolean }) => e.own)).toMatchObject({
      id: entry.id,
      values: { [a.field.id]: 'Goed gesprek' },
    });
    expect((await open(a.id, fresh)).json().detail).toBe('access_token_used');
    // Audited, never with a token.
    const audits = await db.select().from(auditEvents).where(eq(auditEvents.type, 'contributor_access'));
    // (the old token's refusal names no invitation: that token matches none any more)
    const renewal = audits.filter((e) => (e.data as { assignmentId: string }).assignmentId === a.id);
    expect(renewal.map((e) => (e.data as { action: string }).action)).toEqual(
      expect.arrayContaining(['open', 'refused:access_token_used', 'renew', 'renew-refused:access_token_invalid']),
    );
    expect(renewal.find((e) => (e.data as { action: string }).action === 'renew')?.data).toMatchObject({
      tokenId: a.invitationId,
    });
    expect(JSON.stringify(renewal)).not.toContain(a.token);
    expect(JSON.stringify(renewal)).not.toContain(fresh);
  });

  it('mails at most three fresh links an hour per invitation', async () => {
    const a = await invited();
    let token = a.token;
    for (let i = 0; i < 3; i++) {
      expect((await open(a.id, token)).statusCode).toBe(200);
      // From a new address each time: the count is the invitation's, not the address's.
      const res = await renew(a.id, token, nextAddress());
      expect(res.statusCode, res.body).toBe(200);
      token = (await mailedToken(a.email, 'externalInvitationRenewed')).token!;
    }
    expect((await open(a.id, token)).statusCode).toBe(200);
    const limited = await renew(a.id, token, nextAddress());
    expect([limited.statusCode, limited.json().detail]).toEqual([429, 'too_many_requests']);
    expect((await mailedToken(a.email, 'externalInvitationRenewed')).count).toBe(3);
    // Another invitation is not held back by it.
    const b = await invited();
    expect((await open(b.id, b.token)).statusCode).toBe(200);
    expect((await renew(b.id, b.token)).statusCode).toBe(200);
  });
});
