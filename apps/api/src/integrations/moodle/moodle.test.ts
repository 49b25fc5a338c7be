import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMoodleClient, MoodleError, parseCourseId, type MoodleClient } from './moodle-client';
import {
  SIMULATOR_FREE_CATEGORY_ID,
  SIMULATOR_PROGRAMME_CATEGORY_ID,
  startMoodleSimulator,
  type MoodleSimulator,
} from './moodle-simulator';

let clock = Date.now();
let sim: MoodleSimulator;
let client: MoodleClient;
beforeAll(async () => {
  sim = await startMoodleSimulator({
    isUser: (email) => ['deelnemer@demo.nl', 'ander@demo.nl', 'geschorst@demo.nl'].includes(email),
    isSuspended: (email) => email === 'geschorst@demo.nl',
    courses: [
      { id: 7, fullname: 'Acute zorg', shortname: 'AZ' },
      { id: 8, fullname: 'Module Acute zorg', shortname: 'AZ-OPL', categoryid: SIMULATOR_PROGRAMME_CATEGORY_ID },
      {
        id: 9,
        fullname: 'Terugkomdag',
        shortname: 'TKD',
        categoryid: SIMULATOR_PROGRAMME_CATEGORY_ID,
        notEnterable: true,
      },
    ],
    now: () => clock,
  });
  client = createMoodleClient({ url: sim.url, token: sim.token, freeCategoryId: SIMULATOR_FREE_CATEGORY_ID });
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

  it('lists the courses of the free category only, without the site course; none without a free category', async () => {
    expect(await client.freeCourses()).toEqual([{ id: 7, fullName: 'Acute zorg', shortName: 'AZ', summary: '' }]);
    const programme = createMoodleClient({
      url: sim.url,
      token: sim.token,
      freeCategoryId: SIMULATOR_PROGRAMME_CATEGORY_ID,
    });
    expect((await programme.freeCourses()).map((c) => c.id)).toEqual([8, 9]);
    expect(await createMoodleClient({ url: sim.url, token: sim.token }).freeCourses()).toEqual([]);
  });

  it('a course the token user cannot enter (no format, visible, startdate, enddate) is still listed', async () => {
    // As a real Moodle 5.0 answers: the basic fields only for a course the token's user cannot enter.
    const answer = {
      courses: [
        { id: 12, fullname: 'Ethiek', displayname: 'Ethiek', shortname: 'ETH', categoryid: 4, summary: '' },
        { id: 13, fullname: 'Verborgen', shortname: 'VB', categoryid: 4, summary: '', visible: 0, format: 'topics' },
        { id: 14, fullname: 'Elders', shortname: 'EL', categoryid: 5, summary: '<p>x</p>' },
      ],
      warnings: [],
    };
    let sent = '';
    const fake = createMoodleClient({
      url: new URL('https://moodle.example.nl/'),
      token: 't',
      freeCategoryId: 4,
      fetch: async (_url, init) => {
        sent = String(init?.body);
        return new Response(JSON.stringify(answer), { headers: { 'content-type': 'application/json' } });
      },
    });
    expect(await fake.freeCourses()).toEqual([{ id: 12, fullName: 'Ethiek', shortName: 'ETH', summary: '' }]);
    expect(new URLSearchParams(sent).get('field')).toBe('category');
    expect(new URLSearchParams(sent).get('value')).toBe('4');
  });

  it('a suspended Moodle user gets no key; the check asks core_user_get_users_by_field', async () => {
    const before = [...sim.issuedKeys.values()].filter((e) => e === 'geschorst@demo.nl').length;
    await expect(client.loginUrl('geschorst@demo.nl', 7)).rejects.toMatchObject({ kind: 'suspended' });
    expect([...sim.issuedKeys.values()].filter((e) => e === 'geschorst@demo.nl').length).toBe(before);
  });

  it('a redirecting Moodle (MOODLE_URL is not its wwwroot) is reported as redirected, with where to', async () => {
    const wwwroot = 'http://127.0.0.1:9/moodle';
    const redirecting = await startMoodleSimulator({ wwwroot, token: 'tok' });
    try {
      const local = createMoodleClient({ url: new URL(`http://localhost:${redirecting.url.port}`), token: 'tok' });
      const error = await local.siteInfo().catch((e: unknown) => e);
      expect(error).toBeInstanceOf(MoodleError);
      expect(error).toMatchObject({ kind: 'redirected', location: `${wwwroot}/webservice/rest/server.php` });
      expect((error as Error).message).toContain(`redirected`);
      expect((error as Error).message).toContain(wwwroot);
    } finally {
      await redirecting.close();
    }
  });

  it("site info names the token's functions", async () => {
    const info = await client.siteInfo();
    expect(info.functions).toEqual(expect.arrayContaining(['auth_userkey_request_login_url']));
    expect(info.release).toMatch(/^5\.0/);
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
    await expect(down.siteInfo()).rejects.toMatchObject({ kind: 'unreachable' });
  });

  it('parses stored course ids strictly', () => {
    expect(parseCourseId('12')).toBe(12);
    expect(parseCourseId(' 12 ')).toBe(12);
    for (const bad of [null, '', '0', '-3', '12a', '1e3', 'https://x']) expect(parseCourseId(bad)).toBeNull();
  });
});
