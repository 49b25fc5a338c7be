// A Moodle simulator for the demo and the tests: the web-service and login shapes recorded against Moodle 5.0 with
// auth_userkey (../shared/integrations/README.md), over real HTTP, so the real client is what tests exercise.
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface SimulatedCourse {
  id: number;
  fullname: string;
  shortname: string;
  summary?: string;
  visible?: 0 | 1;
  /** Moodle's category (default the free one, FREE_CATEGORY_ID). */
  categoryid?: number;
  /**
   * The token's user cannot enter the course: Moodle then leaves `format`, `visible`, `startdate` and `enddate`
   * out of the course list.
   */
  notEnterable?: boolean;
}

/** The simulator's category of free e-learnings (the demo's MOODLE_FREE_CATEGORY). */
export const SIMULATOR_FREE_CATEGORY_ID = 2;
/** The simulator's category of programme and event courses (not free). */
export const SIMULATOR_PROGRAMME_CATEGORY_ID = 3;

export interface MoodleSimulatorOptions {
  /** The web-service token the simulator accepts (default a random one; read it back from `token`). */
  token?: string;
  /** Which e-mail addresses are Moodle users (matched case-sensitively, as Moodle does); default every valid one. */
  isUser?: (email: string) => boolean;
  /** Users suspended in Moodle (auth_userkey still hands them a key, as the real plugin does). */
  isSuspended?: (email: string) => boolean;
  /**
   * Moodle's wwwroot when it differs from where the simulator listens: every request is redirected there (303),
   * as Moodle does to an address that is not its wwwroot.
   */
  wwwroot?: string;
  /** Courses besides the site course (id 1), which the course list includes as Moodle does. */
  courses?: SimulatedCourse[];
  host?: string;
  port?: number;
  /** The clock (tests move it past the 60 s key lifetime). */
  now?: () => number;
}

export interface MoodleSimulator {
  url: URL;
  token: string;
  /** Keys handed out (for tests): key → e-mail. */
  readonly issuedKeys: ReadonlyMap<string, string>;
  close(): Promise<void>;
}

const KEY_LIFETIME_MS = 60_000;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const exception = (exceptionClass: string, errorcode: string, message: string) => ({
  exception: exceptionClass,
  errorcode,
  message,
});
const INVALID_PARAMETER = exception(
  'core\\exception\\invalid_parameter_exception',
  'invalidparameter',
  'Invalid parameter value detected',
);
const INVALID_TOKEN = exception('core\\exception\\moodle_exception', 'invalidtoken', 'Invalid token - token not found');

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

function page(res: ServerResponse, status: number, title: string, body: string, headers: Record<string, string> = {}) {
  res.writeHead(status, { 'content-type': 'text/html; charset=utf-8', ...headers });
  res.end(
    `<!doctype html><html lang="nl"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head><body>${body}</body></html>`,
  );
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > 100_000) throw new Error('body too large');
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** Starts the simulator (port 0: any free port); `url` is where it listens. */
export async function startMoodleSimulator(options: MoodleSimulatorOptions = {}): Promise<MoodleSimulator> {
  const token = options.token ?? randomBytes(16).toString('hex');
  const now = options.now ?? Date.now;
  const isUser = options.isUser ?? ((email: string) => EMAIL.test(email));
  const isSuspended = options.isSuspended ?? (() => false);
  // As a real Moodle: free e-learnings next to programme and event courses, which are not free.
  const courses: SimulatedCourse[] = options.courses ?? [
    { id: 2, fullname: 'Basiscursus Gespreksvaardigheden', shortname: 'GESPREK', summary: '<p>Gratis e-learning</p>' },
    { id: 3, fullname: 'Evidence-based werken', shortname: 'EBM', summary: '<p>Gratis e-learning</p>' },
    {
      id: 4,
      fullname: 'Module Acute zorg (opleiding)',
      shortname: 'AZ-OPL',
      categoryid: SIMULATOR_PROGRAMME_CATEGORY_ID,
      notEnterable: true,
    },
    {
      id: 5,
      fullname: 'Terugkomdag communicatie',
      shortname: 'TKD-COM',
      categoryid: SIMULATOR_PROGRAMME_CATEGORY_ID,
    },
  ];
  /** key → who and when; a new key for a user replaces the previous, a login removes all of theirs. */
  const keys = new Map<string, { email: string; created: number }>();
  const issued = new Map<string, string>();
  /** MoodleSession cookie → e-mail of the signed-in user. */
  const sessions = new Map<string, string>();
  let base = '';

  function webService(params: URLSearchParams, res: ServerResponse, jsonBody: boolean) {
    const json = (value: unknown) => {
      res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
      res.end(JSON.stringify(value));
    };
    // A JSON body is not read: the token is missing, and without moodlewsrestformat=json Moodle answers XML.
    if (jsonBody || params.get('moodlewsrestformat') !== 'json') {
      res.writeHead(200, { 'content-type': 'application/xml; charset=utf-8' });
      res.end(
        '<?xml version="1.0" encoding="UTF-8" ?>\n<EXCEPTION class="moodle_exception"><ERRORCODE>invalidtoken</ERRORCODE><MESSAGE>Invalid token - token not found</MESSAGE></EXCEPTION>',
      );
      return;
    }
    if (params.get('wstoken') !== token) return json(INVALID_TOKEN);
    switch (params.get('wsfunction')) {
      case 'auth_userkey_request_login_url': {
        const userKeys = [...params.keys()].filter((k) => k.startsWith('user['));
        const email = params.get('user[email]');
        if (userKeys.length !== 1 || !email || !isUser(email)) return json(INVALID_PARAMETER);
        for (const [key, entry] of keys) if (entry.email === email) keys.delete(key);
        const key = randomBytes(16).toString('hex');
        keys.set(key, { email, created: now() });
        issued.set(key, email);
        return json({ loginurl: `${base}/auth/userkey/login.php?key=${key}` });
      }
      case 'core_user_get_users_by_field': {
        const field = params.get('field');
        const values = [...params.entries()].filter(([k]) => /^values\[\d+\]$/.test(k)).map(([, v]) => v);
        if (field !== 'email' || values.length === 0) return json(INVALID_PARAMETER);
        return json(
          values
            .filter((email) => isUser(email))
            .map((email, i) => ({
              id: 100 + i,
              username: email.toLowerCase(),
              fullname: email,
              email,
              auth: 'userkey',
              suspended: isSuspended(email),
              confirmed: true,
            })),
        );
      }
      case 'core_webservice_get_site_info':
        return json({
          sitename: 'Opleidingsportaal Moodle',
          username: 'webservice',
          userid: 2,
          siteurl: base,
          release: '5.0 (Build: 20250414)',
          version: '2025041400',
          functions: [
            'auth_userkey_request_login_url',
            'core_course_get_courses_by_field',
            'core_user_get_users_by_field',
            'core_webservice_get_site_info',
          ].map((name) => ({ name, version: '2025041400' })),
        });
      case 'core_course_get_courses_by_field': {
        const field = params.get('field') ?? '';
        const value = Number(params.get('value'));
        if (field && !['id', 'category'].includes(field)) return json(INVALID_PARAMETER);
        const chosen = courses.filter(
          (c) =>
            !field ||
            (field === 'id' && c.id === value) ||
            (field === 'category' && (c.categoryid ?? SIMULATOR_FREE_CATEGORY_ID) === value),
        );
        return json({
          courses: [
            ...(field
              ? []
              : [
                  {
                    id: 1,
                    fullname: 'Opleidingsportaal Moodle',
                    displayname: 'Opleidingsportaal Moodle',
                    shortname: 'portaal',
                    categoryid: 0,
                    summary: '',
                    visible: 1,
                    format: 'site',
                    startdate: 0,
                    enddate: 0,
                  },
                ]),
            ...chosen.map((c) => ({
              id: c.id,
              fullname: c.fullname,
              displayname: c.fullname,
              shortname: c.shortname,
              categoryid: c.categoryid ?? SIMULATOR_FREE_CATEGORY_ID,
              summary: c.summary ?? '',
              enrollmentmethods: ['self'],
              ...(!c.notEnterable && { visible: c.visible ?? 1, format: 'topics', startdate: 0, enddate: 0 }),
            })),
          ],
          warnings: [],
        });
      }
      default:
        return json(
          exception(
            'dml_missing_record_exception',
            'invalidrecordunknown',
            "Can't find data record in database table external_functions.",
          ),
        );
    }
  }

  function signedIn(req: IncomingMessage): string | undefined {
    const cookie = /(?:^|;\s*)MoodleSession=([^;]+)/.exec(req.headers.cookie ?? '')?.[1];
    return cookie ? sessions.get(cookie) : undefined;
  }

  const server = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', base);
      if (options.wwwroot) {
        res.writeHead(303, { location: `${options.wwwroot.replace(/\/+$/, '')}${url.pathname}${url.search}` });
        return res.end();
      }
      if (url.pathname === '/webservice/rest/server.php') {
        const body = req.method === 'POST' ? await readBody(req) : '';
        const isJson = (req.headers['content-type'] ?? '').includes('application/json');
        const params = new URLSearchParams(url.search);
        if (!isJson) for (const [k, v] of new URLSearchParams(body)) params.append(k, v);
        return webService(params, res, isJson);
      }
      if (url.pathname === '/auth/userkey/login.php') {
        const key = url.searchParams.get('key') ?? '';
        const entry = keys.get(key);
        if (!entry) return page(res, 404, 'Fout', '<p>Incorrect key</p>');
        if (now() - entry.created > KEY_LIFETIME_MS) {
          keys.delete(key);
          return page(res, 404, 'Fout', '<p>Expired key</p>');
        }
        for (const [k, e] of keys) if (e.email === entry.email) keys.delete(k);
        const session = randomBytes(16).toString('hex');
        sessions.set(session, entry.email);
        res.writeHead(303, {
          'set-cookie': `MoodleSession=${session}; path=/; HttpOnly`,
          location: url.searchParams.get('wantsurl') || `${base}/`,
        });
        return res.end();
      }
      const who = signedIn(req);
      if (url.pathname === '/') {
        res.writeHead(303, { location: `${base}/my/` });
        return res.end();
      }
      if (url.pathname === '/my/' || url.pathname === '/course/view.php') {
        if (!who) return page(res, 200, 'Inloggen', '<h1>Inloggen</h1><p>Je bent niet ingelogd.</p>');
        const id = Number(url.searchParams.get('id'));
        const course =
          url.pathname === '/my/'
            ? { fullname: 'Dashboard' }
            : (courses.find((c) => c.id === id) ?? { fullname: `Cursus ${id}` });
        return page(
          res,
          200,
          course.fullname,
          `<h1>${escapeHtml(course.fullname)}</h1><p class="usertext">Je bent ingelogd als ${escapeHtml(who)}</p>`,
        );
      }
      return page(res, 404, 'Niet gevonden', '<p>Niet gevonden</p>');
    })().catch(() => {
      if (!res.headersSent) res.writeHead(500);
      res.end();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', () => resolve());
  });
  const address = server.address() as AddressInfo;
  const host = options.host ?? '127.0.0.1';
  base = `http://${host.includes(':') ? `[${host}]` : host}:${address.port}`;
  return {
    url: new URL(base),
    token,
    issuedKeys: issued,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
