import { execFileSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { cookieOf } from '../../../test/sign-in';
import * as f from '../../../test/factories';

const PASSWORD = 'Geheim!2026';
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.app.close();
});

const signIn = async (email: string) =>
  cookieOf(await t.app.inject({ method: 'POST', url: '/api/login', payload: { email, password: PASSWORD } }))!;
const get = (url: string, cookie?: string) => t.app.inject({ url, headers: cookie ? { cookie } : {} });

/** The text of a PDF, read by an independent program (Debian's pdftotext; `npm test` installs it). */
function pdfText(pdf: Buffer): string {
  return execFileSync('pdftotext', ['-layout', '-', '-'], { input: pdf, encoding: 'utf8' });
}

async function participantWithCertificates() {
  const participant = await f.createParticipant(t.database.db, {
    password: PASSWORD,
    firstName: 'Eline',
    insertion: 'van der',
    lastName: 'Meer',
  });
  const older = await f.createCertificate(t.database.db, {
    userId: participant.id,
    name: 'Acute geneeskunde',
    endDate: '2025-03-14',
    points: 4,
  });
  const newer = await f.createCertificate(t.database.db, {
    userId: participant.id,
    name: 'Echografie: één dag "basis"',
    endDate: '2026-10-02',
    points: 2.5,
  });
  return { participant, older, newer };
}

describe('GET /api/users/{id}/certificates', () => {
  it('lists the own certificates, most recent first, paged', async () => {
    const { participant, older, newer } = await participantWithCertificates();
    await f.createCertificate(t.database.db, { name: 'Van iemand anders' });
    const cookie = await signIn(participant.email);

    const res = await get(`/api/users/${participant.id}/certificates`, cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      items: [
        { eventId: newer.eventAfasId, name: 'Echografie: één dag "basis"', endDate: '2026-10-02', points: 2.5 },
        { eventId: older.eventAfasId, name: 'Acute geneeskunde', endDate: '2025-03-14', points: 4 },
      ],
      totalItems: 2,
      perPage: 10,
    });
    const page2 = (
      await get(`/api/users/${participant.id}/certificates?page=2&perPage=1&order[name]=asc`, cookie)
    ).json();
    expect(page2).toMatchObject({ items: [{ name: 'Echografie: één dag "basis"' }], totalItems: 2, perPage: 1 });
    expect((await get(`/api/users/${participant.id}/certificates?order[userId]=asc`, cookie)).statusCode).toBe(400);
  });

  it('is open to admins and LIST_USERS staff, and refused to anyone else', async () => {
    const { participant } = await participantWithCertificates();
    const other = await f.createParticipant(t.database.db, { password: PASSWORD });
    const admin = await f.createAdmin(t.database.db, { password: PASSWORD, twoFactorExempt: true });
    const lister = await f.createProgramAssistant(t.database.db, {
      password: PASSWORD,
      twoFactorExempt: true,
      permissions: ['LIST_USERS'],
    });
    const teacher = await f.createTeacher(t.database.db, { password: PASSWORD, twoFactorExempt: true });
    const url = `/api/users/${participant.id}/certificates`;

    expect((await get(url)).statusCode).toBe(401);
    expect((await get(url, await signIn(other.email))).statusCode).toBe(403);
    expect((await get(url, await signIn(teacher.email))).statusCode).toBe(403);
    expect((await get(url, await signIn(admin.email))).json().totalItems).toBe(2);
    expect((await get(url, await signIn(lister.email))).json().totalItems).toBe(2);
  });
});

describe('GET /api/users/{id}/certificates/{eventId}', () => {
  it('downloads the certificate as a PDF naming the holder, the event, the date and the points', async () => {
    const { participant, newer } = await participantWithCertificates();
    const res = await get(
      `/api/users/${participant.id}/certificates/${newer.eventAfasId}`,
      await signIn(participant.email),
    );
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['cache-control']).toBe('private, no-store');
    // No quotes or colons in the name; an ASCII fallback and the exact name in RFC 5987 form.
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="Certificaat Echografie __n dag basis.pdf"; filename*=UTF-8''${encodeURIComponent('Certificaat Echografie één dag basis.pdf')}`,
    );
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(res.rawPayload).replace(/\s+/g, ' ');
    expect(text).toContain('Certificaat');
    expect(text).toContain('Eline van der Meer');
    expect(text).toContain('Echografie: één dag "basis"');
    expect(text).toContain('Afgerond op 2 oktober 2026');
    expect(text).toContain('Accreditatiepunten: 2,5');
  });

  it('answers 404 for an unknown event and 403 for another user', async () => {
    const { participant, older } = await participantWithCertificates();
    const other = await f.createParticipant(t.database.db, { password: PASSWORD });
    const cookie = await signIn(participant.email);
    expect((await get(`/api/users/${participant.id}/certificates/0000000`, cookie)).statusCode).toBe(404);
    const url = `/api/users/${participant.id}/certificates/${older.eventAfasId}`;
    expect((await get(url)).statusCode).toBe(401);
    expect((await get(url, await signIn(other.email))).statusCode).toBe(403);
    // Another user's id with one's own event id finds nothing of theirs either.
    expect(
      (await get(`/api/users/${other.id}/certificates/${older.eventAfasId}`, await signIn(other.email))).statusCode,
    ).toBe(404);
  });
});
