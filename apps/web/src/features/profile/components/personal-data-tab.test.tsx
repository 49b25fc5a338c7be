import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PersonalDataExport } from '@portal/contracts';
import { makeAccount } from '../../../../test/fixtures';
import { callsTo, mockApi, renderRoute, reply } from '../../../../test/test-utils';

const account = makeAccount({ roles: ['ROLE_PARTICIPANT'] });
const item = (over: Partial<PersonalDataExport>): PersonalDataExport => ({
  id: '7c9e6679-7425-40de-944b-e07fc1f90ae7',
  userId: account.id,
  userName: account.fullName,
  status: 'ready',
  created: '2026-11-25T09:15:00.000Z',
  expires: '2026-11-27T09:16:00.000Z',
  size: 2048,
  ...over,
});

describe("account 'Privacy'", () => {
  it('asks for an export, says what happens next, and offers a ready one for download once', async () => {
    const fetchMock = mockApi({
      'GET /api/users/account': reply(account),
      'GET /api/personal-data-exports': [
        reply({ items: [item({ id: 'a3bb189e-8bf9-4888-9912-ace4e6543002', status: 'downloaded' })] }),
        reply({ items: [item({}), item({ id: 'a3bb189e-8bf9-4888-9912-ace4e6543002', status: 'downloaded' })] }),
      ],
      [`POST /api/users/${account.id}/personal-data-exports`]: reply(item({ status: 'pending' }), 202),
      'GET /api/account/takeovers': reply({
        items: [{ id: 'b1f0c2d3-4e5f-4a6b-8c7d-9e0f1a2b3c4d', by: 'Bea Heer', started: '2026-11-20T10:00:00.000Z' }],
      }),
    });
    const { user } = renderRoute('/account?tab=privacy');
    expect(await screen.findByRole('heading', { level: 2, name: 'Download mijn gegevens' })).toBeVisible();
    expect(screen.getByRole('tab', { name: 'Privacy', selected: true })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Download mijn gegevens' }));
    expect(
      await screen.findByText('Je aanvraag is ontvangen. Je krijgt een notificatie zodra je download klaarstaat.'),
    ).toBeVisible();
    expect(callsTo(fetchMock, `POST /api/users/${account.id}/personal-data-exports`)).toHaveLength(1);

    const table = await screen.findByRole('table', { name: 'Aangevraagde downloads' });
    const link = await within(table).findByRole('link', { name: 'Downloaden (tot 27-11-2026 10:16)' });
    expect(link).toHaveAttribute('href', '/api/personal-data-exports/7c9e6679-7425-40de-944b-e07fc1f90ae7/download');
    expect(within(table).getByText('Gedownload')).toBeVisible();

    // Who took the account over, and when (Amsterdam time).
    const takeovers = screen.getByRole('list', { name: 'Wie nam je account over' });
    expect(within(takeovers).getByRole('listitem')).toHaveTextContent('20-11-2026 11:00 door Bea Heer');
  });

  it('says when no administrator ever took the account over', async () => {
    mockApi({
      'GET /api/users/account': reply(account),
      'GET /api/personal-data-exports': reply({ items: [] }),
      'GET /api/account/takeovers': reply({ items: [] }),
    });
    renderRoute('/account?tab=privacy');
    expect(await screen.findByText('Een beheerder heeft je account nog nooit overgenomen.')).toBeVisible();
  });

  it("names whose data an admin's exports hold, and only their own pending export holds the button back", async () => {
    const admin = makeAccount({ roles: ['ROLE_ADMIN'] });
    mockApi({
      'GET /api/users/account': reply(admin),
      'GET /api/personal-data-exports': reply({
        items: [
          item({ userId: 'c0000000-0000-4000-8000-000000000003', userName: 'Sanne Jansen', status: 'pending' }),
          item({ id: 'a3bb189e-8bf9-4888-9912-ace4e6543002', userId: admin.id, userName: admin.fullName }),
        ],
      }),
      'GET /api/account/takeovers': reply({ items: [] }),
    });
    renderRoute('/account?tab=privacy');
    const table = await screen.findByRole('table', { name: 'Aangevraagde downloads' });
    expect(within(table).getByRole('columnheader', { name: 'Gegevens van' })).toBeInTheDocument();
    expect(within(table).getByText('Sanne Jansen')).toBeInTheDocument();
    expect(within(table).getByText(admin.fullName)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download mijn gegevens' })).toBeEnabled();
  });
});
