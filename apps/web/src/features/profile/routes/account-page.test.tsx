import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { makeAccount } from '../../../../test/fixtures';
import { reply, SIGNED_OUT } from '../../../../test/test-utils';
import { account, API, mockAccountApi, renderAccount } from '../test-helpers';

const eLearner = makeAccount({ roles: ['ROLE_FREE_E_LEARNING_USER'] });
const tabNames = () => screen.getAllByRole('tab').map((tab) => tab.textContent);

afterEach(() => localStorage.clear());

describe('/account', () => {
  it('shows the five tabs with profiel selected by default, and the page title', async () => {
    mockAccountApi();
    const { router } = renderAccount();

    expect(await screen.findByRole('heading', { level: 1, name: 'Profiel' })).toBeInTheDocument();
    expect(screen.getByRole('tablist', { name: 'Onderdelen van je profiel' })).toBeInTheDocument();
    expect(tabNames()).toEqual(['Profiel', 'Authenticatie', 'Notificaties', 'Certificaten', 'Privacy']);
    expect(screen.getByRole('tab', { name: 'Profiel' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Profiel' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: 'Mijn gegevens' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
    await waitFor(() => expect(document.title).toBe('Profiel | Opleidingsportaal'));
  });

  it('keeps the chosen tab in the query parameter tab', async () => {
    mockAccountApi();
    const { router, user } = renderAccount();

    await user.click(await screen.findByRole('tab', { name: 'Certificaten' }));

    expect(router.state.location.search).toBe('?tab=certificaten');
    expect(screen.getByRole('tab', { name: 'Certificaten' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('heading', { level: 2, name: 'Certificaten' })).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Notificaties' }));
    expect(router.state.location.search).toBe('?tab=notificaties');
    expect(await screen.findByRole('heading', { level: 2, name: 'Notificaties' })).toBeInTheDocument();
  });

  it('opens the tab of the query parameter', async () => {
    mockAccountApi();
    renderAccount('?tab=authenticatie');

    expect(await screen.findByRole('tab', { name: 'Authenticatie' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('heading', { level: 2, name: 'Meervoudige verificatie' })).toBeInTheDocument();
  });

  it('falls back to profiel for an unknown tab', async () => {
    mockAccountApi();
    renderAccount('?tab=bestaat-niet');

    expect(await screen.findByRole('tab', { name: 'Profiel' })).toHaveAttribute('aria-selected', 'true');
  });

  it('hides notificaties in the e-learning view and opens certificaten by default', async () => {
    mockAccountApi({}, eLearner);
    renderAccount();

    expect(await screen.findByRole('tab', { name: 'Certificaten' })).toHaveAttribute('aria-selected', 'true');
    expect(tabNames()).toEqual(['Profiel', 'Authenticatie', 'Certificaten', 'Privacy']);
  });

  it('does not open notificaties from the address in the e-learning view', async () => {
    mockAccountApi({}, eLearner);
    renderAccount('?tab=notificaties');

    expect(await screen.findByRole('tab', { name: 'Certificaten' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.queryByRole('tab', { name: 'Notificaties' })).not.toBeInTheDocument();
  });

  it('follows the stored view of a user with more views', async () => {
    const both = makeAccount({ roles: ['ROLE_PARTICIPANT', 'ROLE_FREE_E_LEARNING_USER'] });
    localStorage.setItem('view', 'e-learning');
    mockAccountApi({}, both);
    renderAccount();

    expect(await screen.findByRole('tab', { name: 'Certificaten' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.queryByRole('tab', { name: 'Notificaties' })).not.toBeInTheDocument();
  });

  it('uses the participant view when the stored view is not allowed', async () => {
    const both = makeAccount({ roles: ['ROLE_PARTICIPANT', 'ROLE_FREE_E_LEARNING_USER'] });
    localStorage.setItem('view', 'admin');
    mockAccountApi({}, both);
    renderAccount();

    expect(await screen.findByRole('tab', { name: 'Profiel' })).toHaveAttribute('aria-selected', 'true');
    expect(tabNames()).toContain('Notificaties');
  });

  it('shows the certificates empty state with its explanation', async () => {
    mockAccountApi({ [API.certificates]: reply({ items: [], totalItems: 0, perPage: 1000 }) });
    renderAccount('?tab=certificaten');

    expect(await screen.findByText('Je hebt nog geen certificaten.')).toBeInTheDocument();
    expect(screen.getByText(/vind je het certificaat hier en kun je het downloaden/)).toBeInTheDocument();
  });

  it('lists the certificates with their date, points and a download link each', async () => {
    mockAccountApi({
      [API.certificates]: reply({
        items: [
          { eventId: '4100123', name: 'Echografie basis', endDate: '2026-10-02', points: 2.5 },
          { eventId: '4100007', name: 'Acute geneeskunde', endDate: null, points: null },
        ],
        totalItems: 2,
        perPage: 1000,
      }),
    });
    renderAccount('?tab=certificaten');

    const table = await screen.findByRole('table', { name: 'Certificaten' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .slice(0, 3)
          .map((c) => c.textContent),
      ),
    ).toEqual([
      ['Echografie basis', '02-10-2026', '2,5'],
      ['Acute geneeskunde', '-', '-'],
    ]);
    expect(screen.getByRole('link', { name: 'Certificaat Echografie basis downloaden' })).toHaveAttribute(
      'href',
      `/api/users/${account.id}/certificates/4100123`,
    );
  });

  it('offers to try again when the certificates cannot be loaded', async () => {
    const user = userEvent.setup();
    const fetchMock = mockAccountApi({ [API.certificates]: reply({ detail: 'internal_error' }, 500) });
    renderAccount('?tab=certificaten');

    expect(await screen.findByText('De certificaten konden niet worden opgehaald.')).toBeInTheDocument();
    const calls = () => fetchMock.mock.calls.filter(([url]) => String(url).includes('/certificates')).length;
    const before = calls();
    await user.click(screen.getByRole('button', { name: 'Opnieuw proberen' }));
    await waitFor(() => expect(calls()).toBe(before + 1));
  });

  it('sends a visitor without a session to /', async () => {
    mockAccountApi({ [API.account]: SIGNED_OUT });
    const { router } = renderAccount();

    expect(await screen.findByText('startpagina')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });
});
