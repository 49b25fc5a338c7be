import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createLogger, redactUrl, requestId } from './logger';

function capture() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _enc, done) {
      lines.push(chunk.toString('utf8'));
      done();
    },
  });
  return { lines, logger: createLogger({ logLevel: 'info' }, stream) };
}

describe('logger', () => {
  it('redacts credentials in headers and bodies', () => {
    const { lines, logger } = capture();
    logger.info(
      {
        req: { method: 'GET', url: '/api/file/1?token=t0k3n', headers: { authorization: 'Bearer abc123' } },
        headers: { authorization: 'Bearer abc123', cookie: 'session=s3cr3t' },
        body: { email: 'a@b.nl', password: 'Geheim!123' },
        account: { twoFactorSecret: 'JBSWY3DPEHPK3PXP' },
      },
      'message',
    );
    const out = lines.join('');
    for (const secret of ['abc123', 's3cr3t', 't0k3n', 'Geheim!123', 'JBSWY3DPEHPK3PXP'])
      expect(out).not.toContain(secret);
    expect(out).toContain('a@b.nl');
    expect(out).toContain('[redacted]');
  });

  it('masks token-like query parameters in URLs', () => {
    expect(redactUrl('/api/file/1?token=abc&x=1')).toBe('/api/file/1?token=%5Bredacted%5D&x=1');
    expect(redactUrl('/api/imitate?_switch_user=someone')).toBe('/api/imitate?_switch_user=%5Bredacted%5D');
    expect(redactUrl('/api/news?page=2')).toBe('/api/news?page=2');
  });

  it('keeps a sane incoming request id and replaces anything else', () => {
    const ok = requestId({ headers: { 'x-request-id': 'lb-1234abcd' } } as never);
    expect(ok).toBe('lb-1234abcd');
    const forged = requestId({ headers: { 'x-request-id': 'x\n{"level":60}' } } as never);
    expect(forged).toMatch(/^[0-9a-f-]{36}$/);
  });
});
