import { screen, waitFor, within } from '@testing-library/react';
import type { RouteObject } from 'react-router';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { ApiKey } from '@portal/contracts';
import { callsTo, mockApi, networkError, pending, renderRoute, reply } from '../../../../test/test-utils';

const AFAS: ApiKey = {
  id: '7d1f6a52-3b8e-4c2d-9a1f-0e2d3c4b5a69',
  name: 'AFAS koppeling',
  token: 'opk_abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQ',
  enabled: true,
  roles: ['ROLE_SYNCHRONIZE_AFAS', 'ROLE_REGISTER_USERS'],
  created: '2026-01-05T09:00:00.000Z',
};
const MOODLE: ApiKey = {
  ...AFAS,
  id: '2c9e8b7a-6d5f-4e3c-8b2a-1f0e9d8c7b6a',
  name: 'Moodle notificaties',
  token: null,
  enabled: false,
  roles: [],
};
const LIST = 'GET /api/api-keys';
const list = (...items: ApiKey[]) => reply({ items, totalItems: items.length });

function ErrorStatus() {
  const error = useRouteError() as { status?: number };
  return <p>fout {isRouteErrorResponse(error) ? error.status : error.status}</p>;
}

/** The page on its own (the app's router gets it when the route is wired). */
const routes: RouteObject[] = [
  {
    path: '/api-keys',
    lazy: () => import('./api-keys-page'),
    errorElement: <ErrorStatus />,
    hydrateFallbackElement: <p>laden</p>,
  },
];

async function renderPage() {
  const view = renderRoute('/api-keys', routes);
  await screen.findByRole('heading', { level: 1, name: 'API keys' });
  return view;
}

describe('API keys page', () => {
  it('lists name and masked key, reveals and hides a key with the eye toggle', async () => {
    mockApi({ [LIST]: list(AFAS, MOODLE) });
    const { user } = await renderPage();
    const row = (await screen.findByRole('rowheader', { name: 'AFAS koppeling' })).closest('tr')!;
    expect(within(row).getByText('••••••••••••••••')).toBeInTheDocument();
    expect(within(row).queryByText(AFAS.token!)).not.toBeInTheDocument();
    expect(within(row).getByText('Synchroniseren, Gebruikers registreren')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('API keys | Opleidingsportaal'));

    await user.click(within(row).getByRole('button', { name: 'Toon de key van AFAS koppeling' }));
    expect(within(row).getByText(AFAS.token!)).toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: 'Verberg de key van AFAS koppeling' }));
    expect(within(row).queryByText(AFAS.token!)).not.toBeInTheDocument();

    const other = screen.getByRole('rowheader', { name: 'Moodle notificaties' }).closest('tr')!;
    expect(within(other).getByText('Geen rechten')).toBeInTheDocument();
    await user.click(within(other).getByRole('button', { name: 'Toon de key van Moodle notificaties' }));
    expect(within(other).getByText('Deze key kan niet worden getoond.')).toBeInTheDocument();
  });

  it('shows the empty text when there are no keys', async () => {
    mockApi({ [LIST]: list() });
    await renderPage();
    expect(await screen.findByText('Er bestaan momenteel nog geen API keys.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('shows a loader while the list loads', async () => {
    mockApi({ [LIST]: pending });
    await renderPage();
    expect(screen.getByRole('progressbar', { name: 'Bezig met laden…' })).toBeInTheDocument();
  });

  it('hands a failed load to the error page with its status', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    mockApi({ [LIST]: reply({ detail: 'forbidden' }, 403) });
    renderRoute('/api-keys', routes);
    expect(await screen.findByText('fout 403')).toBeInTheDocument();
  });

  it('disables and enables a key with the switch, with a snackbar', async () => {
    const fetchMock = mockApi({
      [LIST]: [list(AFAS), list({ ...AFAS, enabled: false })],
      [`POST /api/api-keys/${AFAS.id}`]: reply({ ...AFAS, enabled: false }),
    });
    const { user } = await renderPage();
    const toggle = await screen.findByRole('switch', { name: 'AFAS koppeling actief' });
    expect(toggle).toBeChecked();
    await user.click(toggle);
    expect(await screen.findByText('De API key is uitgeschakeld!')).toBeInTheDocument();
    expect(callsTo(fetchMock, `POST /api/api-keys/${AFAS.id}`)).toEqual([{ enabled: false }]);
    await waitFor(() => expect(screen.getByRole('switch', { name: 'AFAS koppeling actief' })).not.toBeChecked());
  });

  it('says so when enabling fails', async () => {
    mockApi({ [LIST]: list(MOODLE), [`POST /api/api-keys/${MOODLE.id}`]: networkError });
    const { user } = await renderPage();
    await user.click(await screen.findByRole('switch', { name: 'Moodle notificaties actief' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Fout bij wijzigen van API key!');
  });

  it('deletes a key after confirmation; Annuleren keeps it', async () => {
    const fetchMock = mockApi({
      [LIST]: [list(AFAS), list()],
      [`DELETE /api/api-keys/${AFAS.id}`]: () => new Response(null, { status: 204 }),
    });
    const { user } = await renderPage();
    await user.click(await screen.findByRole('button', { name: 'Verwijder AFAS koppeling' }));
    let dialog = screen.getByRole('dialog', { name: 'Verwijdering bevestigen' });
    expect(dialog).toHaveTextContent('Weet je zeker dat je de API key "AFAS koppeling" wilt verwijderen?');
    await user.click(within(dialog).getByRole('button', { name: 'Annuleren' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(callsTo(fetchMock, `DELETE /api/api-keys/${AFAS.id}`)).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Verwijder AFAS koppeling' }));
    dialog = screen.getByRole('dialog', { name: 'Verwijdering bevestigen' });
    await user.click(within(dialog).getByRole('button', { name: 'Verwijderen' }));
    expect(await screen.findByText('De API key is verwijderd!')).toBeInTheDocument();
    expect(callsTo(fetchMock, `DELETE /api/api-keys/${AFAS.id}`)).toHaveLength(1);
    expect(await screen.findByText('Er bestaan momenteel nog geen API keys.')).toBeInTheDocument();
  });

  it('says so when deleting fails, and keeps the key', async () => {
    mockApi({ [LIST]: list(AFAS), [`DELETE /api/api-keys/${AFAS.id}`]: reply({ detail: 'internal_error' }, 500) });
    const { user } = await renderPage();
    await user.click(await screen.findByRole('button', { name: 'Verwijder AFAS koppeling' }));
    await user.click(screen.getByRole('button', { name: 'Verwijderen' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Fout bij verwijderen van API key!');
    expect(screen.getByRole('rowheader', { name: 'AFAS koppeling' })).toBeInTheDocument();
  });
});
