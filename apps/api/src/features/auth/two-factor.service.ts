import { STAFF_ROLES, type Role } from '@portal/contracts';
import { and, eq, gt, isNull, lt, or } from 'drizzle-orm';
import { generateSecret, generateURI, verify } from 'otplib';
import type { Db } from '../../db/client';
import { TWO_FACTOR_CODE_TTL_MS } from '../../integrations/mail';
import { appSettings, users, userTokens } from '../../db/schema';
import { hmacHex, randomDigits } from '../../lib/tokens';

/** An e-mail code is valid this long: the mail template's own number, so the mail always tells the truth. */
export const EMAIL_CODE_TTL_MS = TWO_FACTOR_CODE_TTL_MS;
/** One step either side of now: authenticator clocks drift a little. */
const TOTP_TOLERANCE_SECONDS = 30;
const ISSUER = 'Opleidingsportaal';

/** The setting that lists the roles which must use two-factor (default: every staff role). */
export const TWO_FACTOR_SETTING = 'twoFactor.requiredRoles';

export type TwoFactorService = ReturnType<typeof createTwoFactorService>;

export function createTwoFactorService(db: Db, serverKey: string, now: () => Date = () => new Date()) {
  const codeHash = (sessionId: string, code: string) => hmacHex(serverKey, `email-code:${sessionId}:${code}`);

  return {
    /** Whether this account must configure two-factor before it may use the portal. */
    async isRequired(user: { roles: readonly Role[]; twoFactorExempt: boolean }): Promise<boolean> {
      if (user.twoFactorExempt) return false;
      const [row] = await db.select().from(appSettings).where(eq(appSettings.key, TWO_FACTOR_SETTING));
      const required = Array.isArray(row?.value) ? (row.value as Role[]) : STAFF_ROLES;
      return user.roles.some((role) => required.includes(role));
    },

    /**
     * Checks an authenticator code. A code is accepted once: the matched time step is stored, and a step at or
     * before the stored one is refused, in one conditional update so two concurrent uses cannot both pass.
     */
    async verifyTotp(userId: string, secret: string, code: string): Promise<boolean> {
      if (!/^\d{6}$/.test(code)) return false;
      const epoch = Math.floor(now().getTime() / 1000);
      const result = await verify({ secret, token: code, epochTolerance: TOTP_TOLERANCE_SECONDS, epoch });
      if (!result.valid) return false;
      const timeStep = Math.floor(epoch / 30) + result.delta;
      const accepted = await db
        .update(users)
        .set({ twoFactorLastStep: timeStep })
        .where(and(eq(users.id, userId), or(isNull(users.twoFactorLastStep), lt(users.twoFactorLastStep, timeStep))))
        .returning({ id: users.id });
      return accepted.length === 1;
    },

    /** A new 6-digit code for a pending sign-in, stored keyed-hashed and bound to that session. */
    async issueEmailCode(userId: string, sessionId: string): Promise<string> {
      const code = randomDigits(6);
      await db
        .update(userTokens)
        .set({ usedAt: now() })
        .where(and(eq(userTokens.userId, userId), eq(userTokens.purpose, 'email_code'), isNull(userTokens.usedAt)));
      await db.insert(userTokens).values({
        userId,
        purpose: 'email_code',
        tokenHash: codeHash(sessionId, code),
        data: { sessionId },
        expiresAt: new Date(now().getTime() + EMAIL_CODE_TTL_MS),
      });
      return code;
    },

    /** Uses up the e-mailed code of this pending sign-in, if it is right and still valid. */
    async verifyEmailCode(userId: string, sessionId: string, code: string): Promise<boolean> {
      if (!/^\d{6}$/.test(code)) return false;
      const used = await db
        .update(userTokens)
        .set({ usedAt: now() })
        .where(
          and(
            eq(userTokens.userId, userId),
            eq(userTokens.purpose, 'email_code'),
            eq(userTokens.tokenHash, codeHash(sessionId, code)),
            isNull(userTokens.usedAt),
            gt(userTokens.expiresAt, now()),
          ),
        )
        .returning({ id: userTokens.id });
      return used.length === 1;
    },

    /** A fresh authenticator secret (20 bytes, base32) and its otpauth URI. */
    newAuthenticatorSecret(label: string): { secret: string; uri: string } {
      const secret = generateSecret({ length: 20 });
      return { secret, uri: generateURI({ issuer: ISSUER, label, secret }) };
    },

    uriFor(label: string, secret: string): string {
      return generateURI({ issuer: ISSUER, label, secret });
    },
  };
}
