import { getHealth, getReady, getVersion } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { createMoodleClient, startMoodleSimulator } from '../../integrations/moodle';

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

describe('GET /api/ready reports the Moodle start check', () => {
  it('ok; a wrong token and a redirecting MOODLE_URL are said at start and in /api/ready, which stays 200', async () => {
    const sim = await startMoodleSimulator();
    const wwwroot = 'http://127.0.0.1:9';
    const redirecting = await startMoodleSimulator({ wwwroot, token: sim.token });
    const apps: TestApp[] = [];
    try {
      const cases = [
        ['ok', createMoodleClient({ url: sim.url, token: sim.token })],
        ['invalid_token', createMoodleClient({ url: sim.url, token: 'verkeerd-token' })],
        [
          'redirected',
          createMoodleClient({ url: new URL(`http://localhost:${redirecting.url.port}`), token: sim.token }),
        ],
      ] as const;
      for (const [expected, moodle] of cases) {
        const app = await createTestApp({ moodle });
        apps.push(app);
        await expect
          .poll(async () => (await app.app.inject('/api/ready')).json().moodle, { timeout: 10_000 })
          .toBe(expected);
        const ready = await app.app.inject('/api/ready');
        expect(ready.statusCode).toBe(200);
        expect(getReady.response[200].parse(ready.json())).toEqual({ status: 'ready', moodle: expected });
      }
      const [ok, wrongToken, redirected] = apps.map((a) => a!.logs.lines);
      expect(ok!.some((l) => l.msg === 'Moodle accepts MOODLE_TOKEN')).toBe(true);
      expect(wrongToken!.find((l) => String(l.msg).includes('Moodle refuses MOODLE_TOKEN'))).toMatchObject({
        level: 50,
      });
      expect(redirected!.find((l) => String(l.msg).startsWith('Moodle redirected'))).toMatchObject({
        location: `${wwwroot}/webservice/rest/server.php`,
        msg: expect.stringContaining(wwwroot),
      });
      for (const a of apps) expect(a.logs.raw.join('\n')).not.toContain(sim.token);
    } finally {
      for (const a of apps) await a.app.close();
      await sim.close();
      await redirecting.close();
    }
  });
});
