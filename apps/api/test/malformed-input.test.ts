// Guard for every route, now and later: walk the OpenAPI document and send each route malformed bodies, queries and
// path parameters, anonymously and signed in. No answer may be a 5xx, none may carry a stack trace, and every
// refusal comes in the one error shape. A route added later is walked too, so it cannot forget.
import { randomUUID } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiKey, createFaqCategory, createFaqItem, createNewsItem, createUser } from './factories';
import { createTestApp, testConfig, type TestApp } from './app';
import { signIn, TEST_PASSWORD } from './sign-in';

let t: TestApp;
beforeAll(async () => {
  // A fresh admin session per route asks /api/login more often than its request-rate limit allows a client.
  t = await createTestApp({ config: testConfig({ rateLimitAllowlist: ['127.0.0.1'] }) });
});
afterAll(async () => {
  await t.app.close();
});

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  minItems?: number;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  minLength?: number;
  minimum?: number;
  $ref?: string;
};
/** `stream`: the answer is a Server-Sent Events stream that stays open (see the walk of query and path parameters). */
type Operation = { method: string; path: string; body?: JsonSchema; stream: boolean };
let components: Record<string, JsonSchema> = {};

/** Every operation of the OpenAPI document, the documentation browser left out. */
async function operations(): Promise<Operation[]> {
  type Doc = {
    paths: Record<
      string,
      Record<
        string,
        {
          requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
          responses?: Record<string, { content?: Record<string, { schema?: { description?: string } }> }>;
        }
      >
    >;
    components?: { schemas?: Record<string, JsonSchema> };
  };
  const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as Doc;
  components = doc.components?.schemas ?? {};
  const out: Operation[] = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    if (path.startsWith('/api/docs')) continue;
    for (const [method, operation] of Object.entries(methods)) {
      if (['get', 'post', 'put', 'patch', 'delete', 'head'].includes(method))
        out.push({
          method: method.toUpperCase(),
          path,
          body: operation.requestBody?.content?.['application/json']?.schema,
          // A stream's contract describes its answer as text/event-stream (packages/contracts).
          stream: Object.values(operation.responses?.['200']?.content ?? {}).some(
            (c) => c.schema?.description === 'text/event-stream',
          ),
        });
    }
  }
  return out;
}

/**
 * A body shaped as the route's schema asks, with `text` in every free-text field (well-formed ids, dates and
 * choices elsewhere), so the bad text gets past the schema and as far as the database when nothing stops it.
 */
function shapedBody(schema: JsonSchema, text: string, depth = 0): unknown {
  if (schema.$ref) return shapedBody(components[schema.$ref.split('/').pop()!] ?? {}, text, depth);
  if (depth > 8) return null;
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return schema.enum[0];
  const choice = schema.anyOf ?? schema.oneOf;
  if (choice) return shapedBody(choice.find((c) => c.type !== 'null') ?? choice[0]!, text, depth + 1);
  const type = Array.isArray(schema.type) ? schema.type.find((x) => x !== 'null') : schema.type;
  switch (type) {
    case 'object':
      return Object.fromEntries(
        Object.entries(schema.properties ?? {}).map(([k, v]) => [k, shapedBody(v, text, depth + 1)]),
      );
    case 'array':
      return Array.from({ length: Math.max(1, schema.minItems ?? 0) }, () =>
        shapedBody(schema.items ?? {}, text, depth + 1),
      );
    case 'string':
      if (schema.format === 'uuid') return randomUUID();
      if (schema.format === 'date-time') return new Date().toISOString();
      if (schema.format === 'date') return '2026-01-01';
      if (schema.format === 'email') return `a${text}b@example.nl`;
      return text.padEnd(Math.max(schema.minLength ?? 0, text.length), 'x');
    case 'integer':
    case 'number':
      return schema.minimum ?? 1;
    case 'boolean':
      return true;
    default:
      return text;
  }
}

const deepJson = (levels: number) => '['.repeat(levels) + ']'.repeat(levels);
const deepObject = (levels: number) => '{"a":'.repeat(levels) + '1' + '}'.repeat(levels);
const LONE_HIGH = '\ud800';
const MEGABYTE = 'x'.repeat(1024 * 1024);

/** Bodies no route accepts as they are: [label, content type, raw payload]. */
const BAD_BODIES: [string, string, string | Buffer][] = [
  ['invalid JSON', 'application/json', '{"title": '],
  ['JSON null', 'application/json', 'null'],
  ['JSON array', 'application/json', '[1,2,3]'],
  ['JSON number', 'application/json', '42'],
  ['JSON string', 'application/json', '"tekst"'],
  ['JSON true', 'application/json', 'true'],
  ['wrong types', 'application/json', JSON.stringify(wrongTypes())],
  ['NUL in strings', 'application/json', JSON.stringify(everyField('a\u0000b'))],
  ['lone high surrogate', 'application/json', JSON.stringify(everyField(`a${LONE_HIGH}b`))],
  ['lone low surrogate', 'application/json', `{"name":"a\\udc00","title":"b${'\\udc00'}","email":"c\\ud800@x.nl"}`],
  ['NUL in a key', 'application/json', '{"na\\u0000me":"x"}'],
  ['1 MB strings', 'application/json', JSON.stringify({ name: MEGABYTE, title: MEGABYTE })],
  ['5,000 nested arrays', 'application/json', deepJson(5000)],
  ['5,000 nested objects', 'application/json', deepObject(5000)],
  ['form', 'application/x-www-form-urlencoded', 'name=x&title=y'],
  ['text', 'text/plain', 'gewoon tekst'],
  ['XML', 'application/xml', '<?xml version="1.0"?><a><b>x</b></a>'],
  ['multipart without boundary', 'multipart/form-data', 'abc'],
  [
    'multipart cut short',
    'multipart/form-data; boundary=XyZ',
    '--XyZ\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n\x89PNG',
  ],
  // A part longer than the parser's first chunk, then the end: the part's stream fails while the handler reads it.
  ['multipart part cut short', 'multipart/form-data; boundary=XyZ', partCutShort()],
  ['octet stream', 'application/octet-stream', Buffer.from([0, 1, 2, 3])],
  ['unknown type', 'application/x-unheard-of', 'x'],
];

/** One file part of 200 kB without its closing boundary (no `--XyZ--`): the body ends inside the part. */
function partCutShort(): Buffer {
  const head =
    '--XyZ\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n\x89PNG';
  return Buffer.concat([Buffer.from(head, 'latin1'), Buffer.alloc(200_000, 0x41)]);
}

/** One value for the names routes commonly use, so the bad value reaches the text columns. */
function everyField(value: string) {
  const names = ['name', 'title', 'content', 'email', 'query', 'password', 'description', 'direction', 'token'];
  return Object.fromEntries(names.map((n) => [n, value]));
}
function wrongTypes() {
  return { name: 1, title: [], content: {}, email: true, roles: 'x', ids: 5, page: 'een', startDate: 12 };
}

const uuid = () => randomUUID();
/** Query strings no route accepts: NUL, lone surrogates, 10,000 characters, wrong types, unknown bracket keys. */
const BAD_QUERIES = [
  'query=a%00b',
  'query=%ED%A0%80',
  'query=a%ED%B0%80',
  `query=${'a'.repeat(10_000)}`,
  'page=een&perPage=-1',
  'page=99999999999999999999999',
  'filters[nope]=1&order[nope]=asc',
  'filters[statuses]=%00&order[created]=sideways',
  'filters=1&order=2',
  'filters[a][b][c]=1',
  'type=%00&events=%00&dates=%00&includePastItems=%00',
  'id=%00&userId=%00&eventId=%00',
  'a[=1&]]=2&[[[]]]=3',
];
/** Path-parameter values no route accepts. */
const BAD_PARAMS = ['%00', 'a%00b', '%ED%A0%80', '%ED%B0%80', 'x'.repeat(10_000), '-1', '1.5', '..'];

const substitute = (path: string, value: (name: string) => string) =>
  path.replace(/\{([^}]+)\}/g, (_, name: string) => value(name));

function check(label: string, res: LightMyRequestResponse, problems: string[]) {
  if (res.statusCode >= 500) problems.push(`${label}: ${res.statusCode} ${res.body.slice(0, 200)}`);
  if (/\n\s+at\s|node_modules|\.ts:\d+/.test(res.body)) problems.push(`${label}: stack trace in the answer`);
  const type = String(res.headers['content-type'] ?? '');
  if (res.statusCode >= 400 && type.startsWith('application/json')) {
    const body = res.json() as { detail?: unknown };
    if (typeof body.detail !== 'string') problems.push(`${label}: ${res.statusCode} without the one error shape`);
  }
}

describe('malformed input on every route', () => {
  let ops: Operation[] = [];
  let admin: { email: string };
  beforeAll(async () => {
    ops = await operations();
    admin = await createUser(t.database.db, {
      role: 'ROLE_ADMIN',
      password: TEST_PASSWORD,
      twoFactorExempt: true,
    });
  });

  /** A fresh admin session per route: a route may well end the session it was sent (logout, impersonation). */
  const callers = async (): Promise<[string, Record<string, string>][]> => [
    ['anonymous', {}],
    ['signed in', { cookie: await signIn(t.app, admin.email) }],
  ];

  it('the document lists the routes to walk', () => {
    expect(ops.length).toBeGreaterThan(60);
    expect(ops.filter((o) => o.stream).map((o) => o.path)).toEqual(['/api/notifications/stream']);
    expect(ops).toContainEqual(expect.objectContaining({ method: 'POST', path: '/api/news' }));
  });

  it('malformed bodies on every POST, PUT and PATCH route: never a 5xx or a stack trace', async () => {
    const problems: string[] = [];
    let sent = 0;
    for (const op of ops.filter((o) => ['POST', 'PUT', 'PATCH'].includes(o.method))) {
      const url = substitute(op.path, uuid);
      for (const [who, headers] of await callers()) {
        const shaped: typeof BAD_BODIES = op.body
          ? [
              ['shaped, NUL in text', 'application/json', JSON.stringify(shapedBody(op.body, 'a\u0000b'))],
              ['shaped, lone surrogate', 'application/json', JSON.stringify(shapedBody(op.body, `a${LONE_HIGH}b`))],
            ]
          : [];
        for (const [label, contentType, payload] of [...BAD_BODIES, ...shaped]) {
          const res = await t.app.inject({
            method: op.method as 'POST',
            url,
            headers: { ...headers, 'content-type': contentType, 'tus-resumable': '1.0.0' },
            payload,
          });
          sent++;
          check(`${op.method} ${op.path} (${who}, ${label})`, res, problems);
        }
      }
    }
    expect(sent).toBeGreaterThan(500);
    expect(problems).toEqual([]);
  }, 600_000);

  it('malformed query and path parameters on every route: never a 5xx or a stack trace', async () => {
    const problems: string[] = [];
    for (const op of ops) {
      for (const [who, headers] of await callers()) {
        // A stream opened signed in never ends, which `inject` waits for: its malformed input is sent over a socket in
        // notification-stream.routes.test.ts. Signed out it answers 401 at once, and is walked here.
        if (op.stream && who !== 'anonymous') continue;
        const base = substitute(op.path, uuid);
        for (const query of BAD_QUERIES) {
          const res = await t.app.inject({ method: op.method as 'GET', url: `${base}?${query}`, headers });
          check(`${op.method} ${op.path}?${query.slice(0, 40)} (${who})`, res, problems);
        }
        if (!op.path.includes('{')) continue;
        for (const param of BAD_PARAMS) {
          const res = await t.app.inject({
            method: op.method as 'GET',
            url: substitute(op.path, () => param),
            headers,
          });
          check(`${op.method} ${op.path} with ${param.slice(0, 20)} (${who})`, res, problems);
        }
        // Each parameter bad on its own, the others well-formed, so the bad one reaches the handler's queries.
        const names = [...op.path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]!);
        for (const bad of names) {
          for (const param of ['a%00b', 'x'.repeat(300)]) {
            const res = await t.app.inject({
              method: op.method as 'GET',
              url: substitute(op.path, (name) => (name === bad ? param : uuid())),
              headers,
            });
            check(`${op.method} ${op.path} with ${bad}=${param.slice(0, 10)} (${who})`, res, problems);
          }
        }
      }
    }
    expect(problems).toEqual([]);
  }, 600_000);
});

// The defects the sweep found, each on a resource that exists, so the bad text gets past the existence checks and
// would reach PostgreSQL (or the audit record's JSON) without the one guard in front of every route.
describe('the defects of the first sweep answer 400 with a violation', () => {
  const NUL = 'a\u0000b';
  let cookie: string;
  let ids: { apiKey: string; faq: string; category: string; news: string; admin: string };
  beforeAll(async () => {
    const db = t.database.db;
    const admin = await createUser(db, { role: 'ROLE_ADMIN', password: TEST_PASSWORD, twoFactorExempt: true });
    cookie = await signIn(t.app, admin.email);
    const category = await createFaqCategory(db);
    ids = {
      apiKey: (await createApiKey(db)).id,
      category: category.id,
      faq: (await createFaqItem(db, { categoryId: category.id })).id,
      news: (await createNewsItem(db)).id,
      admin: admin.id,
    };
  });
  const send = (method: 'GET' | 'POST', url: string, payload?: unknown) =>
    t.app.inject({ method, url, headers: { cookie }, ...(payload !== undefined && { payload: payload as object }) });
  const violationPaths = (res: LightMyRequestResponse) => {
    expect(res.statusCode, res.body).toBe(400);
    const body = res.json() as { detail: string; violations: { propertyPath: string; detail: string }[] };
    expect(body.detail).toBe('validation_failed');
    expect(body.violations.every((v) => v.detail === 'validation.invalidCharacters')).toBe(true);
    return body.violations.map((v) => v.propertyPath);
  };
  const news = (title: string, content: string) => ({
    title,
    content,
    publishedStart: '2026-01-01T08:00:00.000Z',
    publishedEnd: '2027-01-01T08:00:00.000Z',
    roles: ['ROLE_PARTICIPANT'],
  });

  it('NUL in the bodies of API keys, FAQ, FAQ categories and news', async () => {
    const apiKeyBody = { name: NUL, roles: ['ROLE_CREATE_NOTIFICATIONS'], enabled: true };
    expect(violationPaths(await send('POST', '/api/api-keys', apiKeyBody))).toEqual(['name']);
    expect(violationPaths(await send('POST', `/api/api-keys/${ids.apiKey}`, apiKeyBody))).toEqual(['name']);
    const faq = { title: NUL, categoryId: ids.category, content: `<p>${NUL}</p>` };
    expect(violationPaths(await send('POST', '/api/faqs', faq)).sort()).toEqual(['content', 'title']);
    expect(violationPaths(await send('POST', `/api/faqs/${ids.faq}`, faq)).sort()).toEqual(['content', 'title']);
    expect(violationPaths(await send('POST', '/api/faqs/categories', { title: NUL }))).toEqual(['title']);
    expect(violationPaths(await send('POST', `/api/faqs/categories/${ids.category}`, { title: NUL }))).toEqual([
      'title',
    ]);
    expect(violationPaths(await send('POST', '/api/news', news(NUL, `<p>${NUL}</p>`))).sort()).toEqual([
      'content',
      'title',
    ]);
    expect(violationPaths(await send('POST', `/api/news/${ids.news}`, news(NUL, '<p>x</p>')))).toEqual(['title']);
  });

  it('a lone surrogate in an API key name', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/api-keys',
      headers: { cookie, 'content-type': 'application/json' },
      payload: '{"name":"sleutel \\ud83d","roles":["ROLE_CREATE_NOTIFICATIONS"],"enabled":true}',
    });
    expect(violationPaths(res)).toEqual(['name']);
  });

  it('NUL in the query of the lists and in a certificate path', async () => {
    for (const url of [
      '/api/faqs?query=a%00b',
      '/api/faqs/categories?query=a%00b',
      '/api/my-contribution-requests?query=a%00b',
      '/api/news/management?query=a%00b',
      '/api/news-authors?query=a%00b',
      '/api/news/filters?query=a%00b',
      '/api/news/filters?events=a%00b',
    ]) {
      expect(violationPaths(await send('GET', url)), url).toHaveLength(1);
    }
    expect(violationPaths(await send('GET', `/api/users/${ids.admin}/certificates/a%00b`))).toEqual(['eventId']);
  });

  it('news with the JSON body null, and no body at all', async () => {
    for (const url of ['/api/news', `/api/news/${ids.news}`]) {
      const res = await t.app.inject({
        method: 'POST',
        url,
        headers: { cookie, 'content-type': 'application/json' },
        payload: 'null',
      });
      expect(res.statusCode, url).toBe(400);
      expect(res.json().detail).toBe('validation_failed');
      expect((await send('POST', url)).statusCode).toBe(400);
    }
  });

  it('uploads with a JSON or text body are refused by tus, not by a 500', async () => {
    for (const [type, payload] of [
      ['application/json', '{"a":1}'],
      ['text/plain', 'tekst'],
    ]) {
      const headers = { cookie, 'content-type': type!, 'tus-resumable': '1.0.0' };
      const created = await t.app.inject({ method: 'POST', url: '/api/file', headers, payload });
      expect(created.statusCode, created.body).toBeLessThan(500);
      expect(created.statusCode).toBeGreaterThanOrEqual(400);
      const patched = await t.app.inject({
        method: 'PATCH',
        url: `/api/file/upload/${randomUUID()}`,
        headers,
        payload,
      });
      expect(patched.statusCode).toBeGreaterThanOrEqual(400);
      expect(patched.statusCode).toBeLessThan(500);
    }
  });

  it('malformed multipart on the avatar, the news image and the news attachments', async () => {
    const cutShort =
      '--XyZ\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n\x89PNG';
    for (const url of [
      `/api/users/${ids.admin}/avatar`,
      `/api/news/${ids.news}/image`,
      `/api/news/${ids.news}/upload`,
    ]) {
      const bodies: [string, string | Buffer][] = [
        ['multipart/form-data', 'abc'],
        ['multipart/form-data; boundary=XyZ', cutShort],
        ['multipart/form-data; boundary=XyZ', partCutShort()],
        ['multipart/form-data; boundary=XyZ', '--XyZ\r\nbroken header line\r\n\r\nx\r\n--XyZ--'],
      ];
      for (const [type, payload] of bodies) {
        const res = await t.app.inject({ method: 'POST', url, headers: { cookie, 'content-type': type }, payload });
        expect(res.statusCode, `${url} ${type}: ${res.body}`).toBeGreaterThanOrEqual(400);
        expect(res.statusCode, `${url} ${type}: ${res.body}`).toBeLessThan(500);
      }
    }
  });

  it("Fastify's own refusals (an undecodable URL, a path parameter over the limit) keep the one error shape", async () => {
    for (const url of ['/api/news/%E0%A4%A', `/api/news/${'x'.repeat(300)}`]) {
      const res = await send('GET', url);
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
      expect(res.json()).toEqual({ detail: expect.any(String) });
      expect(res.headers['x-content-type-options']).toBe('nosniff');
    }
  });
});
