// The load scenarios of `npm run bench`. Each later area adds its own (e.g. the unread-notification count with a
// signed-in cookie): `setup(baseUrl, dataSet)` may return headers to send, such as a session cookie. The server runs
// on the scale data set (apps/api/src/db/seed/scale): `dataSet.participants` participants, accounts below.
/** @typedef {{ participants: number }} DataSet */
/** @typedef {{ name: string, method?: string, path: string, connections?: number, duration?: number,
 *   setup?: (baseUrl: string, dataSet: DataSet) => Promise<Record<string, string> | void>,
 *   expectStatus?: number }} Scenario */

/** Every account of the scale data set signs in with this password. */
export const SCALE_PASSWORD = 'Demo2026!';

/**
 * The address of participant n (1 to participants) of the scale data set; staff are docent-0001,
 * praktijkopleider-0001, opleider-0001, programma-assistent-0001 and beheerder-0001 at the same domain.
 * @param {number} n
 * @param {number} participants
 */
export function participantEmail(n, participants) {
  return `deelnemer-${String(n).padStart(Math.max(5, String(participants).length), '0')}@scale.demo.nl`;
}

/**
 * Signs in as participant 1 and answers the session cookie.
 * @param {string} baseUrl
 * @param {DataSet} dataSet
 */
async function signedIn(baseUrl, dataSet) {
  const res = await fetch(`${baseUrl}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: participantEmail(1, dataSet.participants), password: SCALE_PASSWORD }),
  });
  if (!res.ok) throw new Error(`sign-in for the bench failed: ${res.status} ${await res.text()}`);
  const cookie = (res.headers.get('set-cookie') ?? '').split(';')[0];
  return { cookie };
}

/** @type {Scenario[]} */
export const scenarios = [
  { name: 'static JSON (GET /api/version): ceiling of the stack', path: '/api/version' },
  { name: 'liveness (GET /api/health)', path: '/api/health' },
  { name: 'readiness (GET /api/ready): one database round trip', path: '/api/ready' },
  {
    name: 'sign-in (POST /api/login): argon2id check + new session',
    method: 'POST',
    path: '/api/login',
    // argon2id is meant to be slow (~11 ms a check): more connections only queue.
    connections: 8,
    setup: async (_baseUrl, dataSet) => ({
      'content-type': 'application/json',
      body: JSON.stringify({ email: participantEmail(2, dataSet.participants), password: SCALE_PASSWORD }),
    }),
  },
  {
    name: 'account (GET /api/users/account): session lookup + account',
    path: '/api/users/account',
    setup: signedIn,
  },
  {
    // The product's hottest call: every open browser asks it every 20 s. Participant 1 has ~200 notifications,
    // the newest ~10% unread; the count is an index-only scan of the partial unread index.
    name: 'notifications-unread (GET /api/notifications/unread): session lookup + prepared index-only count',
    path: '/api/notifications/unread',
    setup: signedIn,
  },
  {
    // The news icon's badge (every 5 minutes per browser): published, in its window, aimed at the reader's roles,
    // programmes or events, and not read.
    name: 'news-count (GET /api/news?count=true): unread news aimed at the reader',
    path: '/api/news?count=true',
    setup: signedIn,
  },
  {
    // The participant's news page (/informatie/nieuws/pagina/1): 10 items they may see, newest first, with the
    // read flag of each, and the total for the pager.
    name: 'news-list (GET /api/news?page=1&perPage=10): a page of the reader news',
    path: '/api/news?page=1&perPage=10',
    setup: signedIn,
  },
];
