import 'fake-indexeddb/auto';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeAccount } from '../../../../test/fixtures';
import { callsTo, mockApi, renderRoute, reply } from '../../../../test/test-utils';
import {
  API,
  ASSIGNMENT_ID,
  EXTERNAL_ENTRY_ID,
  fixtureId,
  makeAssignment,
  makeEntry,
  makeMessage,
  makeToken,
  TRAINER,
} from '../test/assignment-fixtures';

const PATH = `/onderwijs/opdracht/${ASSIGNMENT_ID}/bekijken`;

const assessed = makeAssignment({
  editable: false,
  state: 'finished',
  status: 'done',
  finished: true,
  submitted: '2026-03-05T08:30:00.000Z',
  evaluators: [TRAINER],
  entries: [
    makeEntry({ status: 'submitted', values: { 'f-reflection': 'Mijn reflectie' } }),
    makeEntry({
      id: EXTERNAL_ENTRY_ID,
      own: false,
      author: { kind: 'external', name: 'extern@example.nl' },
      values: { 'f-statement': 'Akkoord, goed gedaan' },
      updated: '2026-03-04T15:00:00.000Z',
    }),
  ],
  evaluations: [
    { id: fixtureId(), created: '2026-03-10T09:00:00.000Z', teacher: 'Anne Bakker', grade: 7.5, valuation: 'Goed' },
  ],
  messages: [makeMessage({ content: 'Ingeleverd, graag beoordelen.' })],
  _permissions: { ...makeAssignment()._permissions, message: false, delete: false },
});

describe('assignment view (/bekijken)', () => {
  it('shows the form with everyone’s answers, each entry, the evaluations and the messages, read-only', async () => {
    mockApi({ 'GET /api/users/account': reply(makeAccount()), [API.assignment]: reply(assessed) });
    const { user } = renderRoute(PATH);
    expect(await screen.findByRole('heading', { level: 1, name: 'Reflectieverslag week 12' })).toBeVisible();
    expect(screen.getByText('Beoordeeld')).toBeVisible();
    expect(screen.getByText('05-03-2026 09:30')).toBeVisible();
    expect(screen.getByText('Anne Bakker', { selector: 'dd' })).toBeVisible();
    expect(screen.getByText('De opdracht is ingeleverd ter beoordeling en kan niet gewijzigd worden.')).toBeVisible();
    // Assessed: no notification to wait for.
    expect(screen.queryByText('Je ontvangt een notificatie zodra de opdracht beoordeeld is.')).toBeNull();
    expect(screen.getByRole('link', { name: 'Terug naar onderwijs' })).toBeVisible();

    expect(screen.getByRole('textbox', { name: /^Reflectie/ })).toHaveValue('Mijn reflectie');
    expect(screen.getByRole('textbox', { name: /^Reflectie/ })).toHaveAttribute('readonly');
    expect(screen.getByRole('textbox', { name: /^Verklaring/ })).toHaveValue('Akkoord, goed gedaan');

    const entries = screen.getByRole('heading', { level: 2, name: 'Invullingen' }).parentElement!;
    const external = within(entries).getByRole('button', { name: /extern@example.nl \(Externe bijdrager\)/ });
    expect(external).toHaveTextContent('Concept · Laatst gewijzigd 04-03-2026 16:00');
    await user.click(external);
    expect(await within(entries).findAllByDisplayValue('Akkoord, goed gedaan')).toHaveLength(1);

    const evaluations = screen.getByRole('table', { name: 'Beoordelingen van de opdracht' });
    const row = within(evaluations).getByRole('row', { name: /10-03-2026 10:00/ });
    expect(within(row).getByText('Anne Bakker')).toBeVisible();
    expect(within(row).getByText('7,5')).toBeVisible();
    expect(within(row).getByText('Goed')).toBeVisible();

    expect(screen.getByText('Ingeleverd, graag beoordelen.')).toBeVisible();
    expect(screen.queryByRole('textbox', { name: 'Nieuw bericht' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Opslaan' })).toBeNull();
    expect(screen.queryByRole('combobox', { name: /Beoordelaars/ })).toBeNull();
  });

  it("shows the participant her own saved answers when she fills nothing any more (issue 32: the server's fillRoles [])", async () => {
    // Handed in, the server answers no fill roles: her entry is the only one holding 'Reflectie'.
    mockApi({
      'GET /api/users/account': reply(makeAccount()),
      [API.assignment]: reply({ ...assessed, fillRoles: [] }),
    });
    renderRoute(PATH);
    expect(await screen.findByRole('heading', { level: 1, name: 'Reflectieverslag week 12' })).toBeVisible();
    expect(screen.getByRole('textbox', { name: /^Reflectie/ })).toHaveValue('Mijn reflectie');
    expect(screen.getByRole('textbox', { name: /^Verklaring/ })).toHaveValue('Akkoord, goed gedaan');
  });

  it('lists the invitations on the page of whoever may invite', async () => {
    const revoke = makeToken({ email: 'extern@example.nl', status: 'new' });
    const fetchMock = mockApi({
      'GET /api/users/account': reply(makeAccount()),
      [API.assignment]: reply(makeAssignment({ _permissions: { ...makeAssignment()._permissions, invite: true } })),
      [API.tokens]: reply({ items: [revoke], totalItems: 1 }),
    });
    renderRoute(PATH);
    const table = await screen.findByRole('table', { name: 'Verstuurde uitnodigingen' });
    expect(within(table).getByText('nieuw')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Externe uitnodigen' })).toBeVisible();
    await waitFor(() => expect(callsTo(fetchMock, API.tokens)).toHaveLength(1));
  });

  it('says so when the assignment cannot be opened', async () => {
    mockApi({ 'GET /api/users/account': reply(makeAccount()), [API.assignment]: reply({ detail: 'not_found' }, 404) });
    renderRoute(PATH);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Er is iets fout gegaan bij het openen van de opdracht!',
    );
  });
});
