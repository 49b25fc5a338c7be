// Shared set-up of the education area's route tests: one participant's education and every kind of caller.
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { expect } from 'vitest';
import type { Db } from '../../db/client';
import * as f from '../../../test/factories';

/** A signed-in session for the user (no password round trip); `impersonatorId` makes it an impersonation. */
export async function cookieFor(db: Db, userId: string, impersonatorId?: string): Promise<string> {
  const secret = randomBytes(32).toString('base64url');
  await f.createSession(db, { userId, secret, impersonatorId: impersonatorId ?? null, expiresAt: f.daysFromNow(1) });
  return `portal_session=${secret}`;
}

/** Everyone the education policy tells apart, with their cookies (`anonymous` has none). */
export async function educationScenario(db: Db, educationOverrides: Parameters<typeof f.createEducation>[1] = {}) {
  const owner = await f.createParticipant(db);
  const education = await f.createEducation(db, { ...educationOverrides, userId: owner.id });
  const linkedStaff = await f.createEducationStaff(db, { educationId: education.id, role: 'institute_educator' });
  const trainer = await f.createEducationStaff(db, { educationId: education.id, role: 'practical_trainer' });
  const assistant = await f.createEducationStaff(db, { educationId: education.id, role: 'program_assistant' });
  const otherParticipant = await f.createParticipant(db);
  await f.createEducation(db, { userId: otherParticipant.id });
  const unrelatedEducator = await f.createInstituteEducator(db);
  // Linked to another education only: being an educator somewhere is not enough.
  await f.createEducationStaff(db, { userId: unrelatedEducator.id });
  const admin = await f.createAdmin(db);
  const cookies = {
    anonymous: undefined,
    owner: await cookieFor(db, owner.id),
    otherParticipant: await cookieFor(db, otherParticipant.id),
    unrelatedEducator: await cookieFor(db, unrelatedEducator.id),
    linkedEducator: await cookieFor(db, linkedStaff.userId),
    practicalTrainer: await cookieFor(db, trainer.userId),
    programAssistant: await cookieFor(db, assistant.userId),
    admin: await cookieFor(db, admin.id),
    impersonatingAdmin: await cookieFor(db, owner.id, admin.id),
  };
  return { owner, education, admin, cookies };
}
export type Caller = keyof Awaited<ReturnType<typeof educationScenario>>['cookies'];

/** A request as a caller; same-origin like the portal's own pages. */
export function call(app: FastifyInstance, cookie: string | undefined, options: InjectOptions) {
  return app.inject({
    ...options,
    headers: { ...(cookie ? { cookie } : {}), 'sec-fetch-site': 'same-origin', ...options.headers },
  });
}

/**
 * The access rule every education call shares: anonymous 401; another participant and an unrelated educator 404;
 * callers in `allowed` get `status`; the others in `refused` (403 for view-only staff on edit calls).
 */
export async function expectAccess(
  app: FastifyInstance,
  cookies: Record<Caller, string | undefined>,
  request: () => InjectOptions,
  expected: Partial<Record<Caller, number>>,
) {
  const base: Partial<Record<Caller, number>> = { anonymous: 401, otherParticipant: 404, unrelatedEducator: 404 };
  const all = { ...base, ...expected };
  const got: Partial<Record<Caller, number>> = {};
  for (const caller of Object.keys(all) as Caller[]) {
    got[caller] = (await call(app, cookies[caller], request())).statusCode;
  }
  expect(got).toEqual(all);
}
