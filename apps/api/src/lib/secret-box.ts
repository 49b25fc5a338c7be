import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/** Fixed HKDF label: the box's key differs from every other key derived from the same server secret. */
const INFO = 'opleidingsportaal/secret-box/v1';
const VERSION = 'v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;

/** Encrypts secrets the product must be able to show again (API keys), with a key only the server holds. */
export interface SecretBox {
  /** `v1.<iv>.<ciphertext>.<tag>` (base64url), a fresh random IV per call. */
  seal(plain: string): string;
  /** The plain text; throws when the value was altered, is malformed or was sealed with another secret. */
  open(sealed: string): string;
}

export class SecretBoxError extends Error {
  override name = 'SecretBoxError';
}

/**
 * AES-256-GCM under a key derived with HKDF-SHA256 from the server secret. GCM's tag makes any change to the
 * stored value (or a different server secret) fail loudly rather than decrypt to garbage.
 */
export function createSecretBox(serverSecret: string): SecretBox {
  if (serverSecret.length === 0) throw new SecretBoxError('secret box: the server secret is empty');
  const key = Buffer.from(hkdfSync('sha256', serverSecret, Buffer.alloc(0), INFO, 32));

  return {
    seal(plain) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const ciphertext = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      const tag = cipher.getAuthTag();
      return [VERSION, ...[iv, ciphertext, tag].map((part) => part.toString('base64url'))].join('.');
    },
    open(sealed) {
      const parts = sealed.split('.');
      if (parts.length !== 4 || parts[0] !== VERSION) throw new SecretBoxError('secret box: not a sealed value');
      const [iv, ciphertext, tag] = parts.slice(1).map((p) => Buffer.from(p, 'base64url')) as [Buffer, Buffer, Buffer];
      if (iv.length !== IV_BYTES || tag.length !== TAG_BYTES) {
        throw new SecretBoxError('secret box: not a sealed value');
      }
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, iv, { authTagLength: TAG_BYTES });
        decipher.setAuthTag(tag);
        return Buffer.concat([decipher.update(ciphertext), decipher.final()]).toString('utf8');
      } catch {
        // Deliberately without the cause: it says nothing useful and must not carry any of the value.
        throw new SecretBoxError('secret box: the value cannot be opened (altered, or sealed with another secret)');
      }
    },
  };
}

/**
 * The plain text of a sealed value, or null when it cannot be opened (sealed under another server secret, or a
 * placeholder from before it was encrypted): lists show such an item without its secret rather than failing.
 */
export function openOrNull(box: SecretBox, sealed: string): string | null {
  try {
    return box.open(sealed);
  } catch {
    return null;
  }
}
