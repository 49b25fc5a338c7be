import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { APIRequestContext, Browser, Page, Request, Response } from '@playwright/test';
import ts from 'typescript';
import { expect, test } from './fixtures';
import { expectNoRowControlsOutsideViewport } from './support/layout-guard';
import { CASES, MULTI_ITEMS } from './support/navigation-items';
import { signIn } from './support/sign-in';
import { isXssItem } from './support/xss-items';

// Issue 29: every demo login opens every screen its role may open, on the demo start (the same build and seed as
// `npm start`): the landing route of its view, every entry of its navigation and every screen of the router it may
// open, with ids the API hands that user. On each: its heading, no error page, no 5xx answer, no console error, axe
// clean, and every row control of every table within the screen's width (e2e/support/layout-guard.ts); all of it on
// a phone too, where every entry of its menu is also followed from the menu drawer. The tables below are checked against the web router itself, so a screen that joins the router but no table
// fails here. The shared checks of every screen are in `visit()`.

type Login = 'beheerder' | 'assistent' | 'docent' | 'praktijkopleider' | 'opleider' | 'deelnemer' | 'elearning';
/** A demo login in one of its views (multi@demo.nl is both a teacher and a participant). */
type Who = Login | 'multi-opleider' | 'multi-deelnemer';

/** An id for a route parameter, asked from the API as the signed-in user (null: the user has none). */
type IdSource = (api: Api) => Promise<Record<string, string>>;

interface Screen {
  /** The route pattern as the router writes it. */
  pattern: string;
  /** The ids of its parameters, fetched as the user. */
  ids?: IdSource;
  /** The text of the screen's main heading (h1); `/.+/` where it is the name of the item shown (a person, a title). */
  heading: string | RegExp;
}

/** GETs a JSON answer as the signed-in user (the page's cookies); fails with the answer when it is not 200. */
class Api {
  constructor(private readonly request: APIRequestContext) {}
  async get<T>(path: string): Promise<T> {
    const res = await this.request.get(path);
    expect(res.status(), `GET ${path}: ${(await res.text()).slice(0, 200)}`).toBe(200);
    return (await res.json()) as T;
  }
  /** The list's first item that is not one of xss.spec's (see support/xss-items.ts). */
  async firstItem<T extends { id: string; title?: string }>(path: string): Promise<T> {
    const { items } = await this.get<{ items: T[] }>(path);
    const item = items.find((candidate) => !isXssItem(candidate));
    expect(item, `GET ${path} has an item`).toBeDefined();
    return item!;
  }
}

interface Account {
  id: string;
  educations: { id: string; furtherEducation: boolean }[];
}
const account = (api: Api) => api.get<Account>('/api/users/account');

// How each kind of id is found.
const ids = {
  education: async (api: Api) => ({ id: (await account(api)).educations[0]!.id }),
  educationMaterial: async (api: Api) => ({ educationId: (await account(api)).educations[0]!.id }),
  participantAssignment: async (api: Api) => {
    const education = (await account(api)).educations.find((e) => !e.furtherEducation)!;
    const { items } = await api.get<{ items: { id: string }[] }>(`/api/education/${education.id}/modules`);
    for (const module of items) {
      const { assignments } = await api.get<{ assignments: { id: string }[] }>(`/api/module/${module.id}`);
      if (assignments[0]) return { id: assignments[0].id };
    }
    throw new Error('the participant has no assignment');
  },
  evaluation: async (api: Api) => ({ id: (await api.firstItem('/api/educators/assignments')).id }),
  user: async (api: Api) => ({ id: (await api.firstItem('/api/users?page=1&perPage=10')).id }),
  userEducation: async (api: Api) => {
    const { items } = await api.get<{ items: { educations: { id: string }[] }[] }>(
      '/api/users?page=1&perPage=100&filters[role]=ROLE_PARTICIPANT',
    );
    const withEducation = items.find((u) => u.educations.length > 0);
    expect(withEducation, 'a participant with an education').toBeDefined();
    return { id: withEducation!.educations[0]!.id };
  },
  userEducator: async (api: Api) => ({
    id: (await api.firstItem('/api/users?page=1&perPage=10&filters[role]=ROLE_INSTITUTE_EDUCATOR')).id,
  }),
  form: async (api: Api) => ({ id: (await api.firstItem('/api/forms?page=1&perPage=10')).id }),
  // Pages of 100: xss.spec's 72 items may come first.
  news: async (api: Api) => ({ id: (await api.firstItem('/api/news?page=1&perPage=100')).id }),
  managedNews: async (api: Api) => ({ id: (await api.firstItem('/api/news/management?page=1&perPage=100')).id }),
  faq: async (api: Api) => ({ id: (await api.firstItem('/api/faqs?page=1&perPage=9999')).id }),
  syncIssue: async (api: Api) => ({ id: (await api.firstItem('/api/afas/sync/issues?page=1&perPage=10')).id }),
  myParticipant: async (api: Api) => {
    const item = await api.firstItem<{ id: string; educations?: { id: string }[] }>(
      '/api/my-participants?page=1&perPage=10',
    );
    return { id: item.educations?.[0]?.id ?? item.id };
  },
  newsPage: async () => ({ page: '1' }),
} satisfies Record<string, IdSource>;

// Screens every signed-in user may open.
const COMMON: Screen[] = [
  { pattern: '/informatie', heading: 'Informatie' },
  { pattern: '/informatie/nieuws/pagina/:page', ids: ids.newsPage, heading: 'Nieuws' },
  { pattern: '/informatie/nieuws/:id', ids: ids.news, heading: /.+/ },
  { pattern: '/account', heading: 'Profiel' },
  { pattern: '/mijn-bijdrageverzoeken', heading: 'Mijn bijdrageverzoeken' },
];

const EVALUATIONS: Screen[] = [
  { pattern: '/agenda', heading: 'Agenda' },
  { pattern: '/beoordelingen', heading: 'Beoordelingen' },
  { pattern: '/beoordelingen/:id', ids: ids.evaluation, heading: /.+/ },
  { pattern: '/onderwijs/opdracht/:id/bekijken', ids: ids.evaluation, heading: /.+/ },
];
const USERS: Screen[] = [
  { pattern: '/gebruikers', heading: 'Gebruikers' },
  { pattern: '/gebruikers/:id', ids: ids.user, heading: /.+/ },
  { pattern: '/gebruikers/onderwijs/:id', ids: ids.userEducation, heading: /.+/ },
  { pattern: '/gebruikers/opleider/:id', ids: ids.userEducator, heading: /.+/ },
];
const FORMS: Screen[] = [
  { pattern: '/formulieren', heading: 'Formulieren' },
  { pattern: '/formulieren/aanmaken', heading: 'Formulier aanmaken' },
  { pattern: '/formulieren/:id', ids: ids.form, heading: 'Formulier bewerken' },
  { pattern: '/formulieren/:id/bekijken', ids: ids.form, heading: /.+/ },
  { pattern: '/formulieren/:id/proefinvullen', ids: ids.form, heading: /.+/ },
];
const NEWS_MANAGEMENT: Screen[] = [
  { pattern: '/nieuwsbeheer', heading: 'Nieuwsbeheer' },
  { pattern: '/nieuwsbeheer/toevoegen', heading: 'Toevoegen' },
  { pattern: '/nieuwsbeheer/bewerken/:id', ids: ids.managedNews, heading: 'Bewerken' },
];
const MODULES: Screen[] = [{ pattern: '/modulen', heading: 'Modulen' }];
const MY_PARTICIPANTS: Screen[] = [
  { pattern: '/mijn-deelnemers', heading: 'Mijn deelnemers' },
  { pattern: '/mijn-deelnemers/:id', ids: ids.myParticipant, heading: /.+/ },
];
const PARTICIPANT: Screen[] = [
  { pattern: '/onderwijs/:id', ids: ids.education, heading: /.+/ },
  { pattern: '/onderwijs/opdracht/:id', ids: ids.participantAssignment, heading: /.+/ },
  { pattern: '/onderwijs/opdracht/:id/bekijken', ids: ids.participantAssignment, heading: /.+/ },
  { pattern: '/agenda', heading: 'Agenda' },
];

interface Role {
  email: string;
  /** Where signing in (or switching to this view) lands. */
  landing: RegExp;
  /** The view to switch to after signing in (its menu item), when it is not the first. */
  switchTo?: string;
  screens: Screen[];
}

const ROLES: Record<Who, Role> = {
  beheerder: {
    email: 'beheerder@demo.nl',
    landing: /\/gebruikers$/,
    screens: [
      ...COMMON,
      ...USERS,
      { pattern: '/gebruikers/:id/bewerken', ids: ids.user, heading: 'Gebruiker bewerken' },
      ...FORMS,
      ...NEWS_MANAGEMENT,
      ...MODULES,
      { pattern: '/beoordelingen', heading: 'Beoordelingen' },
      { pattern: '/api-keys', heading: 'API keys' },
      { pattern: '/afas/synchronisatie-issues', heading: 'Synchronisatie issues' },
      { pattern: '/afas/synchronisatie-issues/:id', ids: ids.syncIssue, heading: /^Synchronisatie issue \d+$/ },
      { pattern: '/informatie/faq-beheer', heading: 'FAQ beheer' },
      { pattern: '/informatie/faq-beheer/aanmaken', heading: 'Aanmaken' },
      { pattern: '/informatie/faq-beheer/:id', ids: ids.faq, heading: 'Bewerken' },
    ],
  },
  assistent: {
    email: 'assistent@demo.nl',
    landing: /\/agenda$/,
    screens: [...COMMON, ...EVALUATIONS, ...USERS, ...FORMS, ...NEWS_MANAGEMENT, ...MODULES, ...MY_PARTICIPANTS],
  },
  docent: { email: 'docent@demo.nl', landing: /\/agenda$/, screens: [...COMMON, ...EVALUATIONS, ...MODULES] },
  praktijkopleider: {
    email: 'praktijkopleider@demo.nl',
    landing: /\/agenda$/,
    screens: [...COMMON, ...EVALUATIONS, ...MY_PARTICIPANTS],
  },
  opleider: {
    email: 'opleider@demo.nl',
    landing: /\/agenda$/,
    screens: [...COMMON, ...EVALUATIONS, ...MY_PARTICIPANTS, ...MODULES],
  },
  // The participant's start is the education page at '/' itself; switching to the participant view goes to one.
  deelnemer: { email: 'deelnemer@demo.nl', landing: /:\d+\/$/, screens: [...COMMON, ...PARTICIPANT] },
  elearning: {
    email: 'elearning@demo.nl',
    landing: /\/e-learnings$/,
    screens: [...COMMON, { pattern: '/e-learnings', heading: 'Gratis E-Learnings' }],
  },
  'multi-opleider': { email: 'multi@demo.nl', landing: /\/agenda$/, screens: [...COMMON, ...EVALUATIONS, ...MODULES] },
  'multi-deelnemer': {
    email: 'multi@demo.nl',
    landing: /\/onderwijs\/[0-9a-f-]{36}$/,
    switchTo: 'Deelnemer weergave',
    screens: [...COMMON, ...PARTICIPANT],
  },
};

/** Screens anyone may open signed out (their heading). */
const PUBLIC: Screen[] = [
  { pattern: '/', heading: 'Inloggen' },
  { pattern: '/wachtwoord-vergeten', heading: 'Wachtwoord vergeten' },
  // Without the token of an activation mail the page sends the visitor to the login page (the activation itself:
  // e2e/account-recovery.spec.ts).
  { pattern: '/activeren', heading: 'Inloggen' },
  { pattern: '/verificatiemethode-wijzigen', heading: 'Verificatiemethode wijzigen' },
];

/** Routes of the router that are no screen of a role, and why. */
const NOT_A_ROLE_SCREEN: Record<string, string> = {
  '/': "the login page signed out (PUBLIC), the landing route of each view's start signed in",
  '*': 'the not-found page (e2e/not-found.spec.ts)',
  '/informatie/nieuws': 'sends the browser on to /informatie/nieuws/pagina/1',
  '/e-learnings/moodle': "hands the browser over to the learning platform's start page (no screen of its own)",
  '/onderwijs/:educationId/leermateriaal': 'hands over to the learning platform (e2e/education-material.spec.ts)',
  '/onderwijs/:educationId/evenement/:eventId/leermateriaal': 'hands over to the learning platform',
  '/onderwijs/:educationId/inhaal-evenement/:eventId/leermateriaal': 'hands over to the learning platform',
  '/agenda/user/:userId/evenement/:eventId/leermateriaal': 'hands over to the learning platform',
  '/modulen/user/:userId/evenement/:eventId/leermateriaal': 'hands over to the learning platform',
  '/notificaties/:id/leermateriaal': 'hands over to the learning platform',
};

/** The paths of the web router (apps/web/src/app/router.tsx), read from its source: every `path` and `index`. */
function routerPaths(): string[] {
  const file = join(dirname(test.info().config.configFile!), 'apps', 'web', 'src', 'app', 'router.tsx');
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const paths = new Set<string>();
  const property = (node: ts.ObjectLiteralExpression, name: string) =>
    node.properties.find(
      (p): p is ts.PropertyAssignment => ts.isPropertyAssignment(p) && p.name.getText(source) === name,
    )?.initializer;
  const walk = (node: ts.Node, parent: string): void => {
    if (!ts.isObjectLiteralExpression(node)) {
      node.forEachChild((child) => walk(child, parent));
      return;
    }
    const path = property(node, 'path');
    const own = path && ts.isStringLiteral(path) ? path.text : undefined;
    const full = own === undefined ? parent : own === '*' ? '*' : `${parent.replace(/\/$/, '')}/${own}`;
    if (own !== undefined || property(node, 'index')) paths.add(full || '/');
    const children = property(node, 'children');
    if (children) walk(children, full);
  };
  const routes = source.statements.find(
    (s): s is ts.VariableStatement => ts.isVariableStatement(s) && s.getText(source).includes('routes'),
  );
  walk(routes!, '');
  return [...paths];
}

test.describe('every route of the router is a role screen, a public screen or explained', () => {
  test('no route is forgotten', () => {
    const covered = new Set([
      ...Object.values(ROLES).flatMap((role) => role.screens.map((s) => s.pattern)),
      ...PUBLIC.map((s) => s.pattern),
      ...Object.keys(NOT_A_ROLE_SCREEN),
    ]);
    const paths = routerPaths();
    expect(paths.length, 'routes read from the router').toBeGreaterThan(30);
    expect(paths.filter((path) => !covered.has(path))).toEqual([]);
  });
});

/** Fills a route pattern with ids. */
function fill(pattern: string, values: Record<string, string>): string {
  return pattern.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    expect(values[name], `an id for :${name} of ${pattern}`).toBeDefined();
    return encodeURIComponent(values[name]!);
  });
}

/** Sign-ins kept per login and view for this worker (the storage state of a signed-in browser). */
const signedIn = new Map<Who, Awaited<ReturnType<Awaited<ReturnType<Browser['newContext']>>['storageState']>>>();

async function storageFor(browser: Browser, who: Who, baseURL: string) {
  const kept = signedIn.get(who);
  if (kept) return kept;
  const role = ROLES[who];
  const context = await browser.newContext({ baseURL, locale: 'nl-NL', timezoneId: 'Europe/Amsterdam' });
  const page = await context.newPage();
  await signIn(page, role.email);
  if (role.switchTo) {
    await page.getByRole('button', { name: 'Annemijn Bos' }).click();
    await page.getByRole('menuitem', { name: role.switchTo }).click();
  }
  await expect(page).toHaveURL(role.landing);
  const state = await context.storageState();
  await context.close();
  signedIn.set(who, state);
  return state;
}

/** Calls to the API still under way on the page (a stream held open, such as an event source, is not counted). */
function callsInFlight(page: Page): () => number {
  const open = new Set<Request>();
  const isCall = (req: Request) =>
    new URL(req.url()).pathname.startsWith('/api/') && req.resourceType() !== 'eventsource';
  page.on('request', (req) => {
    if (isCall(req)) open.add(req);
  });
  const done = (req: Request) => open.delete(req);
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return () => open.size;
}

/**
 * How a journey reaches a screen:
 * - `load`: as a link from elsewhere or a bookmark does, a full page load of the path (the app starts on that route);
 * - `in-app`: as a click on a link inside the portal does, a history push the router follows (the app keeps running).
 * The desktop journeys load every screen, the phone journeys open each in the app: both ways in are proven for every
 * screen of every role, and on a phone the app and axe are not evaluated again for each screen.
 */
type Way = 'load' | 'in-app';

/**
 * Opens a path. In the app, the journey waits until the new screen has taken the focus: after a client-side
 * navigation the app moves it to the new screen's heading (or the screen focuses a field itself), which it does only
 * once the router shows the new path. Until then the screen before may still be on view, with a heading of its own
 * (or the very same heading element, where two routes share a component).
 */
async function open(page: Page, path: string, way: Way): Promise<void> {
  if (way === 'load') {
    await page.goto(path);
    return;
  }
  const pushed = await page.evaluate((to) => {
    // Already there (the screen before sent the browser on to this one, as a finished assignment's page does).
    if (`${window.location.pathname}${window.location.search}` === to) return false;
    (document.activeElement as HTMLElement | null)?.blur();
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
    return true;
  }, path);
  if (!pushed) return;
  await expect
    .poll(
      () =>
        page.evaluate(() => {
          const focused = document.activeElement;
          return !!focused && focused !== document.body && !!document.getElementById('main')?.contains(focused);
        }),
      { message: `${path} took the focus (the app shows the new screen)`, intervals: [20, 50, 100] },
    )
    .toBe(true);
}

/**
 * Opens a path and checks the screen once its calls have ended: its heading, no error page, no 5xx answer and no
 * console error while it loaded, and axe. One page per login opens all its screens: the browser keeps the app's
 * hashed chunks, so a screen after the first costs a few hundred milliseconds instead of a new browser context.
 */
async function visit(
  page: Page,
  path: string,
  heading: string | RegExp,
  consoleProblems: string[],
  checkA11y: (label?: string) => Promise<void>,
  inFlight: () => number,
  way: Way,
): Promise<void> {
  const serverErrors: string[] = [];
  const onResponse = (res: Response) => {
    if (res.status() >= 500) serverErrors.push(`${res.request().method()} ${res.url()} ${res.status()}`);
  };
  page.on('response', onResponse);
  const before = consoleProblems.length;
  await open(page, path, way);
  const h1 = page.getByRole('heading', { level: 1 });
  await expect(h1.first(), `the heading of ${path}`).toHaveText(heading);
  await expect.poll(inFlight, { message: `calls of ${path} still under way`, intervals: [20, 50, 100] }).toBe(0);
  await expect(page.getByText('Oeps! Er is iets fout gegaan')).toHaveCount(0);
  await expect(page.getByText('Pagina niet gevonden')).toHaveCount(0);
  await checkA11y(path);
  await expectNoRowControlsOutsideViewport(page, path);
  page.off('response', onResponse);
  expect(serverErrors, `5xx answers on ${path}`).toEqual([]);
  expect(consoleProblems.slice(before), `console errors on ${path}`).toEqual([]);
}

// On both projects: a phone shows other markup (cards for tables, full-screen dialogs, the menu drawer), so every
// screen is scanned and measured there too.
test.describe('every role, every screen, on the demo start', () => {
  test('signed out: every public screen', async ({ page, consoleProblems, checkA11y }) => {
    const inFlight = callsInFlight(page);
    for (const screen of PUBLIC) {
      await test.step(screen.pattern, () =>
        visit(page, screen.pattern, screen.heading, consoleProblems, checkA11y, inFlight, 'load'),
      );
    }
  });

  // One journey per login: its start, then every screen of its role, in one page.
  for (const [who, role] of Object.entries(ROLES) as [Who, Role][]) {
    test.describe(who, () => {
      test.use({
        storageState: async ({ browser, baseURL }, use) => use(await storageFor(browser, who, baseURL!)),
      });

      test(`its view's start, then every screen of its role`, async ({
        page,
        consoleProblems,
        checkA11y,
        isMobile,
      }) => {
        // A loaded machine has needed up to 4 s for a screen and its scan.
        test.setTimeout(30_000 + role.screens.length * 8_000);
        const inFlight = callsInFlight(page);
        await test.step('start', async () => {
          await page.goto('/');
          await expect(page).toHaveURL(role.landing);
          await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
          await expect
            .poll(inFlight, { message: 'calls of the start still under way', intervals: [20, 50, 100] })
            .toBe(0);
          await checkA11y(`${who}'s start`);
          await expectNoRowControlsOutsideViewport(page, `${who}'s start`);
          expect(consoleProblems).toEqual([]);
        });
        const api = new Api(page.request);
        for (const screen of role.screens) {
          await test.step(screen.pattern, async () => {
            const values = screen.ids ? await screen.ids(api) : {};
            const path = fill(screen.pattern, values);
            await visit(page, path, screen.heading, consoleProblems, checkA11y, inFlight, isMobile ? 'in-app' : 'load');
          });
        }
      });
    });
  }
});

test.describe('every role: every entry of the menu lands (narrow screens)', () => {
  test.skip(({ isMobile }) => !isMobile, 'the menu drawer of narrow screens');

  for (const [who, role] of Object.entries(ROLES) as [Who, Role][]) {
    test.describe(who, () => {
      test.use({
        storageState: async ({ browser, baseURL }, use) => use(await storageFor(browser, who, baseURL!)),
      });

      test('the menu holds the items of the spec, and every entry opens its screen', async ({
        page,
        consoleProblems,
        checkA11y,
      }) => {
        await page.goto('/');
        await expect(page).toHaveURL(role.landing);
        const openMenu = async () => {
          await page.getByRole('button', { name: 'Menu openen' }).click();
          return page.getByRole('dialog').getByRole('navigation', { name: 'Hoofdmenu' }).getByRole('link');
        };
        const links = await openMenu();
        await expect(links.first()).toBeVisible();
        const all = await links.evaluateAll((elements) =>
          elements.map((a) => ({
            href: a.getAttribute('href')!,
            newTab: a.getAttribute('target') === '_blank',
            // Without the screen-reader note of a link that opens a new tab.
            text: (a as HTMLElement).innerText.replace('(opent in een nieuw tabblad)', '').trim(),
          })),
        );
        // The items of spec 1 §2 for this login and view, in their order (e2e/support/navigation-items.ts).
        const expected =
          who === 'multi-opleider'
            ? MULTI_ITEMS.educator
            : who === 'multi-deelnemer'
              ? MULTI_ITEMS.participant
              : CASES[who]!.items;
        expect(all.map((entry) => entry.text)).toEqual(expected);
        await checkA11y(`${who}'s menu drawer`);
        // The entries opening in a new tab leave the portal for the learning platform: not a screen of it.
        const entries = all.filter((entry) => !entry.newTab);
        await page.getByRole('button', { name: 'Menu sluiten' }).click();
        expect(entries.length, `${who} has menu entries in the portal`).toBeGreaterThan(0);
        for (const entry of entries) {
          const before = consoleProblems.length;
          const menu = await openMenu();
          await menu.and(page.locator(`[href="${entry.href}"]`)).click();
          await expect(page).toHaveURL((url) => url.pathname === entry.href);
          await expect(page.getByRole('heading', { level: 1 }).first(), `the heading of ${entry.href}`).toBeVisible();
          await expect(page.getByText('Oeps! Er is iets fout gegaan')).toHaveCount(0);
          await expect(page.getByText('Pagina niet gevonden')).toHaveCount(0);
          await expectNoRowControlsOutsideViewport(page, entry.href);
          expect(consoleProblems.slice(before), `console errors on ${entry.href}`).toEqual([]);
        }
      });
    });
  }
});
