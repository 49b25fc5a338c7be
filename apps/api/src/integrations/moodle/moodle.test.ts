import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMoodleClient, MoodleError, parseCourseId, type MoodleClient } from './moodle-client';
import { startMoodleSimulator, type MoodleSimulator } from './moodle-simulator';

let clock = Date.now();
let sim: MoodleSimulator;
let client: MoodleClient;
beforeAll(async () => {
  sim = await startMoodleSimulator({
    isUser: (email) => ['deelnemer@demo.nl', 'ander@demo.nl'].includes(email),
    courses: [{ id: 7, fullname: 'Acute zorg', shortname: 'AZ' }],
    now: () => clock,
  });
  client = createMoodleClient({ url: sim.url, token: sim.token });
});
afterAll(async () => {
  await sim.close();
});

const open = (url: string, cookie?: string) => fetch(url, { redirect: 'manual', headers: cookie ? { cookie } : {} });

describe('Moodle client against the simulator', () => {
  it('a login URL lands once on the course, signed in as the user; the wantsurl is built from the base URL', async () => {
    const loginUrl = await client.loginUrl('deelnemer@demo.nl', 7);
    const url = new URL(loginUrl);
    expect(url.origin).toBe(sim.url.origin);
    expect(url.pathname).toBe('/auth/userkey/login.php');
    expect(url.searchParams.get('key')).toMatch(/^[0-9a-f]{32}$/);
    expect(url.searchParams.get('wantsurl')).toBe(`${client.baseUrl}/course/view.php?id=7`);

    const login = await open(loginUrl);
    expect(login.status).toBe(303);
    expect(login.headers.get('location')).toBe(`${client.baseUrl}/course/view.php?id=7`);
    const cookie = login.headers.get('set-cookie')!.split(';')[0]!;
    expect(cookie).toMatch(/^MoodleSession=/);
    const course = await (await open(login.headers.get('location')!, cookie)).text();
    expect(course).toContain('Acute zorg');
    expect(course).toContain('Je bent ingelogd als deelnemer@demo.nl');

    const again = await open(loginUrl);
    expect(again.status).toBe(404);
    expect(await again.text()).toContain('Incorrect key');
  });

  it('a new key replaces the previous one; a key expires after 60 s', async () => {
    const first = await client.loginUrl('ander@demo.nl', 7);
    const second = await client.loginUrl('ander@demo.nl', 7);
    expect(await (await open(first)).text()).toContain('Incorrect key');
    clock += 61_000;
    const expired = await open(second);
    expect(expired.status).toBe(404);
    expect(await expired.text()).toContain('Expired key');
    const fresh = await client.loginUrl('ander@demo.nl');
    const login = await open(fresh);
    expect(login.status).toBe(303);
    expect(login.headers.get('location')).toBe(`${client.baseUrl}/`);
  });

  it('detects failure by the exception key: unknown or wrongly-cased user, bad token', async () => {
    await expect(client.loginUrl('Deelnemer@demo.nl')).rejects.toMatchObject({
      kind: 'exception',
      errorCode: 'invalidparameter',
    });
    const wrong = createMoodleClient({ url: sim.url, token: 'wrong' });
    await expect(wrong.loginUrl('deelnemer@demo.nl')).rejects.toMatchObject({
      kind: 'exception',
      errorCode: 'invalidtoken',
    });
    await expect(client.loginUrl('deelnemer@demo.nl', Number.NaN)).rejects.toBeInstanceOf(MoodleError);
    await expect(client.loginUrl('deelnemer@demo.nl', 1.5)).rejects.toBeInstanceOf(MoodleError);
  });

  it('the simulator answers XML to a JSON body or without moodlewsrestformat=json, as Moodle does', async () => {
    const endpoint = `${client.baseUrl}/webservice/rest/server.php`;
    const jsonBody = await fetch(endpoint, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        wstoken: sim.token,
        wsfunction: 'auth_userkey_request_login_url',
        moodlewsrestformat: 'json',
      }),
    });
    expect(jsonBody.headers.get('content-type')).toContain('application/xml');
    const noFormat = await fetch(`${endpoint}?wstoken=${sim.token}&wsfunction=core_course_get_courses_by_field`);
    expect(noFormat.headers.get('content-type')).toContain('application/xml');
  });

  it('lists courses without the site course', async () => {
    expect(await client.courses()).toEqual([{ id: 7, fullName: 'Acute zorg', shortName: 'AZ', summary: '' }]);
  });

  it('refuses a login URL that is not on the configured Moodle, and an unreachable Moodle', async () => {
    const fake = createMoodleClient({
      url: new URL('https://moodle.example.nl/'),
      token: 't',
      fetch: async () =>
        new Response(JSON.stringify({ loginurl: 'https://evil.example/auth/userkey/login.php?key=a' })),
    });
    await expect(fake.loginUrl('a@b.nl', 3)).rejects.toMatchObject({ kind: 'unexpected' });
    const down = createMoodleClient({ url: new URL('http://127.0.0.1:1/'), token: 't', timeoutMs: 2000 });
    await expect(down.courses()).rejects.toMatchObject({ kind: 'unreachable' });
  });

  it('parses stored course ids strictly', () => {
    expect(parseCourseId('12')).toBe(12);
    expect(parseCourseId(' 12 ')).toBe(12);
    for (const bad of [null, '', '0', '-3', '12a', '1e3', 'https://x']) expect(parseCourseId(bad)).toBeNull();
  });
});
