import { screen, waitFor, within } from '@testing-library/react';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { ApiKey } from '@portal/contracts';
import { callsTo, mockApi, renderRoute, reply } from '../../../../test/test-utils';

const CREATED: ApiKey = {
  id: '7d1f6a52-3b8e-4c2d-9a1f-0e2d3c4b5a69',
  name: 'Moodle',
  token: 'opk_abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQ',
  enabled: true,
  roles: ['ROLE_CREATE_NOTIFICATIONS'],
  created: '2026-01-05T09:00:00.000Z',
};
const LIST = 'GET /api/api-keys';
const CREATE = 'POST /api/api-keys';
const routes: RouteObject[] = [
  { path: '/api-keys', lazy: () => import('../routes/api-keys-page'), hydrateFallbackElement: <p>laden</p> },
];

async function openDialog() {
  const view = renderRoute('/api-keys', routes);
  await view.user.click(await screen.findByRole('button', { name: 'API key toevoegen' }));
  const dialog = screen.getByRole('dialog', { name: 'API key toevoegen' });
  return {
    ...view,
    dialog,
    name: within(dialog).getByRole('textbox', { name: 'Naam' }),
    submit: within(dialog).getByRole('button', { name: 'Aanmaken' }),
  };
}

describe('create API key dialog', () => {
  it('offers Naam and the three Rechten; Aanmaken stays disabled while the name is empty', async () => {
    mockApi({ [LIST]: reply({ items: [], totalItems: 0 }) });
    const { user, dialog, name, submit } = await openDialog();
    expect(within(dialog).getByRole('group', { name: 'Rechten' })).toBeInTheDocument();
    for (const label of ['Synchroniseren', 'Notificaties aanmaken', 'Gebruikers registreren']) {
      expect(within(dialog).getByRole('checkbox', { name: label })).not.toBeChecked();
    }
    expect(submit).toBeDisabled();
    await user.type(name, '   ');
    expect(submit).toBeDisabled();
    await user.type(name, 'x');
    expect(submit).toBeEnabled();
    await user.clear(name);
    expect(submit).toBeDisabled();
  });

  it('creates the key with the chosen rights, closes, says so and reloads the list', async () => {
    const fetchMock = mockApi({
      [LIST]: [reply({ items: [], totalItems: 0 }), reply({ items: [CREATED], totalItems: 1 })],
      [CREATE]: reply(CREATED, 201),
    });
    const { user, dialog, name, submit } = await openDialog();
    await user.type(name, 'Moodle');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Notificaties aanmaken' }));
    await user.click(submit);

    expect(await screen.findByText('De API key is aangemaakt!')).toBeInTheDocument();
    expect(callsTo(fetchMock, CREATE)).toEqual([
      { name: 'Moodle', roles: ['ROLE_CREATE_NOTIFICATIONS'], enabled: true },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByRole('rowheader', { name: 'Moodle' })).toBeInTheDocument();
  });

  it('shows a server violation on the name and keeps the dialog open', async () => {
    mockApi({
      [LIST]: reply({ items: [], totalItems: 0 }),
      [CREATE]: reply(
        { detail: 'validation_failed', violations: [{ propertyPath: 'name', detail: 'validation.required' }] },
        400,
      ),
    });
    const { user, name, submit } = await openDialog();
    await user.type(name, 'X');
    await user.click(submit);
    expect(await screen.findByText('Dit is een verplicht veld')).toBeInTheDocument();
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('says so inside the dialog when creating fails, keeping what was typed', async () => {
    mockApi({ [LIST]: reply({ items: [], totalItems: 0 }), [CREATE]: reply({ detail: 'internal_error' }, 500) });
    const { user, dialog, name, submit } = await openDialog();
    await user.type(name, 'AFAS');
    await user.click(submit);
    // In the dialog, not a snackbar: the modal hides everything outside it from screen readers.
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Fout bij aanmaken van API key!');
    expect(name).toHaveValue('AFAS');
    expect(submit).toBeEnabled();
  });

  it('Annuleren closes without a call and starts empty next time', async () => {
    const fetchMock = mockApi({ [LIST]: reply({ items: [], totalItems: 0 }) });
    const { user, dialog, name } = await openDialog();
    await user.type(name, 'H');
    await user.click(within(dialog).getByRole('button', { name: 'Annuleren' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(callsTo(fetchMock, CREATE)).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'API key toevoegen' }));
    expect(within(screen.getByRole('dialog')).getByRole('textbox', { name: 'Naam' })).toHaveValue('');
  });
});
