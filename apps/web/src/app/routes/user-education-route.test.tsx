import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { API, EDUCATION_ID, makeEducation } from '../../features/education/test/education-fixtures';
import { lister, mockUsersApi } from '../../features/users/test-helpers';
import { callsTo, renderRoute, reply } from '../../../test/test-utils';

const PATH = `/gebruikers/onderwijs/${EDUCATION_ID}`;
const education = makeEducation({ _permissions: { view: true, edit: false, imitatingAdmin: false } });
const certificates = `GET /api/users/${education.user.id}/certificates?perPage=1000`;
const staff = { ...lister, permissions: ['LIST_USERS' as const, 'VIEW_EDUCATION' as const] };

describe('/gebruikers/onderwijs/{id}', () => {
  it("shows the person's education page, their certificates and the way back to the users", async () => {
    const fetchMock = mockUsersApi(
      {
        [API.education]: reply(education),
        [API.institute]: reply({ items: [] }),
        [certificates]: reply({
          items: [{ eventId: '31017', name: 'Nascholing Palliatieve zorg', endDate: '2026-05-14', points: 6 }],
          totalItems: 1,
          perPage: 1000,
        }),
      },
      staff,
    );
    renderRoute(PATH);
    expect(await screen.findByRole('heading', { level: 1, name: education.name })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Terug naar gebruikers' })).toHaveAttribute('href', '/gebruikers');
    expect(screen.getByRole('tab', { name: 'Instituutsopleiding' })).toBeVisible();
    const table = await screen.findByRole('table', { name: 'Certificaten' });
    expect(within(table).getByText('Nascholing Palliatieve zorg')).toBeVisible();
    expect(
      within(table).getByRole('link', { name: 'Certificaat Nascholing Palliatieve zorg downloaden' }),
    ).toHaveAttribute('href', `/api/users/${education.user.id}/certificates/31017`);
    // The page and the certificates' owner come from one request.
    expect(callsTo(fetchMock, API.education)).toHaveLength(1);
  });

  it('says so when the person has no certificates', async () => {
    mockUsersApi(
      {
        [API.education]: reply(education),
        [API.institute]: reply({ items: [] }),
        [certificates]: reply({ items: [], totalItems: 0, perPage: 1000 }),
      },
      staff,
    );
    renderRoute(PATH);
    expect(await screen.findByText('Deze gebruiker heeft nog geen certificaten.')).toBeVisible();
  });

  it('is behind LIST_USERS like the other user pages', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const fetchMock = mockUsersApi({}, { ...lister, permissions: ['VIEW_EDUCATION'] });
    renderRoute(PATH);
    expect(await screen.findByText('Je hebt geen toestemming om deze pagina te bekijken.')).toBeInTheDocument();
    expect(callsTo(fetchMock, API.education)).toHaveLength(0);
  });
});
