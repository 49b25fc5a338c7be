import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeAccount } from '../../../../test/fixtures';
import { mockApi, renderRoute, reply } from '../../../../test/test-utils';
import { API, EDUCATION_ID, makeEducation } from '../test/education-fixtures';

const OTHER_ID = '7a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';
const FURTHER_ID = '9c8b7a6d-5e4f-4d3c-8b2a-1f0e9d8c7b6a';

describe('education picker (/)', () => {
  it('shows a card per education that is not further education, and stores the choice', async () => {
    mockApi({
      'GET /api/users/account': reply(
        makeAccount({
          educations: [
            { id: EDUCATION_ID, name: 'Arts Maatschappij en Gezondheid', furtherEducation: false },
            { id: OTHER_ID, name: 'Bedrijfsarts', furtherEducation: false },
            { id: FURTHER_ID, name: 'Bij- en nascholing', furtherEducation: true },
          ],
        }),
      ),
      [API.education]: reply(makeEducation()),
      [API.institute]: reply({ items: [], totalItems: 0 }),
    });
    const { user, router } = renderRoute('/');

    const cards = await screen.findByRole('list', { name: 'Je opleidingen' });
    expect(cards).toHaveTextContent('Arts Maatschappij en Gezondheid');
    expect(cards).toHaveTextContent('Bedrijfsarts');
    expect(cards).not.toHaveTextContent('Bij- en nascholing');

    await user.click(screen.getByRole('link', { name: 'Arts Maatschappij en Gezondheid' }));
    expect(window.localStorage.getItem('education')).toBe(EDUCATION_ID);
    await waitFor(() => expect(router.state.location.pathname).toBe(`/onderwijs/${EDUCATION_ID}`));
    expect(await screen.findByRole('heading', { level: 1, name: 'Arts Maatschappij en Gezondheid' })).toBeVisible();
  });

  it('goes straight to the only education', async () => {
    mockApi({
      'GET /api/users/account': reply(
        makeAccount({ educations: [{ id: EDUCATION_ID, name: 'Arts M&G', furtherEducation: false }] }),
      ),
      [API.education]: reply(makeEducation()),
      [API.institute]: reply({ items: [], totalItems: 0 }),
    });
    const { router } = renderRoute('/');
    await waitFor(() => expect(router.state.location.pathname).toBe(`/onderwijs/${EDUCATION_ID}`));
    expect(window.localStorage.getItem('education')).toBe(EDUCATION_ID);
  });

  it('says so when there is no education', async () => {
    mockApi({
      'GET /api/users/account': reply(
        makeAccount({ educations: [{ id: FURTHER_ID, name: 'Bij- en nascholing', furtherEducation: true }] }),
      ),
    });
    renderRoute('/');
    expect(await screen.findByText('Je staat momenteel (nog) niet ingeschreven voor onderwijs.')).toBeVisible();
  });

  it('shows a user without a view the welcome only, not the educations', async () => {
    mockApi({
      'GET /api/users/account': reply(
        makeAccount({
          roles: ['ROLE_EXTERNAL'],
          educations: [{ id: EDUCATION_ID, name: 'Arts M&G', furtherEducation: false }],
        }),
      ),
    });
    const { router } = renderRoute('/');
    expect(await screen.findByText('Welkom, Lotte')).toBeVisible();
    expect(screen.queryByRole('list', { name: 'Je opleidingen' })).toBeNull();
    expect(router.state.location.pathname).toBe('/');
  });

  it.each([
    ['admin', ['ROLE_ADMIN'], '/gebruikers'],
    ['educator', ['ROLE_TEACHER', 'ROLE_PARTICIPANT'], '/agenda'],
    ['e-learning', ['ROLE_FREE_E_LEARNING_USER'], '/e-learnings'],
  ] as const)('sends the %s view on to its initial route', async (_view, roles, path) => {
    mockApi({
      'GET /api/users/account': reply(makeAccount({ roles: [...roles], educations: [] })),
      'GET /api/moodle/free-e-learnings/courses': reply({ items: [], totalItems: 0 }),
    });
    const { router } = renderRoute('/');
    await waitFor(() => expect(router.state.location.pathname).toBe(path));
  });
});
