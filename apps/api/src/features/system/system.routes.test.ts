import { getHealth, getReady, getVersion } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.app.close();
});

describe('system routes', () => {
  it('GET /api/health answers while the process is up', async () => {
    const res = await t.app.inject('/api/health');
    expect(res.statusCode).toBe(200);
    expect(getHealth.response[200].parse(res.json()).status).toBe('ok');
  });

  it('GET /api/version names the running build', async () => {
    const res = await t.app.inject('/api/version');
    expect(res.statusCode).toBe(200);
    expect(getVersion.response[200].parse(res.json())).toEqual({ name: 'opleidingsportaal', version: '0.1.0' });
  });

  it('GET /api/ready answers ready while the database answers', async () => {
    const res = await t.app.inject('/api/ready');
    expect(res.statusCode).toBe(200);
    expect(getReady.response[200].parse(res.json())).toEqual({ status: 'ready' });
  });

  it('GET /api/ready answers 503 once the database is gone, and /api/health still 200', async () => {
    const broken = await createTestApp();
    try {
      // Close the database under the running app, as if the server went away.
      await broken.database.close();
      const ready = await broken.app.inject('/api/ready');
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({ detail: 'service_unavailable' });
      expect((await broken.app.inject('/api/health')).statusCode).toBe(200);
    } finally {
      broken.database.close = async () => undefined;
      await broken.app.close();
    }
  });
});
