import { describe, expect, it } from 'vitest';
import { newPasswordSchema } from '@portal/contracts';
import { hashPassword, isCommonPassword, verifyPassword } from './password';

describe('passwords', () => {
  it('hashes with argon2id and verifies', async () => {
    const hash = await hashPassword('Zeer-geheim-2026!');
    expect(hash).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(hash, 'Zeer-geheim-2026!')).toBe(true);
    expect(await verifyPassword(hash, 'zeer-geheim-2026!')).toBe(false);
    expect(await verifyPassword('not a hash', 'x')).toBe(false);
  });

  it('applies the spec rules: 8+, upper, lower, digit, one of !@#?%^&*$()', () => {
    const ok = (p: string) => newPasswordSchema.safeParse(p).success;
    expect(ok('Aa1!aaaa')).toBe(true);
    expect(ok('Aa1!aaa')).toBe(false);
    expect(ok('aa1!aaaa')).toBe(false);
    expect(ok('AA1!AAAA')).toBe(false);
    expect(ok('Aaa!aaaa')).toBe(false);
    expect(ok('Aa1aaaaa')).toBe(false);
    expect(ok('Aa1~aaaa')).toBe(false);
    expect(ok(`Lange zin met een Cijfer 9 en (haakjes) ${'x'.repeat(80)}`)).toBe(true);
  });

  it('recognises commonly used passwords, also dressed up to pass the rules', async () => {
    expect(await isCommonPassword('Welkom01!')).toBe(true);
    expect(await isCommonPassword('Password1!')).toBe(true);
    expect(await isCommonPassword('Qwerty123$')).toBe(true);
    expect(await isCommonPassword('Zeer-geheim-2026!')).toBe(false);
    // A common word with a year and a sign is the classic guessable pattern (the demo's own password included).
    expect(await isCommonPassword('Demo2026!')).toBe(true);
    expect(await isCommonPassword('Fietsenmaker7(')).toBe(false);
  });
});
