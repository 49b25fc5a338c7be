// The load scenarios of `npm run bench`. Each later area adds its own (e.g. the unread-notification count with a
// signed-in cookie): `setup(baseUrl)` may return headers to send, such as a session cookie.
/** @typedef {{ name: string, method?: string, path: string, connections?: number, duration?: number,
 *   setup?: (baseUrl: string) => Promise<Record<string, string> | void>, expectStatus?: number }} Scenario */

/** @type {Scenario[]} */
export const scenarios = [
  { name: 'static JSON (GET /api/version): ceiling of the stack', path: '/api/version' },
  { name: 'liveness (GET /api/health)', path: '/api/health' },
  { name: 'readiness (GET /api/ready): one database round trip', path: '/api/ready' },
];
