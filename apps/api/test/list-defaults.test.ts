// Every list the API serves, called on its defaults by every demo login its access declaration lets in, on the demo
// seed (issue 29: on the default start the evaluations overview answered 500 to every educator but the admin, and its
// filter source 403 to a teacher; neither showed in tests on empty tables). The set of lists comes from the route
// table, so a new list route joins this test or its exclusion list, never neither.
import { DEFAULT_PER_PAGE, EVALUATIONS_PER_PAGE, MAX_PER_PAGE, NEWS_PER_PAGE } from '@portal/contracts';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { z } from 'zod';
import { fromPglite, type Database } from '../src/db/client';
import { runMigrations } from '../src/db/migrate';
import { DEMO_LOGINS, DEMO_PASSWORD } from '../src/db/seed/demo/index';
import type { DemoLoginKey } from '../src/db/seed/demo/logins';
import { seed } from '../src/db/seed/index';
import { decideAccess } from '../src/lib/access';
import { createSecretBox } from '../src/lib/secret-box';
import type { RouteTableEntry } from '../src/plugins/access-gate';
import { createTestApp, testConfig, type TestApp } from './app';
import { openTestDatabase } from './databases';
import { signIn } from './sign-in';

/** The logins that sign in with a password alone (tweefactor@demo.nl holds the assistant's roles behind a code). */
const LOGINS = DEMO_LOGINS.filter((login) => login.twoFactorExempt);

/** A list answer: an array, a page (`items`), the login history's hydra page, or a choice of those. */
function isListSchema(schema: unknown): boolean {
  if (schema instanceof z.ZodArray) return true;
  if (schema instanceof z.ZodObject) return 'items' in schema.shape || 'hydra:member' in schema.shape;
  if (schema instanceof z.ZodUnion) return (schema.options as unknown[]).some(isListSchema);
  return false;
}

const responseOf = (route: RouteTableEntry) => route.schema?.response?.['200'] as z.ZodType | undefined;

/**
 * Lists not called here, with the reason. Routes with a path parameter that are not below need an id of one
 * resource the demo login must own or see (its own per-resource rules are tested in their feature's tests); the
 * browser journey (e2e/roles.spec.ts) opens their screens with ids the API hands out.
 */
const EXCLUDED: Record<string, string> = {
  'GET /api/assignment/:id/tokens': "one assignment's invitations: needs an assignment its participant owns",
  'GET /api/education/:id/download-summary-details':
    'one category of the portfolio download: needs a category identifier from the summary as well',
  'GET /api/events/:eventId/sessions/:sessionId/educators': "one session's educators: needs an event and a session",
  'GET /api/events/:eventId/sessions/:sessionId/participants':
    "one session's participants: needs an event and a session",
  'GET /api/module/:id/event/available': "one module's events to enrol in: needs a module of the participant",
  'GET /api/image-search/images': 'asks the external image search (a fake in tests), not a list of the database',
  'GET /api/my-participants/educator/:id': "an educator's participants for the users admin: needs an educator's id",
  'GET /api/educator-events/:educatorId': "a teacher's or educator's events for the users admin: needs their id",
};

/** How a login's id for a path parameter is found: its own user id, or its first education. */
type Ids = { userId: string; educationId: string | undefined };
const PATH_IDS: Record<string, (ids: Ids) => string | undefined> = {
  '/api/users/:id/': (ids) => ids.userId,
  '/api/education/:id/': (ids) => ids.educationId,
};

/**
 * What the web app sends when the screen opens (DataTable: page 1 of DEFAULT_PER_PAGE with the table's default sort
 * and filters; the pickers and the "all" lists their own sizes). Lists not named here are called with
 * `page=1&perPage=DEFAULT_PER_PAGE` when they are pages, and as they are when they are plain arrays.
 */
const WEB_DEFAULTS: Record<string, string> = {
  'GET /api/educators/assignments': `page=1&perPage=${EVALUATIONS_PER_PAGE}&filters[status]=in_review`,
  'GET /api/educators/evaluation-options': `perPage=${MAX_PER_PAGE}`,
  'GET /api/afas/sync/issues': `page=1&perPage=${DEFAULT_PER_PAGE}&order[updated]=desc`,
  'GET /api/forms': `page=1&perPage=${DEFAULT_PER_PAGE}&order[created]=desc`,
  'GET /api/forms/categories': 'page=1&perPage=1000&order[name]=asc',
  'GET /api/my-contribution-requests': `page=1&perPage=${DEFAULT_PER_PAGE}&order[created]=desc`,
  'GET /api/my-participants': `page=1&perPage=${DEFAULT_PER_PAGE}&order[status]=desc`,
  'GET /api/faqs': `page=1&perPage=${MAX_PER_PAGE}`,
  'GET /api/faqs/categories': `page=1&perPage=${MAX_PER_PAGE}`,
  'GET /api/news': `page=1&perPage=${NEWS_PER_PAGE}`,
  'GET /api/news-authors': 'perPage=20',
  'GET /api/users/:id/certificates': 'perPage=1000',
  'GET /api/event_logs': 'page=1&perPage=10',
};

/**
 * Lists that cannot be called without a parameter: the one the web app always sends. Without it they answer 400
 * with the violations (checked below), and both calls add it.
 */
const REQUIRED_QUERY: Record<string, (ids: Ids) => string> = {
  'GET /api/event_logs': (ids) => `type=login&user=${ids.userId}`,
  'GET /api/users/search': () => 'query=ban',
  'GET /api/users/:id/schedule-items': () => `dates=${new Date().toISOString().slice(0, 10)}`,
};

/**
 * Lists the spec gives the audience of another route (spec 3 "Evaluations": the overview's filters are for every
 * role that may open the overview): called by the logins that route lets in as well as by those of their own access.
 */
const SAME_AUDIENCE: Record<string, string> = {
  'GET /api/educators/evaluation-options': 'GET /api/educators/assignments',
  'GET /api/educators/evaluation-modules': 'GET /api/educators/assignments',
  'GET /api/educators/evaluation-participants': 'GET /api/educators/assignments',
  'GET /api/educators/evaluation-evaluators': 'GET /api/educators/assignments',
};

interface Call {
  name: string;
  url: string;
  login: DemoLoginKey;
  schema: z.ZodType;
  /** The query the list cannot do without ('' when none). */
  required: string;
  /** Whether the list takes `page`/`perPage` (its query schema says). */
  paged: boolean;
}

/** Whether the route's query schema knows `page` (some lists hand out everything at once). */
function takesPage(route: RouteTableEntry): boolean {
  const query = (route.schema as { querystring?: unknown } | undefined)?.querystring;
  return query instanceof z.ZodObject && 'page' in query.shape;
}

/**
 * The database as `npm start` has it: on PGlite a fresh instance migrated in the same session, not a copy of the
 * migrated template. PGlite learns the array types (`assignment_state[]`) when it starts, so only on a database
 * whose types were created after the start does it send an enum array as plain text (`malformed array literal`).
 */
async function openLikeTheStart(): Promise<Database> {
  const template = inject('testDatabase');
  if (template.kind === 'postgres') return openTestDatabase(template);
  const database = fromPglite(await PGlite.create());
  await runMigrations(database);
  return database;
}

let database: Database | undefined;
let t: TestApp;
const cookies = new Map<DemoLoginKey, string>();
const ids = new Map<DemoLoginKey, Ids>();

beforeAll(async () => {
  database = await openLikeTheStart();
  t = await createTestApp({}, database);
  await seed(database.db, 'demo', { secretBox: createSecretBox(testConfig().sessionSecret) });
  for (const login of LOGINS) {
    const cookie = await signIn(t.app, login.email, DEMO_PASSWORD);
    cookies.set(login.key, cookie);
    const account = await t.app.inject({ method: 'GET', url: '/api/users/account', headers: { cookie } });
    const body = account.json<{ id: string; educations: { id: string }[] }>();
    ids.set(login.key, { userId: body.id, educationId: body.educations[0]?.id });
  }
}, 120_000);
afterAll(async () => {
  await t?.app.close();
  await database?.close();
});

function routeNamed(name: string): RouteTableEntry {
  const route = t.app.routeTable.find((r) => `${r.method} ${r.url}` === name);
  if (!route) throw new Error(`no route ${name}`);
  return route;
}

/** The list routes of the route table with the demo logins that may call each, and the URL each calls. */
function listCalls(): { calls: Call[]; lists: string[] } {
  const calls: Call[] = [];
  const lists: string[] = [];
  for (const route of t.app.routeTable) {
    const schema = responseOf(route);
    if (route.method !== 'GET' || !isListSchema(schema)) continue;
    const name = `${route.method} ${route.url}`;
    lists.push(name);
    if (EXCLUDED[name]) continue;
    const pathKey = Object.keys(PATH_IDS).find((prefix) => route.url.startsWith(prefix));
    const audience = SAME_AUDIENCE[name] ? routeNamed(SAME_AUDIENCE[name]).access : undefined;
    for (const login of LOGINS) {
      const identity = { kind: 'user' as const, userId: login.key, roles: login.roles, permissions: login.permissions };
      const allowed = [route.access, audience].some((access) => access && decideAccess(access, identity) === 'allow');
      if (!allowed) continue;
      let url = route.url;
      if (url.includes(':')) {
        // A per-resource list: called by the logins that have such a resource of their own.
        const id = pathKey ? PATH_IDS[pathKey]!(ids.get(login.key)!) : undefined;
        if (!id) continue;
        url = url.replace(/:[A-Za-z]+/, id);
      }
      const required = REQUIRED_QUERY[name]?.(ids.get(login.key)!) ?? '';
      calls.push({ name, url, login: login.key, schema: schema!, required, paged: takesPage(route) });
    }
  }
  return { calls, lists };
}

const firstLine = (error: Error) => error.message.split('\n')[0]!;

async function expectListAnswer(call: Call, query: string): Promise<void> {
  const url = query ? `${call.url}?${query}` : call.url;
  const res = await t.app.inject({ method: 'GET', url, headers: { cookie: cookies.get(call.login)! } });
  const label = `${call.login}: GET ${url}`;
  expect(res.statusCode, `${label} answers ${res.body.slice(0, 300)}`).toBe(200);
  const parsed = call.schema.safeParse(res.json());
  expect(parsed.success, `${label} matches its schema: ${parsed.error?.message ?? ''}`).toBe(true);
}

describe('every list on its defaults, for every demo login that may call it (demo seed)', () => {
  it('every list route is called or excluded with a reason, and the exclusions are still list routes', () => {
    const { calls, lists } = listCalls();
    const called = new Set(calls.map((c) => c.name));
    const forgotten = lists.filter((name) => !called.has(name) && !EXCLUDED[name]);
    expect(forgotten, 'list routes no demo login calls (add an id for them, or exclude them with a reason)').toEqual(
      [],
    );
    expect(Object.keys(EXCLUDED).filter((name) => !lists.includes(name))).toEqual([]);
    const stale = [...Object.keys(WEB_DEFAULTS), ...Object.keys(REQUIRED_QUERY), ...Object.keys(SAME_AUDIENCE)];
    expect(
      stale.filter((name) => !called.has(name)),
      'entries of the tables that no call uses',
    ).toEqual([]);
  });

  it('the educator lists of the evaluations overview are among them for every educator role', () => {
    const { calls } = listCalls();
    const logins = (name: string) => calls.filter((c) => c.name === name).map((c) => c.login);
    const educators: DemoLoginKey[] = ['assistant', 'teacher', 'trainer', 'educator', 'multi'];
    expect(logins('GET /api/educators/assignments')).toEqual(expect.arrayContaining(educators));
    expect(logins('GET /api/educators/evaluation-options')).toEqual(expect.arrayContaining(educators));
  });

  it('answers 200 with its schema without parameters (400 with violations when one is required)', async () => {
    const failures: string[] = [];
    for (const call of listCalls().calls) {
      await expectListAnswer(call, call.required).catch((error: Error) => failures.push(firstLine(error)));
      if (!call.required) continue;
      const res = await t.app.inject({ method: 'GET', url: call.url, headers: { cookie: cookies.get(call.login)! } });
      const violations = res.statusCode === 400 && res.json<{ violations?: unknown[] }>().violations?.length;
      if (!violations) failures.push(`${call.login}: GET ${call.url} without its required query: ${res.statusCode}`);
    }
    expect(failures).toEqual([]);
  });

  it("answers 200 with its schema on the web app's default parameters", async () => {
    const failures: string[] = [];
    for (const call of listCalls().calls) {
      const defaults = WEB_DEFAULTS[call.name] ?? (call.paged ? `page=1&perPage=${DEFAULT_PER_PAGE}` : '');
      const query = [call.required, defaults].filter(Boolean).join('&');
      await expectListAnswer(call, query).catch((error: Error) => failures.push(firstLine(error)));
    }
    expect(failures).toEqual([]);
  });
});
