import { describe, expect, it } from 'vitest';
import { createTestApp, testConfig } from './app';

describe('rate-limit allow-list', () => {
  it('exempts listed addresses from the sign-in rate limit, and only them', async () => {
    const t = await createTestApp({ config: testConfig({ rateLimitAllowlist: ['10.0.0.7'] }) });
    try {
      const hit = (remoteAddress: string) =>
        t.app.inject({ method: 'POST', url: '/api/login', remoteAddress, payload: { email: 'geen-adres' } });
      const listed: number[] = [];
      const other: number[] = [];
      for (let i = 0; i < 125; i++) {
        listed.push((await hit('10.0.0.7')).statusCode);
        other.push((await hit('10.0.0.8')).statusCode);
      }
      // Invalid bodies (400) count for the rate limiter but are no failed passwords for the lockout.
      expect(new Set(listed)).toEqual(new Set([400]));
      expect(other.filter((s) => s === 429).length).toBeGreaterThan(0);
    } finally {
      await t.app.close();
    }
  }, 120_000);
});
