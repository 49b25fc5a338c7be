import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { lister, mockUsersApi } from '../../features/users/test-helpers';
import { callsTo, renderRoute, reply } from '../../../test/test-utils';

const row = (name: string) => screen.getByRole('rowheader', { name: new RegExp(name) }).closest('tr')!;

describe('/gebruikers with the AFAS actions', () => {
  it('gives an admin the merge dialog and a sync per person with an AFAS id, with its messages', async () => {
    const fetchMock = mockUsersApi({
      'POST /api/afas/sync/1234567': reply({ afasId: '1234567', rowsWritten: 0 }),
    });
    const { user } = renderRoute('/gebruikers');
    await screen.findByRole('rowheader', { name: /Boer, Pieter de/ });
    expect(screen.getByRole('button', { name: 'Samenvoegen' })).toBeVisible();
    // No AFAS id, nothing to synchronise.
    expect(within(row('Jansen')).queryByRole('button', { name: /synchroniseren met AFAS/ })).toBeNull();
    await user.click(within(row('Boer')).getByRole('button', { name: 'Pieter de Boer synchroniseren met AFAS' }));
    expect(await screen.findByText('Gebruiker wordt gesynchroniseerd...')).toBeVisible();
    expect(await screen.findByText('Gebruiker is gesynchroniseerd.')).toBeVisible();
    expect(callsTo(fetchMock, 'POST /api/afas/sync/1234567')).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Samenvoegen' }));
    expect(await screen.findByRole('dialog', { name: 'Gebruikers samenvoegen' })).toBeVisible();
  });

  it('says so when the sync fails', async () => {
    mockUsersApi({ 'POST /api/afas/sync/1234567': reply({ detail: 'afas_sync_failed' }, 502) });
    const { user } = renderRoute('/gebruikers');
    await screen.findByRole('rowheader', { name: /Boer, Pieter de/ });
    await user.click(within(row('Boer')).getByRole('button', { name: 'Pieter de Boer synchroniseren met AFAS' }));
    expect(await screen.findByText('Er is iets fout gegaan bij het synchroniseren van de gebruiker.')).toBeVisible();
  });

  it('offers neither to a user with LIST_USERS only', async () => {
    mockUsersApi({}, lister);
    renderRoute('/gebruikers');
    await screen.findByRole('rowheader', { name: /Boer, Pieter de/ });
    expect(screen.queryByRole('button', { name: 'Samenvoegen' })).toBeNull();
    expect(screen.queryByRole('button', { name: /synchroniseren met AFAS/ })).toBeNull();
  });
});
