import { describe, expect, it } from 'vitest';
import { createSecretBox, SecretBoxError } from './secret-box';

const SECRET = 'test-secret-test-secret-test-secret-0123456789';
const box = createSecretBox(SECRET);

/** Flips one bit of the base64url part `index` (1 iv, 2 ciphertext, 3 tag) of a sealed value. */
function flip(sealed: string, index: number): string {
  const parts = sealed.split('.');
  const bytes = Buffer.from(parts[index]!, 'base64url');
  bytes[0] = bytes[0]! ^ 0x01;
  parts[index] = bytes.toString('base64url');
  return parts.join('.');
}

describe('secret box', () => {
  it('opens what it sealed, including non-ASCII text and the empty string', () => {
    for (const plain of ['opk_abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG', 'één sleutel ✓', '']) {
      expect(box.open(box.seal(plain))).toBe(plain);
    }
  });

  it('writes v1.<iv>.<ciphertext>.<tag> in base64url with a 12-byte IV and a 16-byte tag', () => {
    const sealed = box.seal('geheim');
    expect(sealed).toMatch(/^v1\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]*\.[A-Za-z0-9_-]+$/);
    const [, iv, , tag] = sealed.split('.');
    expect(Buffer.from(iv!, 'base64url')).toHaveLength(12);
    expect(Buffer.from(tag!, 'base64url')).toHaveLength(16);
    expect(sealed).not.toContain('geheim');
  });

  it('uses a fresh IV each time, so the same text seals differently', () => {
    const a = box.seal('geheim');
    const b = box.seal('geheim');
    expect(a).not.toBe(b);
    expect(a.split('.')[1]).not.toBe(b.split('.')[1]);
  });

  it('refuses a value whose IV, ciphertext or tag was altered', () => {
    const sealed = box.seal('opk_some-key-value');
    for (const index of [1, 2, 3]) {
      expect(() => box.open(flip(sealed, index))).toThrow(SecretBoxError);
    }
  });

  it('refuses malformed values and other versions', () => {
    const sealed = box.seal('x');
    for (const bad of ['', 'pending:abc', sealed.replace(/^v1/, 'v2'), sealed.split('.').slice(0, 3).join('.')]) {
      expect(() => box.open(bad)).toThrow(SecretBoxError);
    }
  });

  it('cannot be opened with a different server secret', () => {
    const other = createSecretBox('another-secret-another-secret-another-secret');
    expect(() => other.open(box.seal('geheim'))).toThrow(SecretBoxError);
    expect(createSecretBox(SECRET).open(box.seal('geheim'))).toBe('geheim');
  });

  it('does not put the plain text in its error', () => {
    const sealed = flip(box.seal('zeer-geheime-waarde'), 2);
    expect(() => box.open(sealed)).toThrow(/^(?!.*zeer-geheime-waarde)/);
  });
});
