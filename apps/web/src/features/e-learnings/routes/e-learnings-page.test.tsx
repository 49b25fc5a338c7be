import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeAccount } from '../../../../test/fixtures';
import { callsTo, mockApi, renderRoute, reply, type FakeAnswer } from '../../../../test/test-utils';
import type * as BrowserLocation from '../../../lib/browser-location';
import { visitPlatform } from '../../../lib/browser-location';

vi.mock('../../../lib/browser-location', async (importOriginal) => ({
  ...(await importOriginal<typeof BrowserLocation>()),
  visitPlatform: vi.fn(),
}));

const COURSES = 'GET /api/moodle/free-e-learnings/courses';
const COURSE = 'GET /api/moodle/free-e-learnings/courses/3';
const LOGIN_URL = 'https://moodle.example.nl/auth/userkey/login.php?key=abc&wantsurl=course';
const courses = {
  items: [
    {
      id: 2,
      name: 'Basiscursus Gespreksvaardigheden',
      shortName: 'GESPREK',
      summary: '<p>Gratis <strong>e-learning</strong></p><img src=x onerror="alert(1)">',
    },
    { id: 3, name: 'Evidence-based werken', shortName: 'EBM', summary: '<p>Zoeken en beoordelen</p>' },
  ],
  totalItems: 2,
};

function serve(routes: Record<string, FakeAnswer>) {
  return mockApi({
    'GET /api/users/account': reply(makeAccount({ firstName: 'Thomas', roles: ['ROLE_FREE_E_LEARNING_USER'] })),
    ...routes,
  });
}

afterEach(() => {
  vi.mocked(visitPlatform).mockClear();
  vi.restoreAllMocks();
});

describe('/e-learnings', () => {
  it('welcomes the e-learning user and lists the free courses, their summaries as text', async () => {
    serve({ [COURSES]: reply(courses) });
    renderRoute('/e-learnings');
    expect(await screen.findByRole('heading', { level: 1, name: 'Gratis E-Learnings' })).toBeVisible();
    expect(
      screen.getByText(/^Welkom, Thomas\. Hier vind je de gratis e-learnings van het Opleidingsportaal\./),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Naar de leeromgeving' })).toHaveAttribute('href', '/e-learnings/moodle');
    const list = await screen.findByRole('list', { name: 'E-learnings' });
    expect(
      within(list)
        .getAllByRole('heading', { level: 2 })
        .map((h) => h.textContent),
    ).toEqual(['Basiscursus Gespreksvaardigheden', 'Evidence-based werken']);
    expect(within(list).getByText('Gratis e-learning')).toBeVisible();
    expect(document.querySelector('img')).toBeNull();
    await waitFor(() => expect(document.title).toBe('Gratis E-Learnings | Opleidingsportaal'));
  });

  it('opens a course with a login URL asked at the click', async () => {
    const fetchMock = serve({ [COURSES]: reply(courses), [COURSE]: reply({ loginUrl: LOGIN_URL }) });
    const { user } = renderRoute('/e-learnings');
    await user.click(await screen.findByRole('button', { name: 'Evidence-based werken openen' }));
    await waitFor(() => expect(visitPlatform).toHaveBeenCalledWith(LOGIN_URL));
    expect(callsTo(fetchMock, COURSE)).toHaveLength(1);
  });

  it('says so when a course cannot be opened', async () => {
    serve({ [COURSES]: reply(courses), [COURSE]: reply({ detail: 'moodle_failed' }, 502) });
    const { user } = renderRoute('/e-learnings');
    await user.click(await screen.findByRole('button', { name: 'Evidence-based werken openen' }));
    expect(await screen.findByText('E-learning openen mislukt (502): moodle_failed')).toBeVisible();
    expect(visitPlatform).not.toHaveBeenCalled();
  });

  it('shows Helaas! when there is no learning platform', async () => {
    serve({ [COURSES]: reply(courses), [COURSE]: reply({ detail: 'learning_material_missing' }, 404) });
    const { user } = renderRoute('/e-learnings');
    await user.click(await screen.findByRole('button', { name: 'Evidence-based werken openen' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Helaas!' })).toBeVisible();
  });

  it('says when there are no courses', async () => {
    serve({ [COURSES]: reply({ items: [], totalItems: 0 }) });
    renderRoute('/e-learnings');
    expect(await screen.findByText('Er zijn op dit moment geen gratis e-learnings.')).toBeVisible();
  });

  it('says when the courses cannot be loaded', async () => {
    serve({ [COURSES]: reply({ detail: 'moodle_failed' }, 502) });
    renderRoute('/e-learnings');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'De e-learnings konden niet worden opgehaald (foutcode 502).',
    );
  });
});
