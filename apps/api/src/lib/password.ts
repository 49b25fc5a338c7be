import { hash, verify } from '@node-rs/argon2';

// argon2id at the library's defaults (m=19 MiB, t=2, p=1: OWASP's recommended minimum), ~11 ms a hash here.

/** A password hash in PHC string form ($argon2id$...). */
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

// The 49,000 most used passwords of the zxcvbn project (Dutch favourites such as "welkom01" included).
let common: Set<string> | undefined;
async function commonPasswords(): Promise<Set<string>> {
  if (!common) {
    const { dictionary } = await import('@zxcvbn-ts/language-common');
    common = new Set((dictionary['passwords-common'] as unknown[]).map(String));
  }
  return common;
}

/**
 * True for a commonly used password, also when the rules' capital, digit or special character were merely added
 * around one ("Welkom01!" is "welkom01" with a "!").
 */
export async function isCommonPassword(password: string): Promise<boolean> {
  const list = await commonPasswords();
  const lower = password.toLowerCase();
  const bare = lower.replace(/[!@#?%^&*$()]+$/, '').replace(/^[!@#?%^&*$()]+/, '');
  return list.has(lower) || list.has(bare) || list.has(bare.replace(/\d+$/, ''));
}
