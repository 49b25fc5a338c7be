import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { mailOutbox, users } from '../../db/schema';
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
const put = (id: string, cookie: string, payload: object) =>
  t.app.inject({ method: 'PUT', url: `/api/users/${id}/complete`, headers: { cookie }, payload });
const violationsOf = (res: LightMyRequestResponse) =>
  Object.fromEntries(
    (res.json().violations as { propertyPath: string; detail: string }[]).map((v) => [v.propertyPath, v.detail]),
  );

const valid = (email: string) => ({
  email,
  firstName: 'Anna',
  insertion: 'de',
  lastName: 'Vries',
  addressStreet: 'Oudegracht',
  addressHouseNumber: '12',
  addressPostalCode: '3511 AB',
  addressTown: 'Utrecht',
  addressCountryCode: 'NL',
});

describe('GET and PUT /api/users/{id}/complete', () => {
  it('lets a user read and save their own profile, with no secret in the answer', async () => {
    const user = await f.createParticipant(t.database.db, { password: PASSWORD, twoFactorSecret: 'JBSWY3DPEHPK3PXP' });
    const cookie = await signIn(user.email);
    const saved = await put(user.id, cookie, { ...valid(user.email), nickname: '', dietaryPreferences: 'Vegetarisch' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      firstName: 'Anna',
      fullName: 'Anna de Vries',
      fullNameLastNameFirst: 'Vries, Anna de',
      nickname: null,
      addressPostalCode: '3511 AB',
      dietaryPreferences: 'Vegetarisch',
    });
    const read = await t.app.inject({ url: `/api/users/${user.id}/complete`, headers: { cookie } });
    expect(read.json()).toEqual(saved.json());
    for (const secret of ['passwordHash', 'twoFactorSecret', 'JBSWY3DPEHPK3PXP', 'argon2'])
      expect(read.body).not.toContain(secret);
  });

  it('applies the field rules of the user form with the spec’s messages as keys', async () => {
    const user = await f.createParticipant(t.database.db, { password: PASSWORD });
    const cookie = await signIn(user.email);
    const res = await put(user.id, cookie, {
      email: 'geen-adres',
      firstName: '',
      lastName: 'x'.repeat(81),
      addressHouseNumber: '12a',
      addressPostalCode: '1234',
      addressCountryCode: 'NL',
    });
    expect(res.statusCode).toBe(400);
    expect(violationsOf(res)).toMatchObject({
      email: 'validation.email',
      firstName: 'validation.required',
      lastName: 'validation.maxLength:80',
      addressHouseNumber: 'validation.digitsOnly',
    });
    const partialAddress = await put(user.id, cookie, {
      ...valid(user.email),
      addressTown: '',
      addressPostalCode: '1234',
    });
    expect(violationsOf(partialAddress)).toMatchObject({
      addressTown: 'validation.addressIncomplete',
      addressPostalCode: 'validation.postalCodeNl',
    });
    const foreign = await put(user.id, cookie, {
      ...valid(user.email),
      addressPostalCode: 'B-1000',
      addressCountryCode: 'BE',
    });
    expect(foreign.statusCode).toBe(200);
  });

  it('refuses an address another account uses', async () => {
    const user = await f.createParticipant(t.database.db, { password: PASSWORD });
    const other = await f.createParticipant(t.database.db);
    const res = await put(user.id, await signIn(user.email), valid(other.email.toUpperCase()));
    expect(res.statusCode).toBe(400);
    expect(violationsOf(res)).toEqual({ email: 'validation.emailTaken' });
  });

  it('shows others’ profiles to LIST_USERS holders, lets only admins change them', async () => {
    const target = await f.createParticipant(t.database.db);
    const stranger = await f.createParticipant(t.database.db, { password: PASSWORD });
    const strangerCookie = await signIn(stranger.email);
    expect(
      (await t.app.inject({ url: `/api/users/${target.id}/complete`, headers: { cookie: strangerCookie } })).statusCode,
    ).toBe(403);
    expect((await put(target.id, strangerCookie, valid(target.email))).statusCode).toBe(403);

    const assistant = await f.createProgramAssistant(t.database.db, {
      password: PASSWORD,
      twoFactorExempt: true,
      permissions: ['LIST_USERS'],
    });
    const assistantCookie = await signIn(assistant.email);
    expect(
      (await t.app.inject({ url: `/api/users/${target.id}/complete`, headers: { cookie: assistantCookie } }))
        .statusCode,
    ).toBe(200);
    expect((await put(target.id, assistantCookie, valid(target.email))).statusCode).toBe(403);

    const admin = await f.createAdmin(t.database.db, { password: PASSWORD, twoFactorExempt: true });
    const adminCookie = await signIn(admin.email);
    expect((await put(target.id, adminCookie, valid(target.email))).statusCode).toBe(200);
    expect((await put('4f1c2b8e-8d3a-4c1e-9b2a-1f2e3d4c5b6a', adminCookie, valid('nieuw@example.nl'))).statusCode).toBe(
      404,
    );
    expect((await t.app.inject(`/api/users/${target.id}/complete`)).statusCode).toBe(401);
  });

  describe('changing the sign-in address', () => {
    const mailsTo = (to: string) =>
      t.database.db
        .select({ template: mailOutbox.template, text: mailOutbox.text })
        .from(mailOutbox)
        .where(and(eq(sql`lower(${mailOutbox.to})`, to.toLowerCase()), eq(mailOutbox.template, 'emailChanged')));
    const emailOf = async (id: string) =>
      (await t.database.db.select({ email: users.email }).from(users).where(eq(users.id, id)))[0]!.email;

    it('asks a user for their current password, refuses a wrong one, and keeps the address until it is right', async () => {
      const user = await f.createParticipant(t.database.db, { password: PASSWORD });
      const cookie = await signIn(user.email);
      const newEmail = `nieuw-${user.id.slice(0, 8)}@example.nl`;

      const without = await put(user.id, cookie, valid(newEmail));
      expect(without.statusCode).toBe(400);
      expect(violationsOf(without)).toEqual({ currentPassword: 'validation.currentPasswordRequired' });
      const wrong = await put(user.id, cookie, { ...valid(newEmail), currentPassword: 'Fout!2026' });
      expect(violationsOf(wrong)).toEqual({ currentPassword: 'validation.currentPasswordIncorrect' });
      expect(await emailOf(user.id)).toBe(user.email);
      expect(await mailsTo(user.email)).toEqual([]);

      // Other fields save without the password while the address stays the same (in any case).
      const same = await put(user.id, cookie, { ...valid(user.email.toUpperCase()), firstName: 'Bea' });
      expect(same.statusCode).toBe(200);

      const right = await put(user.id, cookie, { ...valid(newEmail), currentPassword: PASSWORD });
      expect(right.statusCode).toBe(200);
      expect(right.json().email).toBe(newEmail);
      expect(JSON.stringify(right.json())).not.toContain(PASSWORD);
      // The old address is told, and the new one signs in.
      const [mail] = await mailsTo(user.email);
      expect(mail!.text).toContain(newEmail);
      expect(mail!.text).toContain('Heb je dit niet zelf gedaan?');
      expect(await signIn(newEmail)).toBeDefined();
    });

    it('an admin changes someone else’s address without a password; the old address is told', async () => {
      const target = await f.createParticipant(t.database.db, { password: PASSWORD });
      const admin = await f.createAdmin(t.database.db, { password: PASSWORD, twoFactorExempt: true });
      const newEmail = `beheer-${target.id.slice(0, 8)}@example.nl`;
      const res = await put(target.id, await signIn(admin.email), valid(newEmail));
      expect(res.statusCode).toBe(200);
      expect(await emailOf(target.id)).toBe(newEmail);
      expect(await mailsTo(target.email)).toHaveLength(1);
    });

    it('the password is never written to the log', async () => {
      const user = await f.createParticipant(t.database.db, { password: PASSWORD });
      const cookie = await signIn(user.email);
      await put(user.id, cookie, { ...valid(`log-${user.id.slice(0, 8)}@example.nl`), currentPassword: 'Fout!Lek99' });
      expect(t.logs.raw.join('\n')).not.toContain('Fout!Lek99');
    });
  });
});
