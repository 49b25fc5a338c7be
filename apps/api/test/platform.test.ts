// The platform's promises, proved through the real app on a real database: one error shape, access gate,
// 404/405, limits, no leaks.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../src/db/client';
import { appSettings, faqCategories, faqItems } from '../src/db/schema';
import type { Identity } from '../src/lib/access';
import { AppError } from '../src/lib/app-error';
import { defineRoute, registerRoutes } from '../src/lib/define-route';
import { createTestApp, type TestApp } from './app';

const participant: Identity = { kind: 'user', userId: 'u-1', roles: ['ROLE_PARTICIPANT'], permissions: [] };
const assistant: Identity = {
  kind: 'user',
  userId: 'u-2',
  roles: ['ROLE_PROGRAM_ASSISTANT'],
  permissions: ['MANAGE_NEWS'],
};
const admin: Identity = { kind: 'user', userId: 'u-3', roles: ['ROLE_ADMIN'], permissions: [] };
const syncKey: Identity = { kind: 'apiKey', apiKeyId: 'k-1', roles: ['ROLE_SYNCHRONIZE_AFAS'] };
const IDENTITIES: Record<string, Identity> = { participant, assistant, admin, syncKey };

const ok = z.object({ ok: z.literal(true) });

/** Test-only routes that exercise each failure path through the real plugins. */
function probeRoutes(app: FastifyInstance, db: Db) {
  registerRoutes(app, [
    defineRoute({
      endpoint: {
        method: 'POST',
        path: '/api/_probe/validate/:id',
        summary: 'probe',
        params: z.object({ id: z.uuidv4() }),
        querystring: z.object({ page: z.coerce.number().int().min(1).default(1) }),
        body: z.object({
          title: z.string().min(1),
          items: z.array(z.object({ name: z.string().min(2) })),
        }),
        response: { 200: z.object({ id: z.string(), page: z.number(), title: z.string() }) },
      },
      access: 'anonymous',
      bodyLimit: 2048,
      handler: (request) => ({ id: request.params.id, page: request.query.page, title: request.body.title }),
    }),
    defineRoute({
      endpoint: { method: 'GET', path: '/api/_probe/app-error', summary: 'probe', response: { 200: ok } },
      access: 'anonymous',
      handler: () => {
        throw new AppError('conflict');
      },
    }),
    defineRoute({
      endpoint: { method: 'GET', path: '/api/_probe/crash', summary: 'probe', response: { 200: ok } },
      access: 'anonymous',
      handler: () => {
        throw new Error("select * from secret_table where password = 'hunter2'");
      },
    }),
    defineRoute({
      endpoint: { method: 'GET', path: '/api/_probe/bad-response', summary: 'probe', response: { 200: ok } },
      access: 'anonymous',
      handler: () => ({ ok: true, passwordHash: 'argon2id$leak' }) as unknown as { ok: true },
    }),
    defineRoute({
      endpoint: { method: 'GET', path: '/api/_probe/wrong-shape', summary: 'probe', response: { 200: ok } },
      access: 'anonymous',
      handler: () => ({ ok: 'yes' }) as unknown as { ok: true },
    }),
    defineRoute({
      endpoint: { method: 'POST', path: '/api/_probe/duplicate', summary: 'probe', response: { 200: ok } },
      access: 'anonymous',
      handler: async () => {
        const row = { key: 'probe.duplicate', value: { n: 1 } };
        await db.insert(appSettings).values(row);
        await db.insert(appSettings).values(row);
        return { ok: true as const };
      },
    }),
    defineRoute({
      endpoint: { method: 'POST', path: '/api/_probe/restricted', summary: 'probe', response: { 200: ok } },
      access: 'anonymous',
      handler: async () => {
        const [category] = await db.insert(faqCategories).values({ title: 'Probe', sortOrder: 0 }).returning();
        await db.insert(faqItems).values({ categoryId: category!.id, title: 'Vraag', sortOrder: 0 });
        await db.delete(faqCategories).where(eq(faqCategories.id, category!.id));
        return { ok: true as const };
      },
    }),
    defineRoute({
      endpoint: { method: 'GET', path: '/api/_probe/limited', summary: 'probe', response: { 200: ok } },
      access: 'anonymous',
      rateLimit: { max: 2, timeWindow: '1 minute' },
      handler: () => ({ ok: true as const }),
    }),
    defineRoute({
      endpoint: { method: 'GET', path: '/api/_probe/login', summary: 'probe', response: { 200: ok } },
      access: 'login',
      handler: () => ({ ok: true as const }),
    }),
    defineRoute({
      endpoint: {
        method: 'POST',
        path: '/api/_probe/news',
        summary: 'probe',
        body: z.object({ title: z.string() }),
        response: { 200: ok },
      },
      access: { roles: ['ROLE_PROGRAM_ASSISTANT'], permissions: ['MANAGE_NEWS'] },
      handler: () => ({ ok: true as const }),
    }),
    defineRoute({
      endpoint: { method: 'POST', path: '/api/_probe/sync', summary: 'probe', response: { 200: ok } },
      access: 'apiKey:ROLE_SYNCHRONIZE_AFAS',
      handler: () => ({ ok: true as const }),
    }),
  ]);
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    // Tests name the caller with a header; real sign-in resolves sessions, API keys and tokens instead.
    identify: (request) => IDENTITIES[String(request.headers['x-test-identity'])] ?? null,
    extraRoutes: (app, database) => {
      probeRoutes(app, database.db);
    },
  });
});
afterAll(async () => {
  await t.app.close();
});

describe('validation failures', () => {
  it('answer 400 validation_failed with a violation per failed rule, in the client’s property-path form', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/_probe/validate/4f1c2b8e-8d3a-4c1e-9b2a-1f2e3d4c5b6a',
      payload: { title: '', items: [{ name: 'ok' }, { name: 'x' }] },
    });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.detail).toBe('validation_failed');
    expect(body.violations).toEqual(
      expect.arrayContaining([
        { propertyPath: 'title', detail: expect.any(String) },
        { propertyPath: 'items[1].name', detail: expect.any(String) },
      ]),
    );
    expect(body.violations).toHaveLength(2);
  });

  it('cover path parameters and the query string', async () => {
    const badId = await t.app.inject({
      method: 'POST',
      url: '/api/_probe/validate/not-a-uuid',
      payload: { title: 'a', items: [] },
    });
    expect(badId.statusCode).toBe(400);
    expect(badId.json()).toMatchObject({ detail: 'validation_failed', violations: [{ propertyPath: 'id' }] });

    const badPage = await t.app.inject({
      method: 'POST',
      url: '/api/_probe/validate/4f1c2b8e-8d3a-4c1e-9b2a-1f2e3d4c5b6a?page=0',
      payload: { title: 'a', items: [] },
    });
    expect(badPage.statusCode).toBe(400);
    expect(badPage.json().violations[0].propertyPath).toBe('page');
  });

  it('let valid input through with its coerced values', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/_probe/validate/4f1c2b8e-8d3a-4c1e-9b2a-1f2e3d4c5b6a?page=3',
      payload: { title: 'Nieuws', items: [] },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id: '4f1c2b8e-8d3a-4c1e-9b2a-1f2e3d4c5b6a', page: 3, title: 'Nieuws' });
  });

  it('answer malformed JSON with 400 bad_request', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/_probe/validate/4f1c2b8e-8d3a-4c1e-9b2a-1f2e3d4c5b6a',
      headers: { 'content-type': 'application/json' },
      payload: '{"title": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ detail: 'bad_request' });
  });
});

describe('other errors share the shape { detail }', () => {
  it('an AppError keeps its status and code', async () => {
    const res = await t.app.inject('/api/_probe/app-error');
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ detail: 'conflict' });
  });

  it('a unique violation in the database is a 409 conflict, not a 500', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/_probe/duplicate' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ detail: 'conflict' });
    const rows = await t.database.db
      .select()
      .from(appSettings)
      .where(sql`${appSettings.key} = 'probe.duplicate'`);
    expect(rows).toHaveLength(1);
  });

  it('deleting a row that others still need (ON DELETE RESTRICT) is a 409 conflict on both databases', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/_probe/restricted' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ detail: 'conflict' });
  });

  it('an unexpected error is a bare 500: no message, stack or SQL reaches the client, but the log has it', async () => {
    const res = await t.app.inject('/api/_probe/crash');
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ detail: 'internal_error' });
    expect(res.body).not.toMatch(/secret_table|hunter2|at .*\.ts/);
    const logged = t.logs.lines.find((l) => l.msg === 'unhandled error');
    expect(logged).toBeDefined();
    expect(JSON.stringify(logged)).toContain('stack');
  });

  it('a response that does not match its schema is refused (500) rather than sent', async () => {
    const res = await t.app.inject('/api/_probe/wrong-shape');
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ detail: 'internal_error' });
  });

  it('fields outside the response schema never leave the server', async () => {
    const res = await t.app.inject('/api/_probe/bad-response');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });
    expect(res.body).not.toContain('argon2id');
  });

  it('a body over the route’s limit is 413', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/_probe/validate/4f1c2b8e-8d3a-4c1e-9b2a-1f2e3d4c5b6a',
      payload: { title: 'x'.repeat(5000), items: [] },
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ detail: 'payload_too_large' });
  });

  it('an unsupported content type is 415', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/_probe/validate/4f1c2b8e-8d3a-4c1e-9b2a-1f2e3d4c5b6a',
      headers: { 'content-type': 'application/xml' },
      payload: '<title/>',
    });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({ detail: 'unsupported_media_type' });
  });

  it('too many requests is 429 with Retry-After', async () => {
    const statuses: number[] = [];
    let last;
    for (let i = 0; i < 3; i++) {
      last = await t.app.inject('/api/_probe/limited');
      statuses.push(last.statusCode);
    }
    expect(statuses).toEqual([200, 200, 429]);
    expect(last!.json()).toEqual({ detail: 'too_many_requests' });
    expect(last!.headers['retry-after']).toBeDefined();
  });
});

describe('unknown paths and methods', () => {
  it('an unknown /api path answers 404 JSON', async () => {
    const res = await t.app.inject('/api/x');
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.json()).toEqual({ detail: 'not_found' });
  });

  it('a known path with another method answers 405 with Allow', async () => {
    const res = await t.app.inject({ method: 'DELETE', url: '/api/health' });
    expect(res.statusCode).toBe(405);
    expect(res.json()).toEqual({ detail: 'method_not_allowed' });
    expect(res.headers.allow).toBe('GET, HEAD');
    const param = await t.app.inject({
      method: 'GET',
      url: '/api/_probe/validate/4f1c2b8e-8d3a-4c1e-9b2a-1f2e3d4c5b6a',
    });
    expect(param.statusCode).toBe(405);
    expect(param.headers.allow).toBe('POST');
  });

  it('without a web build a non-API path is a JSON 404 too', async () => {
    const res = await t.app.inject('/gebruikers');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ detail: 'not_found' });
  });
});

describe('the access gate', () => {
  const as = (who: string | null) => (who ? { 'x-test-identity': who } : {});

  it('refuses an anonymous caller with 401 before validating the body', async () => {
    const login = await t.app.inject({ url: '/api/_probe/login', headers: as(null) });
    expect(login.statusCode).toBe(401);
    expect(login.json()).toEqual({ detail: 'unauthorized' });
    const news = await t.app.inject({ method: 'POST', url: '/api/_probe/news', payload: { wrong: 1 } });
    expect(news.statusCode).toBe(401);
  });

  it('lets a signed-in user through a login route', async () => {
    const res = await t.app.inject({ url: '/api/_probe/login', headers: as('participant') });
    expect(res.statusCode).toBe(200);
  });

  it('refuses a user without the role or permission with 403', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/_probe/news',
      headers: as('participant'),
      payload: { title: 'x' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ detail: 'forbidden' });
    // The denial is logged for whoever audits access.
    const denial = t.logs.lines.find((l) => l.msg === 'access denied' && l.reqId === res.headers['x-request-id']);
    expect(denial).toMatchObject({ route: '/api/_probe/news', identity: { kind: 'user', id: 'u-1' } });
  });

  it('allows the role, the permission and an admin', async () => {
    for (const who of ['assistant', 'admin']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/_probe/news',
        headers: as(who),
        payload: { title: 'x' },
      });
      expect(res.statusCode, who).toBe(200);
    }
  });

  it('keeps API-key routes for API keys holding the role', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/api/_probe/sync', headers: as('syncKey') })).statusCode).toBe(
      200,
    );
    expect((await t.app.inject({ method: 'POST', url: '/api/_probe/sync', headers: as('admin') })).statusCode).toBe(
      401,
    );
    expect((await t.app.inject({ method: 'POST', url: '/api/_probe/sync' })).statusCode).toBe(401);
  });
});

describe('request ids and logs', () => {
  it('answers with a request id and logs one line per request with it', async () => {
    const res = await t.app.inject({ url: '/api/health', headers: { 'x-request-id': 'proxy-req-12345' } });
    expect(res.headers['x-request-id']).toBe('proxy-req-12345');
    const line = t.logs.lines.find((l) => l.reqId === 'proxy-req-12345');
    expect(line).toMatchObject({ msg: 'request completed', statusCode: 200 });
  });

  it('never logs cookies, authorization headers or token query values', async () => {
    await t.app.inject({
      url: '/api/x?token=tok-SECRET-1',
      headers: { cookie: 'session=COOKIE-SECRET', authorization: 'Bearer BEARER-SECRET' },
    });
    const all = t.logs.raw.join('\n');
    for (const secret of ['tok-SECRET-1', 'COOKIE-SECRET', 'BEARER-SECRET']) expect(all).not.toContain(secret);
  });

  it('sets the security headers on every answer, refusals included', async () => {
    const refused = await t.app.inject('/api/_probe/login');
    expect(refused.statusCode).toBe(401);
    expect(refused.headers['x-content-type-options']).toBe('nosniff');
    expect(refused.headers['x-request-id']).toBeDefined();
    const res = await t.app.inject('/api/x');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['referrer-policy']).toBe('same-origin');
  });
});
