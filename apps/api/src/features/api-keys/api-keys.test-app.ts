// Test support for the API key tests (not bundled: only the test files import it).
import { defineEndpoint } from '@portal/contracts';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { z } from 'zod';
import { createTestApp, testConfig, type TestApp } from '../../../test/app';
import type { UserOptions, UserRow } from '../../../test/factories';
import type { Db } from '../../db/client';
import { defineRoute, registerRoutes } from '../../lib/define-route';
import { createSecretBox } from '../../lib/secret-box';
import type { IdentifyFn } from '../../plugins/access-gate';
import { secretOf, sessionCookie } from '../../plugins/session';
import { createSessionService } from '../../plugins/session.service';
import { createApiKeyIdentify } from './api-key.identify';
import { apiKeysRoutes } from './api-keys.routes';
import { createApiKeyService } from './api-keys.service';

const PASSWORD = 'Geheim!2026';
const who = z.object({ kind: z.string(), apiKeyId: z.string().optional(), roles: z.array(z.string()) });

/** Probe routes that answer who the gate let through: for a notification key (GET and POST), for any user. */
export const probeNotify = defineEndpoint({
  method: 'GET',
  path: '/api/test/notify-probe',
  summary: 'probe',
  response: { 200: who },
});
export const probeNotifyPost = { ...probeNotify, method: 'POST' as const };
export const probeLogin = { ...probeNotify, path: '/api/test/login-probe' };

function probes(app: FastifyInstance) {
  const handler = async (request: { identity: unknown }) => who.parse(request.identity);
  registerRoutes(app, [
    defineRoute({ endpoint: probeNotify, access: 'apiKey:ROLE_CREATE_NOTIFICATIONS', handler }),
    defineRoute({ endpoint: probeNotifyPost, access: 'apiKey:ROLE_CREATE_NOTIFICATIONS', handler }),
    defineRoute({ endpoint: probeLogin, access: 'login', handler }),
  ]);
}

/** The session half of the identify `app.ts` composes, for when the API key wiring is not in `app.ts` yet. */
function sessionIdentify(db: Db): IdentifyFn {
  const sessions = createSessionService(db);
  const cookie = sessionCookie(new URL('http://localhost:3000'));
  return async (request) => {
    const secret = secretOf(request, cookie);
    const session = secret ? await sessions.find(secret) : null;
    if (!session || session.pendingStep !== null) return null;
    const { roles, permissions } = session.user;
    return { kind: 'user', userId: session.userId, impersonatorId: session.impersonatorId, roles, permissions };
  };
}

/** The routes and the identify as `app.ts` wires them, through the test hooks of `buildApp`. */
function standalone(): Parameters<typeof createTestApp>[0] {
  const config = testConfig();
  let identify: IdentifyFn = () => null;
  return {
    config,
    identify: (request) => identify(request),
    extraRoutes: async (app, database) => {
      const db = database.db;
      const [apiKey, session] = [createApiKeyIdentify(db), sessionIdentify(db)];
      identify = async (request) => (await apiKey(request)) ?? session(request);
      await app.register(apiKeysRoutes(createApiKeyService({ db, box: createSecretBox(config.sessionSecret) })));
      probes(app);
    },
  };
}

function cookieOf(res: LightMyRequestResponse): string {
  const header = res.headers['set-cookie'];
  const all = Array.isArray(header) ? header : header ? [header] : [];
  const cookie = all.find((c) => c.startsWith('portal_session='))?.split(';')[0];
  if (!cookie) throw new Error(`no session cookie (status ${res.statusCode})`);
  return cookie;
}

type Headers = Record<string, string>;

/**
 * The real app with the probe routes: with the API key wiring of `app.ts` once it has it, until then the same
 * wiring through the test hooks. Answers the app and small helpers for the calls.
 */
export async function createApiKeysTestApp() {
  let t: TestApp = await createTestApp({ extraRoutes: probes });
  if (!t.app.hasRoute({ method: 'GET', url: '/api/api-keys' })) {
    await t.app.close();
    t = await createTestApp(standalone());
  }
  const app = t;
  const call = (method: 'GET' | 'POST' | 'DELETE', url: string, headers: Headers, payload?: object) =>
    app.app.inject({ method, url, headers, ...(payload && { payload }) });

  return {
    t: app,
    call,
    /** Signs in a new user made by the factory (two-factor exempt) and answers the session cookie. */
    async signIn(create: (db: Db, options: UserOptions) => Promise<UserRow>): Promise<string> {
      const user = await create(app.database.db, { password: PASSWORD, twoFactorExempt: true });
      const res = await call('POST', '/api/login', {}, { email: user.email, password: PASSWORD });
      return cookieOf(res);
    },
    list: (cookie: string) => call('GET', '/api/api-keys', { cookie }),
    create: (cookie: string, body: object) => call('POST', '/api/api-keys', { cookie }, body),
    update: (cookie: string, id: string, body: object) => call('POST', `/api/api-keys/${id}`, { cookie }, body),
    remove: (cookie: string, id: string) => call('DELETE', `/api/api-keys/${id}`, { cookie }),
    probe: (headers: Headers, url: string = probeNotify.path) => call('GET', url, headers),
  };
}
export type ApiKeysTestApp = Awaited<ReturnType<typeof createApiKeysTestApp>>;
