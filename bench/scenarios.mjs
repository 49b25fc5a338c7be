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

/**
 * Signs in as the scale set's first admin and answers the session cookie.
 * @param {string} baseUrl
 */
async function adminSignedIn(baseUrl) {
  const res = await fetch(`${baseUrl}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'beheerder-0001@scale.demo.nl', password: SCALE_PASSWORD }),
  });
  if (!res.ok) throw new Error(`admin sign-in for the bench failed: ${res.status} ${await res.text()}`);
  return { cookie: (res.headers.get('set-cookie') ?? '').split(';')[0] };
}

/** Signs in as one of the scale set's staff logins (`docent-0001`, ...) and answers the session cookie. */
async function staffSignedIn(baseUrl, login) {
  const res = await fetch(`${baseUrl}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: `${login}@scale.demo.nl`, password: SCALE_PASSWORD }),
  });
  if (!res.ok) throw new Error(`${login} sign-in for the bench failed: ${res.status} ${await res.text()}`);
  return { cookie: (res.headers.get('set-cookie') ?? '').split(';')[0] };
}

/** A form of 40 fields of the common types, made once per bench run (as the builder would). */
let benchForm;
async function fortyFieldForm(baseUrl) {
  const { cookie } = await adminSignedIn(baseUrl);
  if (!benchForm) {
    const types = ['text', 'textarea', 'number', 'choicelist', 'date', 'likert', 'internship-type', 'file-upload'];
    const fields = Array.from({ length: 40 }, (_, i) => {
      const type = types[i % types.length];
      return {
        id: `new-field-${i}`,
        type,
        label: `Vraag ${i + 1}`,
        required: i % 3 === 0,
        options: type === 'choicelist' ? [{ label: 'Ja' }, { label: 'Nee' }, { label: 'Weet niet' }] : [],
        metadata:
          type === 'likert'
            ? { rows: ['Communicatie', 'Samenwerking', 'Organisatie'], columns: ['Onvoldoende', 'Voldoende', 'Goed'] }
            : type === 'date'
              ? { range: true, time: false }
              : {},
      };
    });
    const res = await fetch(`${baseUrl}/api/forms`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify({ title: `Benchformulier ${Date.now()}`, fields }),
    });
    if (res.status !== 201) throw new Error(`bench form: ${res.status} ${await res.text()}`);
    benchForm = await res.json();
  }
  return { cookie, form: benchForm };
}

/**
 * The participant among the first 50 whose agenda (past month and ahead) holds the most sessions, signed in; with a
 * personal feed address made for them. Found once per bench run.
 */
let busiest;
async function busiestAgenda(baseUrl, dataSet) {
  if (busiest) return busiest;
  let best;
  for (let n = 1; n <= Math.min(dataSet.participants, 50); n++) {
    const res = await fetch(`${baseUrl}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: participantEmail(n, dataSet.participants), password: SCALE_PASSWORD }),
    });
    if (!res.ok) continue;
    const cookie = (res.headers.get('set-cookie') ?? '').split(';')[0];
    const account = await (await fetch(`${baseUrl}/api/users/account`, { headers: { cookie } })).json();
    const path = `/api/users/${account.id}/schedule?includePastItems=1`;
    const { totalItems } = await (await fetch(`${baseUrl}${path}`, { headers: { cookie } })).json();
    if (!best || totalItems > best.totalItems) best = { cookie, path, totalItems, userId: account.id };
  }
  if (!best) throw new Error('bench: no participant could sign in');
  const made = await fetch(`${baseUrl}/api/users/${best.userId}/schedule/icalendar?manual=true`, {
    headers: { cookie: best.cookie },
  });
  if (!made.ok) throw new Error(`bench: feed address: ${made.status} ${await made.text()}`);
  const feedUrl = new URL((await made.json()).data.url);
  console.log(`bench: agenda of ${best.userId}: ${best.totalItems} sessions`);
  busiest = {
    schedule: { cookie: best.cookie, path: best.path },
    feed: { path: `${feedUrl.pathname}${feedUrl.search}` },
  };
  return busiest;
}

/**
 * Participant 1 signed in, one of their practical assignments, and a pool of 150 new assignments of a container
 * with a form (made through the API as the practical tab does), each with its own entry and a text field to save.
 */
let practical;
async function practicalAssignments(baseUrl, dataSet) {
  if (practical) return practical;
  const { cookie } = await signedIn(baseUrl, dataSet);
  const account = await (await fetch(`${baseUrl}/api/users/account`, { headers: { cookie } })).json();
  const education = account.educations.find((e) => !e.furtherEducation) ?? account.educations[0];
  const { items } = await (
    await fetch(`${baseUrl}/api/education/${education.id}/practical-modules`, { headers: { cookie } })
  ).json();
  const module = items.find((m) => m.assignmentContainers.some((c) => c.formId) && m.assignments.length > 0);
  if (!module) throw new Error('bench: participant 1 has no practical module with assignments and a form');
  const container = module.assignmentContainers.find((c) => c.formId);
  const pool = [];
  for (let i = 0; i < 150; i++) {
    const res = await fetch(`${baseUrl}/api/module/${module.id}/assignments`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify({ containerId: container.id }),
    });
    if (res.status !== 201) throw new Error(`bench assignment: ${res.status} ${await res.text()}`);
    const assignment = await res.json();
    const field = assignment.form.fields.find(
      (f) =>
        (f.type === 'textarea' || f.type === 'text') &&
        f.roles.includes('ROLE_PARTICIPANT') &&
        !f.metadata?.type?.match(/email|url/),
    );
    if (!field) throw new Error('bench: the container form has no text field for the participant');
    pool.push({ id: assignment.id, entryId: assignment.ownEntryId, revision: 1, fieldId: field.id });
  }
  practical = { cookie, assignments: { existing: module.assignments[0].id, pool } };
  return practical;
}

/** The first (not further-education) education of a signed-in participant. */
async function firstEducation(baseUrl, cookie) {
  const account = await (await fetch(`${baseUrl}/api/users/account`, { headers: { cookie } })).json();
  const education = account.educations.find((e) => !e.furtherEducation) ?? account.educations[0];
  if (!education) throw new Error('bench: participant 1 has no education');
  return education.id;
}

/** autocannon requests for these paths, each with If-None-Match set to the ETag its answer has now. */
async function conditionalRequests(baseUrl, cookie, paths) {
  const requests = [];
  for (const path of paths) {
    const res = await fetch(`${baseUrl}${path}`, { headers: { cookie } });
    const etag = res.headers.get('etag');
    if (!res.ok || !etag) throw new Error(`bench: ${path} answered ${res.status} without an ETag`);
    requests.push({ method: 'GET', path, headers: { cookie, 'if-none-match': etag } });
  }
  return requests;
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
  {
    // A teacher's /modulen (spec 3 "Educator modules list"): the first page of their current events with their
    // write permission; the goal is p99 <= 25 ms at 20 connections.
    name: "educator-events (GET /api/educator-events?page=1): a teacher's current events, 20 connections",
    path: '/api/educator-events?page=1',
    connections: 20,
    setup: (baseUrl) => staffSignedIn(baseUrl, 'docent-0001'),
  },
  {
    // A teacher's /beoordelingen (spec 3 "Evaluations overview"): the first page of what waits for their
    // assessment (default filter in review) among every assignment they evaluate. Goal p99 <= 50 ms at 20 connections.
    name: "evaluations (GET /api/educators/assignments): a teacher's in-review list, 20 connections",
    path: '/api/educators/assignments?page=1&perPage=10',
    connections: 20,
    setup: (baseUrl) => staffSignedIn(baseUrl, 'docent-0001'),
  },
  {
    // The same list narrowed to one module (the Module filter's choice): the teacher's module with most in review.
    name: 'evaluations-module (GET /api/educators/assignments?filters[module]=...): one module, 20 connections',
    path: '/api/educators/assignments?page=1&perPage=10&filters%5Bmodule%5D={module}',
    connections: 20,
    setup: async (baseUrl) => {
      const { cookie } = await staffSignedIn(baseUrl, 'docent-0001');
      const res = await fetch(`${baseUrl}/api/educators/assignments?page=1&perPage=100`, { headers: { cookie } });
      if (!res.ok) throw new Error(`evaluations list for the bench failed: ${res.status} ${await res.text()}`);
      const counts = new Map();
      for (const row of (await res.json()).items) counts.set(row.module.id, (counts.get(row.module.id) ?? 0) + 1);
      const [module] = [...counts.entries()].sort((a, b) => b[1] - a[1])[0] ?? [];
      if (!module) throw new Error('docent-0001 has nothing in review in the scale set');
      return { cookie, path: `/api/educators/assignments?page=1&perPage=10&filters%5Bmodule%5D=${module}` };
    },
  },
  {
    // A program assistant's /modulen: every current event, searched (what the search box sends after 300 ms).
    name: 'educator-events-all (GET /api/educator-events?query=...): every current event, searched, 20 connections',
    path: '/api/educator-events?page=1&query=terugkom',
    connections: 20,
    setup: (baseUrl) => staffSignedIn(baseUrl, 'programma-assistent-0001'),
  },
  {
    // The builder's overview (/formulieren): a page of forms with categories, entry count and whether in use.
    name: 'forms-list (GET /api/forms?page=1&perPage=10): the form overview',
    path: '/api/forms?page=1&perPage=10',
    setup: adminSignedIn,
  },
  {
    // The admin's start page (/gebruikers) narrowed to teachers and searched by a name part. The goal is p99 <= 25 ms
    // at 20 connections.
    name: 'users-list (GET /api/users?filters[role]=ROLE_TEACHER&query=docent): role filter and search, 20 connections',
    path: '/api/users?page=1&perPage=10&filters%5Brole%5D=ROLE_TEACHER&query=docent',
    connections: 20,
    setup: adminSignedIn,
  },
  {
    // The same list for participants (thousands of rows): the role filter with a search that matches few.
    name: 'users-list-participants (GET /api/users?filters[role]=ROLE_PARTICIPANT&query=de): a broad role, 20 connections',
    path: '/api/users?page=1&perPage=10&filters%5Brole%5D=ROLE_PARTICIPANT&query=de&order%5Bname%5D=asc',
    connections: 20,
    setup: adminSignedIn,
  },
  {
    name: 'form-detail (GET /api/forms/{id}): a 40-field form with its options',
    path: '/api/forms/{id}',
    setup: async (baseUrl) => {
      const { cookie, form } = await fortyFieldForm(baseUrl);
      return { cookie, path: `/api/forms/${form.id}` };
    },
  },
  {
    // Every filled form autosaves a second after the last keystroke. Each connection keeps to entries of its own
    // (a pool handed round), sending the revision the last answer gave, as a browser does.
    name: 'entry-autosave (PUT an entry of the 40-field form, one changed answer): validate, store, revision',
    method: 'PUT',
    path: '/api/forms/trial-entries/{id}',
    connections: 50,
    setup: async (baseUrl) => {
      const { cookie, form } = await fortyFieldForm(baseUrl);
      const pool = [];
      for (let i = 0; i < 150; i++) {
        const res = await fetch(`${baseUrl}/api/forms/${form.id}/trial-entries`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', cookie },
          body: JSON.stringify({ role: 'ROLE_PARTICIPANT' }),
        });
        if (res.status !== 201) throw new Error(`bench entry: ${res.status} ${await res.text()}`);
        const entry = await res.json();
        pool.push({ id: entry.id, revision: entry.revision });
      }
      const textField = form.fields.find((f) => f.type === 'textarea').id;
      let n = 0;
      return {
        cookie,
        'content-type': 'application/json',
        path: `/api/forms/trial-entries/${pool[0].id}`,
        requests: [
          {
            method: 'PUT',
            setupRequest: (request, context) => {
              const entry = pool.shift();
              context.entry = entry;
              n += 1;
              return {
                ...request,
                path: `/api/forms/trial-entries/${entry.id}`,
                body: JSON.stringify({
                  formData: { [textField]: `Toelichting, versie ${n}: het consult verliep rustig.` },
                  revision: entry.revision,
                  submit: false,
                }),
              };
            },
            onResponse: (status, body, context) => {
              const answer = JSON.parse(body);
              context.entry.revision =
                status === 200 ? answer.revision : (answer.entry?.revision ?? context.entry.revision);
              pool.push(context.entry);
            },
          },
        ],
      };
    },
  },
  {
    // The participant's education page (/onderwijs/{id}): the education, then the institute and practical module
    // lists with assignments, containers, presence items and registrations, cycled in that order per connection.
    name: 'education-page (GET /api/education/{id} + institute-education-modules + practical-modules)',
    path: '/api/education/{id}',
    connections: 20,
    setup: async (baseUrl, dataSet) => {
      const { cookie } = await signedIn(baseUrl, dataSet);
      const account = await (await fetch(`${baseUrl}/api/users/account`, { headers: { cookie } })).json();
      const education = account.educations.find((e) => !e.furtherEducation) ?? account.educations[0];
      if (!education) throw new Error('bench: participant 1 has no education');
      const base = `/api/education/${education.id}`;
      return {
        cookie,
        path: base,
        requests: [
          { method: 'GET', path: base },
          { method: 'GET', path: `${base}/institute-education-modules` },
          { method: 'GET', path: `${base}/practical-modules` },
        ],
      };
    },
  },
  {
    // The Portfolio tab (/onderwijs/{id}#tab=portfolio): the portfolio modules (EPA, guidance, requests) with their
    // levels, points and assignments. Goal p99 <= 25 ms at 20 connections.
    name: 'portfolio-modules (GET /api/education/{id}/portfolio-modules): the Portfolio tab, 20 connections',
    path: '/api/education/{id}/portfolio-modules',
    connections: 20,
    setup: async (baseUrl, dataSet) => {
      const { cookie } = await signedIn(baseUrl, dataSet);
      const account = await (await fetch(`${baseUrl}/api/users/account`, { headers: { cookie } })).json();
      const education = account.educations.find((e) => !e.furtherEducation) ?? account.educations[0];
      if (!education) throw new Error('bench: participant 1 has no education');
      return { cookie, path: `/api/education/${education.id}/portfolio-modules` };
    },
  },
  {
    // The same education page seen again unchanged, as the web app's fetch layer asks it (If-None-Match with the ETag
    // it kept): each call answers 304 after one read of the education's change counter (issue 30).
    name: 'education-page-304 (the three education page calls again, unchanged: If-None-Match, 304)',
    path: '/api/education/{id}',
    connections: 20,
    expectStatus: 304,
    setup: async (baseUrl, dataSet) => {
      const { cookie } = await signedIn(baseUrl, dataSet);
      const base = `/api/education/${await firstEducation(baseUrl, cookie)}`;
      const paths = [base, `${base}/institute-education-modules`, `${base}/practical-modules`];
      return { cookie, path: base, requests: await conditionalRequests(baseUrl, cookie, paths) };
    },
  },
  {
    // The Portfolio tab seen again unchanged (If-None-Match, 304).
    name: 'portfolio-modules-304 (GET /api/education/{id}/portfolio-modules again, unchanged: 304), 20 connections',
    path: '/api/education/{id}/portfolio-modules',
    connections: 20,
    expectStatus: 304,
    setup: async (baseUrl, dataSet) => {
      const { cookie } = await signedIn(baseUrl, dataSet);
      const path = `/api/education/${await firstEducation(baseUrl, cookie)}/portfolio-modules`;
      return { cookie, path, requests: await conditionalRequests(baseUrl, cookie, [path]) };
    },
  },
  {
    // The assignment page (/onderwijs/opdracht/{id}): the assignment with its form, entries, messages, evaluators and
    // choosable evaluators, for one of participant 1's practical assignments. Goal p99 <= 30 ms at 50 connections.
    name: 'assignment-page (GET /api/assignment/{id}): form, entries, messages, evaluators',
    path: '/api/assignment/{id}',
    connections: 50,
    setup: async (baseUrl, dataSet) => {
      const { cookie, assignments } = await practicalAssignments(baseUrl, dataSet);
      return { cookie, path: `/api/assignment/${assignments.existing}` };
    },
  },
  {
    // An assignment's autosave: each connection keeps to assignments of its own (a pool of 150 made for the bench),
    // sending the revision the last save gave. Goal p99 <= 30 ms at 50 connections.
    name: 'assignment-autosave (POST /api/assignment/{id}/entries/{entryId}, one changed answer)',
    method: 'POST',
    path: '/api/assignment/{id}/entries/{entryId}',
    connections: 50,
    setup: async (baseUrl, dataSet) => {
      const { cookie, assignments } = await practicalAssignments(baseUrl, dataSet);
      const pool = [...assignments.pool];
      let n = 0;
      return {
        cookie,
        'content-type': 'application/json',
        path: `/api/assignment/${pool[0].id}/entries/${pool[0].entryId}`,
        requests: [
          {
            method: 'POST',
            setupRequest: (request, context) => {
              const item = pool.shift();
              context.item = item;
              n += 1;
              return {
                ...request,
                path: `/api/assignment/${item.id}/entries/${item.entryId}`,
                body: JSON.stringify({
                  formData: { [item.fieldId]: `Beschrijving, versie ${n}: het consult verliep rustig.` },
                  revision: item.revision,
                  autoSave: true,
                }),
              };
            },
            onResponse: (status, body, context) => {
              const answer = JSON.parse(body);
              context.item.revision =
                status === 200 ? answer.revision : (answer.entry?.revision ?? context.item.revision);
              pool.push(context.item);
            },
          },
        ],
      };
    },
  },
  {
    // The agenda (/agenda): the participant's sessions from a month back and the year ahead, for the participant of
    // the first 50 with the most items. The goal is p99 <= 25 ms at 20 connections.
    name: 'schedule (GET /api/users/{id}/schedule?includePastItems=1): a participant with a year of sessions',
    path: '/api/users/{id}/schedule?includePastItems=1',
    connections: 20,
    setup: async (baseUrl, dataSet) => (await busiestAgenda(baseUrl, dataSet)).schedule,
  },
  {
    // The same agenda as a calendar client polls it: the personal feed by its token, no session, no ETag kept.
    name: 'schedule-feed (GET /api/users/{id}/schedule/icalendar?token=...): the iCalendar feed of that participant',
    path: '/api/users/{id}/schedule/icalendar?token=...',
    connections: 20,
    setup: async (baseUrl, dataSet) => (await busiestAgenda(baseUrl, dataSet)).feed,
  },
  {
    // The 'Kies uitvoering' dialog: upcoming events of a module's code with sessions, places and the overlap flag.
    name: 'events-available (GET /api/module/{id}/event/available): the registration dialog',
    path: '/api/module/{id}/event/available',
    connections: 20,
    setup: async (baseUrl, dataSet) => {
      const { cookie } = await signedIn(baseUrl, dataSet);
      const account = await (await fetch(`${baseUrl}/api/users/account`, { headers: { cookie } })).json();
      for (const education of account.educations) {
        const modules = await (
          await fetch(`${baseUrl}/api/education/${education.id}/modules`, { headers: { cookie } })
        ).json();
        const module = modules.items.find((m) => m.eventRegistrationAllowed);
        if (module) return { cookie, path: `/api/module/${module.id}/event/available` };
      }
      throw new Error('bench: participant 1 has no module open for registration');
    },
  },
  {
    // Workshop changes under contention: every connection changes the same participant's choice in one event, so
    // all requests queue on that event's row lock (the lock that keeps registrations from overselling). The choice
    // alternates between two workshops of one time group with room, so the data stays valid.
    name: 'workshops-contention (PUT /api/module/{id}/event/{eventId}/workshops): one event, row lock',
    method: 'PUT',
    path: '/api/module/{id}/event/{eventId}/workshops',
    connections: 20,
    setup: async (baseUrl, dataSet) => {
      for (let n = 1; n <= Math.min(dataSet.participants, 200); n++) {
        const res = await fetch(`${baseUrl}/api/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email: participantEmail(n, dataSet.participants), password: SCALE_PASSWORD }),
        });
        if (!res.ok) continue;
        const cookie = (res.headers.get('set-cookie') ?? '').split(';')[0];
        const get = async (path) => (await fetch(`${baseUrl}${path}`, { headers: { cookie } })).json();
        const account = await get('/api/users/account');
        for (const education of account.educations) {
          const modules = await get(`/api/education/${education.id}/modules`);
          for (const module of modules.items) {
            for (const ref of module.events) {
              if (!ref.workshops || !ref.workshopsEditableUntil || new Date(ref.workshopsEditableUntil) < new Date()) {
                continue;
              }
              const event = await get(`/api/module/${module.id}/event/${ref.id}`);
              const groups = new Map();
              for (const s of event.sessions) {
                if (!s.workshop || s.past) continue;
                const free =
                  s.workshopRegisteredFor || s.workshopRegistrationCount < (s.workshopMaxParticipants ?? 1e9);
                if (free) groups.set(s.timeGroup, [...(groups.get(s.timeGroup) ?? []), s.id]);
              }
              const pair = [...groups.values()].find((ids) => ids.length >= 2);
              if (!pair) continue;
              const path = `/api/module/${module.id}/event/${event.id}/workshops`;
              let k = 0;
              return {
                cookie,
                'content-type': 'application/json',
                path,
                requests: [
                  {
                    method: 'PUT',
                    setupRequest: (request) => ({
                      ...request,
                      path,
                      body: JSON.stringify({ workshopIds: [pair[k++ % 2]] }),
                    }),
                  },
                ],
              };
            }
          }
        }
      }
      throw new Error('bench: no participant with an editable workshop choice of two free workshops');
    },
  },
];
