import { useState } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { callsTo, mockApi, renderRoute, reply } from '../../../../test/test-utils';
import { MergeDialog } from './merge-dialog';

function Harness() {
  const [open, setOpen] = useState(true);
  return open ? <MergeDialog open onClose={() => setOpen(false)} /> : <p>gesloten</p>;
}
const routes: RouteObject[] = [{ path: '/', element: <Harness /> }];

describe('merge dialog', () => {
  it('requires both ids, looks names up at exactly 7 characters and merges', async () => {
    const api = mockApi({
      'GET /api/afas/users/1000101': reply({ afasId: '1000101', fullName: 'Fleur van Dam' }),
      'GET /api/afas/users/1000199': reply({ detail: 'not_found' }, 404),
      'POST /api/afas/merge': reply({
        id: '7d1f6a52-3b8e-4c2d-9a1f-0e2d3c4b5a69',
        moved: { 'educations.user_id': 1 },
        kept: {},
      }),
    });
    const { user } = renderRoute('/', routes);
    const dialog = await screen.findByRole('dialog', { name: 'Gebruikers samenvoegen' });
    const previous = within(dialog).getByRole('textbox', { name: 'Vorig AFAS ID' });
    const current = within(dialog).getByRole('textbox', { name: 'Huidig AFAS ID' });
    await user.click(within(dialog).getByRole('button', { name: 'Samenvoegen' }));
    expect(within(dialog).getAllByText('Dit is een verplicht veld')).toHaveLength(2);

    await user.type(previous, '100010');
    expect(callsTo(api, 'GET /api/afas/users/1000101')).toHaveLength(0);
    await user.type(previous, '1');
    expect(await within(dialog).findByText('Fleur van Dam')).toBeInTheDocument();
    await user.type(current, '1000199');
    expect(await within(dialog).findByText('Onbekend AFAS ID')).toBeInTheDocument();
    await user.clear(current);
    await user.type(current, '1000102');
    await user.click(within(dialog).getByRole('button', { name: 'Samenvoegen' }));
    await waitFor(() => expect(callsTo(api, 'POST /api/afas/merge')).toHaveLength(1));
    expect(callsTo(api, 'POST /api/afas/merge')).toEqual([{ previousAfasId: '1000101', currentAfasId: '1000102' }]);
    // The result, and the way back.
    expect(await within(dialog).findByRole('status')).toHaveTextContent(
      'De gebruikers zijn samengevoegd. 1 verwijzing is verplaatst.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Sluiten' }));
    expect(await screen.findByText('gesloten')).toBeInTheDocument();
  });

  it('undoes the merge it just did, or says the undo failed', async () => {
    const id = '7d1f6a52-3b8e-4c2d-9a1f-0e2d3c4b5a69';
    const api = mockApi({
      'GET /api/afas/users/1000101': reply({ afasId: '1000101', fullName: 'Fleur van Dam' }),
      'GET /api/afas/users/1000102': reply({ afasId: '1000102', fullName: 'Fleur van Dam-de Vries' }),
      'POST /api/afas/merge': reply({ id, moved: { 'educations.user_id': 1, 'assignments.user_id': 3 }, kept: {} }),
      [`POST /api/afas/merge/${id}/undo`]: [
        reply({ detail: 'internal_error' }, 500),
        reply({ id, moved: { 'educations.user_id': 1, 'assignments.user_id': 3 }, kept: {} }),
      ],
    });
    const { user } = renderRoute('/', routes);
    const dialog = await screen.findByRole('dialog', { name: 'Gebruikers samenvoegen' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Vorig AFAS ID' }), '1000101');
    await user.type(within(dialog).getByRole('textbox', { name: 'Huidig AFAS ID' }), '1000102');
    await user.click(within(dialog).getByRole('button', { name: 'Samenvoegen' }));
    expect(await within(dialog).findByText(/4 verwijzingen zijn verplaatst/)).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Ongedaan maken' }));
    expect(await within(dialog).findByText('Het ongedaan maken van de samenvoeging is mislukt.')).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Ongedaan maken' }));
    expect(await screen.findByText('gesloten')).toBeInTheDocument();
    expect(await screen.findByText('De samenvoeging is ongedaan gemaakt.')).toBeVisible();
    expect(callsTo(api, `POST /api/afas/merge/${id}/undo`)).toHaveLength(2);
  });
});

describe('sync messages (spec 1 §8)', () => {
  it('are the spec texts exactly', () => {
    expect(i18n.t('afas:issues.title')).toBe('Synchronisatie issues');
    expect(i18n.t('afas:messages.fetchFailed')).toBe('Fout bij het ophalen van sync issue.');
    expect(i18n.t('afas:messages.resolved')).toBe('Issue is gemarkeerd als opgelost.');
    expect(i18n.t('afas:messages.resolveFailed')).toBe('Fout bij markeren van issue alszijnde opgelost.');
    expect(i18n.t('afas:messages.syncStarted')).toBe('Gebruiker wordt gesynchroniseerd...');
    expect(i18n.t('afas:messages.syncDone')).toBe('Gebruiker is gesynchroniseerd.');
    expect(i18n.t('afas:messages.syncFailed')).toBe('Er is iets fout gegaan bij het synchroniseren van de gebruiker.');
    expect([i18n.t('afas:states.open'), i18n.t('afas:states.resolved'), i18n.t('afas:states.regression')]).toEqual([
      'Open',
      'Opgelost',
      'Opnieuw geopend',
    ]);
  });
});
