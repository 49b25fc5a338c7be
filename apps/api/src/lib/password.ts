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
