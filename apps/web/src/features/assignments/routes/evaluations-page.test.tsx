import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { evaluationRowSchema, listSearchParams, type EvaluationRow } from '@portal/contracts';
import { makeAccount } from '../../../../test/fixtures';
import { callsTo, mockApi, renderRoute, reply } from '../../../../test/test-utils';
import { ASSIGNMENT_ID, fixtureId, MODULE_ID, PARTICIPANT_ID, TRAINER_ID } from '../test/assignment-fixtures';

const list = (status: string) =>
  `GET /api/educators/assignments?${listSearchParams({ page: 1, perPage: 10, filters: { status } }).toString()}`;
const IN_REVIEW = list('in_review');
const ALL = list('open,rejected,in_review,finished');

const row = (overrides: Partial<EvaluationRow> = {}): EvaluationRow => {
  const value: EvaluationRow = {
    id: ASSIGNMENT_ID,
    name: 'KPB: medicatiebeoordeling',
    state: 'in_review',
    submitted: '2026-11-20T09:30:00.000Z',
    startDate: '2026-09-01',
    module: { id: MODULE_ID, publishedName: 'Stage ouderengeneeskunde', moduleType: 'practical' },
    user: { id: PARTICIPANT_ID, fullName: 'Lotte de Graaf', fullNameLastNameFirst: 'Graaf, Lotte de' },
    grade: null,
    valuation: null,
    evaluators: [{ id: TRAINER_ID, fullName: 'Karin Visser' }],
    permissions: ['UPDATE_EVALUATORS'],
    ...overrides,
  };
  expect(evaluationRowSchema.safeParse(value).success).toBe(true);
  return value;
};

describe('the evaluations overview', () => {
  it('starts with what is in review; Alle asks every state; the evaluator column comes with UPDATE_EVALUATORS', async () => {
    const finished = row({
      id: fixtureId(),
      name: 'KPB: delier',
      state: 'finished',
      grade: 8,
      valuation: 'Goed',
      permissions: ['RESET_EVALUATION'],
    });
    const fetchMock = mockApi({
      'GET /api/users/account': reply(
        makeAccount({ roles: ['ROLE_PROGRAM_ASSISTANT'], permissions: ['UPDATE_EVALUATORS', 'RESET_EVALUATION'] }),
      ),
      [IN_REVIEW]: reply({ items: [row()], totalItems: 1, perPage: 10 }),
      [ALL]: reply({ items: [row(), finished], totalItems: 2, perPage: 10 }),
    });
    const { user } = renderRoute('/beoordelingen');
    const table = await screen.findByRole('table', { name: 'Opdrachten om te beoordelen' });
    const first = await within(table).findByRole('row', { name: /KPB: medicatiebeoordeling/ });
    expect(within(first).getByRole('link', { name: 'KPB: medicatiebeoordeling' })).toHaveAttribute(
      'href',
      `/beoordelingen/${ASSIGNMENT_ID}`,
    );
    expect(within(first).getByText('Te beoordelen')).toBeVisible();
    expect(within(first).getByText('Graaf, Lotte de')).toBeVisible();
    expect(within(first).getByText('Karin Visser')).toBeVisible();
    expect(screen.getAllByText('typ minimaal drie tekens').length).toBeGreaterThanOrEqual(3);

    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'Te beoordelen' }));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(callsTo(fetchMock, ALL)).toHaveLength(1));
    const assessed = await within(table).findByRole('row', { name: /KPB: delier/ });
    expect(within(assessed).getByText('Goed, 8')).toBeVisible();
    expect(within(assessed).getByRole('button', { name: 'KPB: delier heropenen' })).toBeVisible();
    expect(within(assessed).queryByRole('button', { name: /Beoordelaars van/ })).toBeNull();
  });

  it('the Beoordeling filter offers the valuations of the evaluation-options call (spec 3) and filters on them', async () => {
    const good = fixtureId();
    const WITH_GOOD = `GET /api/educators/assignments?${listSearchParams({
      page: 1,
      perPage: 10,
      filters: { status: 'in_review', valuation: good },
    }).toString()}`;
    const fetchMock = mockApi({
      'GET /api/users/account': reply(makeAccount({ roles: ['ROLE_TEACHER'] })),
      'GET /api/educators/evaluation-options': reply({
        items: [
          { id: good, label: 'Goed' },
          { id: fixtureId(), label: 'Onvoldoende' },
        ],
      }),
      [IN_REVIEW]: reply({ items: [row({ permissions: [] })], totalItems: 1, perPage: 10 }),
      [WITH_GOOD]: reply({ items: [], totalItems: 0, perPage: 10 }),
    });
    const { user } = renderRoute('/beoordelingen');
    await screen.findByRole('row', { name: /KPB: medicatiebeoordeling/ });
    await user.click(screen.getByRole('combobox', { name: 'Beoordeling' }));
    await user.click(await screen.findByRole('option', { name: 'Goed' }));
    expect(screen.getByRole('option', { name: 'Onvoldoende' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(callsTo(fetchMock, WITH_GOOD)).toHaveLength(1));
  });

  it('the evaluator dialog refuses to save without an evaluator; reopening asks first', async () => {
    const finished = row({
      id: fixtureId(),
      name: 'KPB: delier',
      state: 'finished',
      permissions: ['RESET_EVALUATION'],
    });
    const fetchMock = mockApi({
      'GET /api/users/account': reply(
        makeAccount({ roles: ['ROLE_PROGRAM_ASSISTANT'], permissions: ['UPDATE_EVALUATORS', 'RESET_EVALUATION'] }),
      ),
      [IN_REVIEW]: reply({ items: [row(), finished], totalItems: 2, perPage: 10 }),
      [`PUT /api/educators/assignments/${ASSIGNMENT_ID}/evaluators`]: reply({ evaluators: [] }),
      [`DELETE /api/educators/assignments/${finished.id}/evaluations`]: reply({ id: finished.id, state: 'in_review' }),
    });
    const { user } = renderRoute('/beoordelingen');
    await user.click(
      await screen.findByRole('button', { name: 'Beoordelaars van KPB: medicatiebeoordeling wijzigen' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Beoordelaars van KPB: medicatiebeoordeling' });
    await user.click(
      within(dialog)
        .getByRole('button', { name: /Karin Visser/ })
        .querySelector('svg')!,
    );
    await user.click(within(dialog).getByRole('button', { name: 'Opslaan' }));
    expect(await within(dialog).findByText('Kies minimaal één beoordelaar')).toBeVisible();
    expect(callsTo(fetchMock, `PUT /api/educators/assignments/${ASSIGNMENT_ID}/evaluators`)).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Annuleren' }));

    await user.click(screen.getByRole('button', { name: 'KPB: delier heropenen' }));
    const confirm = await screen.findByRole('dialog', { name: 'Opdracht heropenen' });
    await user.click(within(confirm).getByRole('button', { name: 'Heropenen' }));
    expect(await screen.findByText('De opdracht is heropend.')).toBeVisible();
    expect(callsTo(fetchMock, `DELETE /api/educators/assignments/${finished.id}/evaluations`)).toHaveLength(1);
  });
});
