// `npm run bench -- --capacity N[,N...] [--processes 2]`: how many signed-in browsers the server carries.
// Each simulated browser is a session of its own (participants of the scale set, and one in ten a teacher) and
// does what the web app does while it stays open: the unread poll every 20 s, the news count and the open
// contribution-request count every 5 minutes, and a page view a minute: the education page (its three calls at
// once), the assignment page or the agenda for participants; the evaluations list for teachers. Every browser
// starts at a random phase. The load is open: requests leave when they are due, whatever the answers before, and
// latency is counted from that moment (a generator that falls behind shows up as latency, not as less load).
// With `streams` (--streams), each browser holds the bell's stream (GET /api/notifications/stream) open instead of
// polling the unread count, as the web app does; the report then says how many streams were open and what they cost
// the server's memory per 1,000 (resident size before opening them and with all of them open).
import { createHash, randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import pg from 'pg';

const BENCH_AGENT = 'capacity-bench';

/** p-th percentile (0-100) of sorted numbers. */
function percentile(sorted, p) {
  if (sorted.length === 0) return null;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/** Sessions for `count` browsers, written straight into the database (signing in 10,000 times is not the point). */
async function prepareBrowsers(databaseUrl, count) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('delete from sessions where user_agent = $1', [BENCH_AGENT]);
    const { rows: participants } = await client.query(`
      select u.id,
             (select e.id from educations e where e.user_id = u.id order by e.further_education, e.created_at limit 1)
               as education,
             (select a.id from assignments a where a.user_id = u.id and not a.draft order by a.id limit 1) as assignment
        from users u
       where 'ROLE_PARTICIPANT' = any(u.roles) and u.active
       order by u.email`);
    const { rows: teachers } = await client.query(
      `select id from users where 'ROLE_TEACHER' = any(roles) and active order by email`,
    );
    const usable = participants.filter((p) => p.education && p.assignment);
    if (usable.length === 0 || teachers.length === 0) throw new Error('the scale set has no participants or teachers');
    const browsers = [];
    for (let i = 0; i < count; i++) {
      const teacher = i % 10 === 9;
      // One browser in ten is a teacher's, spread over all teachers (i % teachers.length would take only the twenty
      // whose index ends in 9, and the streams of each beyond the per-user limit were refused).
      const who = teacher ? teachers[Math.floor(i / 10) % teachers.length] : usable[i % usable.length];
      browsers.push({ ...who, teacher, secret: randomBytes(32).toString('base64url') });
    }
    for (let i = 0; i < browsers.length; i += 1000) {
      const chunk = browsers.slice(i, i + 1000);
      const values = chunk.map(
        (_, j) => `($${j * 2 + 1}, $${j * 2 + 2}, now(), now(), now() + interval '12 hours', $${chunk.length * 2 + 1})`,
      );
      await client.query(
        `insert into sessions (id, user_id, created_at, last_seen_at, expires_at, user_agent) values ${values.join(',')}`,
        [...chunk.flatMap((b) => [createHash('sha256').update(b.secret).digest('hex'), b.id]), BENCH_AGENT],
      );
    }
    return browsers;
  } finally {
    await client.end();
  }
}

async function removeBrowsers(databaseUrl) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  await client.query('delete from sessions where user_agent = $1', [BENCH_AGENT]).finally(() => client.end());
}

/** The calls of one browser's page view. */
function pageView(browser, n) {
  if (browser.teacher) return [['evaluations-list', '/api/educators/assignments?page=1&perPage=10']];
  switch (n % 3) {
    case 0: {
      const base = `/api/education/${browser.education}`;
      return [
        ['education-page', base],
        ['education-page: institute modules', `${base}/institute-education-modules`],
        ['education-page: practical modules', `${base}/practical-modules`],
      ];
    }
    case 1:
      return [['assignment-page', `/api/assignment/${browser.assignment}`]];
    default:
      return [['agenda', `/api/users/${browser.id}/schedule?includePastItems=1`]];
  }
}

const UNREAD_POLL = { every: 20_000, calls: () => [['unread-poll', '/api/notifications/unread']] };
const SCHEDULE = [
  UNREAD_POLL,
  { every: 300_000, calls: () => [['news-count', '/api/news?count=true']] },
  {
    every: 300_000,
    calls: () => [
      [
        'contribution-requests-count',
        '/api/my-contribution-requests?page=1&perPage=1&filters%5Bstatuses%5D=new%2Cused',
      ],
    ],
  },
  { every: 60_000, calls: (browser, n) => pageView(browser, n) },
];

function rssOf(pid) {
  try {
    const line = readFileSync(`/proc/${pid}/status`, 'utf8')
      .split('\n')
      .find((l) => l.startsWith('VmRSS:'));
    return line ? Number(line.replace(/\D/g, '')) * 1024 : null;
  } catch {
    return null;
  }
}

/**
 * Runs `browsers` simulated browsers against `baseUrl` for `warmupSeconds` + `seconds`; answers per-call figures of
 * the measured part and the peak memory of the given server processes.
 */
/**
 * Opens the bell's stream for every browser (a connection each, as a browser holds it) and waits until each has sent
 * its first count or failed; answers the open streams and a function that closes them all.
 */
async function openStreams(urls, browsers) {
  const open = [];
  let failed = 0;
  /** Why streams failed: the answer's status, or 'error' for a connection that broke. */
  const reasons = {};
  const fail = (reason) => {
    failed += 1;
    reasons[reason] = (reasons[reason] ?? 0) + 1;
  };
  const opening = browsers.map(
    (browser, i) =>
      new Promise((resolve) => {
        const url = urls[i % urls.length];
        const request = http.request({
          host: url.hostname,
          port: url.port,
          path: '/api/notifications/stream',
          agent: false,
          headers: { cookie: `portal_session=${browser.secret}`, accept: 'text/event-stream' },
        });
        let settled = false;
        /** Ends this browser's attempt once: held open (no reason) or failed for `reason`. */
        const settle = (reason) => {
          if (settled) return;
          settled = true;
          clearTimeout(giveUp);
          if (reason === undefined) open.push(request);
          else fail(reason);
          resolve();
        };
        // A stream that has not sent its first count in 30 s (e.g. queued behind a full balancer) counts as failed.
        const giveUp = setTimeout(() => {
          settle('no first count in 30 s');
          request.destroy();
        }, 30_000);
        request.on('response', (res) => {
          if (res.statusCode !== 200) {
            settle(String(res.statusCode));
            res.resume();
            return;
          }
          res.setEncoding('utf8');
          res.on('data', (chunk) => {
            if (chunk.includes('event: unread')) settle();
          });
          res.on('error', () => undefined);
        });
        request.on('error', () => settle('error'));
        request.end();
      }),
  );
  // A few hundred at a time would be kinder, but browsers open theirs as they come: all at once is the harder case.
  await Promise.all(opening);
  return { open: open.length, failed, reasons, close: () => open.forEach((r) => r.destroy()) };
}

export async function runCapacity({
  baseUrl,
  databaseUrl,
  browsers: count,
  seconds = 60,
  warmupSeconds = 20,
  pids = [],
  streams = false,
  streamUrls = [baseUrl],
}) {
  const browsers = await prepareBrowsers(databaseUrl, count);
  let streamReport = null;
  let held = null;
  if (streams) {
    const rssBefore = pids.map((pid) => rssOf(pid) ?? 0);
    const started = performance.now();
    held = await openStreams(
      streamUrls.map((u) => new URL(u)),
      browsers,
    );
    // Let the processes settle (the first counts are sent, buffers freed) before reading their memory.
    await new Promise((r) => setTimeout(r, 2_000));
    const rssWith = pids.map((pid) => rssOf(pid) ?? 0);
    const grown = rssWith.reduce((a, b) => a + b, 0) - rssBefore.reduce((a, b) => a + b, 0);
    streamReport = {
      open: held.open,
      failed: held.failed,
      failedBy: held.reasons,
      openSeconds: Math.round((performance.now() - started) / 100) / 10,
      rssBeforeMiB: rssBefore.map((b) => Math.round(b / 1024 / 1024)),
      rssWithStreamsMiB: rssWith.map((b) => Math.round(b / 1024 / 1024)),
      mibPerThousandStreams: held.open > 0 ? Math.round((grown / 1024 / 1024 / held.open) * 1000 * 10) / 10 : null,
    };
  }
  const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
  const url = new URL(baseUrl);
  const stats = new Map();
  let measuring = false;
  let inFlight = 0;
  const peakRss = new Map(pids.map((pid) => [pid, 0]));
  const rssTimer = setInterval(() => {
    if (!measuring) return;
    for (const pid of pids) peakRss.set(pid, Math.max(peakRss.get(pid), rssOf(pid) ?? 0));
  }, 500);

  const send = (name, path, cookie, dueAt) => {
    inFlight += 1;
    const record = (ok) => {
      inFlight -= 1;
      if (!measuring) return;
      let s = stats.get(name);
      if (!s) stats.set(name, (s = { latencies: [], errors: 0 }));
      if (ok) s.latencies.push(performance.now() - dueAt);
      else s.errors += 1;
    };
    const request = http.request(
      { host: url.hostname, port: url.port, path, agent, headers: { cookie }, timeout: 30_000 },
      (res) => {
        res.resume();
        res.on('end', () => record(res.statusCode === 200));
        res.on('error', () => record(false));
      },
    );
    request.on('timeout', () => request.destroy(new Error('timeout')));
    request.on('error', () => record(false));
    request.end();
  };

  // Every browser's phase per schedule; each schedule walks its browsers in phase order, period after period.
  const timelines = SCHEDULE.filter((schedule) => !streams || schedule !== UNREAD_POLL).map((schedule) => {
    const order = browsers
      .map((browser) => ({ browser, phase: Math.random() * schedule.every, n: Math.floor(Math.random() * 3) }))
      .sort((x, y) => x.phase - y.phase);
    return { schedule, order, index: 0, period: 0 };
  });
  const start = performance.now();
  const end = start + (warmupSeconds + seconds) * 1000;
  await new Promise((resolve) => {
    const tick = () => {
      const now = performance.now();
      measuring = now - start >= warmupSeconds * 1000;
      let nextDue = Infinity;
      for (const timeline of timelines) {
        for (;;) {
          const item = timeline.order[timeline.index];
          const dueAt = start + timeline.period * timeline.schedule.every + item.phase;
          if (dueAt > now) {
            nextDue = Math.min(nextDue, dueAt);
            break;
          }
          const cookie = `portal_session=${item.browser.secret}`;
          for (const [name, path] of timeline.schedule.calls(item.browser, item.n++)) send(name, path, cookie, dueAt);
          timeline.index += 1;
          if (timeline.index === timeline.order.length) {
            timeline.index = 0;
            timeline.period += 1;
          }
        }
      }
      // Wake at the next request's due time (not on a fixed beat, whose wait would count as latency).
      if (now >= end) resolve();
      else setTimeout(tick, Math.max(0, Math.min(nextDue, end) - performance.now()));
    };
    tick();
  });
  measuring = false;
  // Let the last requests finish (their figures are not counted).
  const drainUntil = performance.now() + 30_000;
  while (inFlight > 0 && performance.now() < drainUntil) await new Promise((r) => setTimeout(r, 20));
  clearInterval(rssTimer);
  agent.destroy();
  held?.close();
  await removeBrowsers(databaseUrl);

  const calls = [...stats.entries()]
    .map(([name, s]) => {
      const sorted = s.latencies.sort((x, y) => x - y);
      return {
        call: name,
        requests: sorted.length + s.errors,
        perSecond: Math.round(((sorted.length + s.errors) / seconds) * 10) / 10,
        p50Ms: round(percentile(sorted, 50)),
        p99Ms: round(percentile(sorted, 99)),
        errors: s.errors,
      };
    })
    .sort((x, y) => x.call.localeCompare(y.call));
  const all = [...stats.values()].flatMap((s) => s.latencies).sort((x, y) => x - y);
  const errors = calls.reduce((sum, c) => sum + c.errors, 0);
  return {
    browsers: count,
    seconds,
    requestsPerSecond: Math.round(((all.length + errors) / seconds) * 10) / 10,
    p50Ms: round(percentile(all, 50)),
    p99Ms: round(percentile(all, 99)),
    errors,
    calls,
    peakRssMiB: [...peakRss.values()].map((bytes) => Math.round(bytes / 1024 / 1024)),
    streams: streamReport,
  };
}

function round(ms) {
  return ms === null ? null : Math.round(ms * 10) / 10;
}
