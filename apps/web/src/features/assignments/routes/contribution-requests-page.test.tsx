import 'fake-indexeddb/auto';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { contributionRequestSchema, listSearchParams, type ContributionRequest } from '@portal/contracts';
import { makeAccount } from '../../../../test/fixtures';
import { callsTo, mockApi, renderRoute, reply } from '../../../../test/test-utils';
import { API, ASSIGNMENT_ID, fixtureId, makeExternalAssignment } from '../test/assignment-fixtures';

const PATH = '/mijn-bijdrageverzoeken';
const LIST = `GET /api/my-contribution-requests?${listSearchParams({
  page: 1,
  perPage: 10,
  order: { created: 'desc' },
}).toString()}`;

const request = (overrides: Partial<ContributionRequest> = {}): ContributionRequest => ({
  id: fixtureId(),
  created: '2026-03-03T09:15:00+00:00',
  token: 'tok-123',
  assignment: { id: ASSIGNMENT_ID, name: 'Reflectieverslag week 12', user: { fullName: 'Lotte de Graaf' } },
  status: 'new',
  ...overrides,
});

const account = () => reply(makeAccount({ roles: ['ROLE_PRACTICAL_TRAINER'], fullName: 'Anne Bakker' }));

describe('my contribution requests', () => {
  it('lists the requests: received, assignment, participant and status, each linking with its token', async () => {
    const used = request({
      id: fixtureId(),
      token: null,
      status: 'used',
      assignment: { id: fixtureId(), name: 'Casus Jansen', user: { fullName: 'Piet de Boer' } },
    });
    expect(contributionRequestSchema.safeParse(used).success).toBe(true);
    mockApi({
      'GET /api/users/account': account(),
      [LIST]: reply({ items: [request(), used], totalItems: 2, perPage: 10 }),
    });
    renderRoute(PATH);
    expect(await screen.findByRole('heading', { level: 1, name: 'Mijn bijdrageverzoeken' })).toBeVisible();
    const table = await screen.findByRole('table', { name: 'Bijdrageverzoeken' });
    const first = within(table).getByRole('row', { name: /Reflectieverslag week 12/ });
    expect(within(first).getByText('03-03-2026 10:15')).toBeVisible();
    expect(within(first).getByText('Lotte de Graaf')).toBeVisible();
    expect(within(first).getByText('nieuw')).toBeVisible();
    expect(within(first).getByRole('link', { name: 'Reflectieverslag week 12' })).toHaveAttribute(
      'href',
      `/onderwijs/opdracht/${ASSIGNMENT_ID}?token=tok-123`,
    );
    const second = within(table).getByRole('row', { name: /Casus Jansen/ });
    expect(within(second).getByText('gebruikt')).toBeVisible();
    expect(within(second).queryByRole('link')).toBeNull();
    expect(
      within(second).getByText('Deze link werkt niet meer. Vraag de deelnemer om een nieuwe uitnodiging.'),
    ).toBeVisible();
  });

  it('explains what contribution requests are, folded away until asked', async () => {
    mockApi({ 'GET /api/users/account': account(), [LIST]: reply({ items: [], totalItems: 0, perPage: 10 }) });
    const { user } = renderRoute(PATH);
    const toggle = await screen.findByRole('button', { name: 'Wat zijn bijdrageverzoeken?' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(await screen.findByText(/De uitnodiging is naar jouw e-mailadres gestuurd/)).toBeVisible();
  });

  it('opens the assignment through the link: the token is exchanged and leaves the address', async () => {
    const fetchMock = mockApi({
      'GET /api/users/account': account(),
      [LIST]: reply({ items: [request()], totalItems: 1, perPage: 10 }),
      [API.session]: reply({ assignmentId: ASSIGNMENT_ID, email: 'anne@example.nl' }),
      [API.assignment]: reply(makeExternalAssignment()),
    });
    const { user, router } = renderRoute(PATH);
    await user.click(await screen.findByRole('link', { name: 'Reflectieverslag week 12' }));
    expect(await screen.findByRole('button', { name: 'Opslaan en gereed' })).toBeVisible();
    expect(callsTo(fetchMock, API.session)).toEqual([{ token: 'tok-123' }]);
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(router.state.location.pathname).toBe(`/onderwijs/opdracht/${ASSIGNMENT_ID}`);
  });

  it('is for signed-in users only', async () => {
    const { router } = renderRoute(PATH);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });
});
