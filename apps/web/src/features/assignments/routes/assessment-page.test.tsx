import 'fake-indexeddb/auto';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { evaluationDetailSchema, type EvaluationDetail, type FormField } from '@portal/contracts';
import { makeAccount } from '../../../../test/fixtures';
import { callsTo, mockApi, renderRoute, reply } from '../../../../test/test-utils';
import { ASSIGNMENT_ID, fixtureId, makeAssignment, makeEntry, TRAINER, TRAINER_ID } from '../test/assignment-fixtures';

const GOOD = fixtureId();
const feedback: FormField = {
  id: 'f-feedback',
  type: 'text',
  label: 'Feedback opleider',
  description: null,
  required: true,
  roles: ['ROLE_PRACTICAL_TRAINER'],
  options: [],
  metadata: {},
  defaultExpanded: false,
};

function makeDetail(
  overrides: Partial<EvaluationDetail['evaluation']> = {},
  state: EvaluationDetail['state'] = 'in_review',
) {
  const assignment = makeAssignment({ state, inReview: state === 'in_review', finished: state === 'finished' });
  const detail: EvaluationDetail = {
    ...assignment,
    form: {
      ...assignment.form,
      valuation: true,
      grade: true,
      evaluationOptions: [{ id: GOOD, label: 'Goed' }],
      fields: [...assignment.form.fields, feedback],
    },
    entries: [makeEntry({ status: 'submitted', values: { 'f-reflection': 'Mijn reflectie' }, own: false })],
    ownEntryId: null,
    fillRoles: [],
    editable: false,
    evaluators: [TRAINER],
    evaluation: {
      editable: true,
      fillRoles: ['ROLE_PRACTICAL_TRAINER', 'ROLE_EDUCATOR'],
      entryId: null,
      assess: true,
      reject: state === 'in_review',
      draft: null,
      permissions: [],
      history: [],
      files: [],
      ...overrides,
    },
  };
  expect(evaluationDetailSchema.safeParse(detail).success).toBe(true);
  return detail;
}

const DETAIL = `GET /api/educators/assignments/${ASSIGNMENT_ID}`;
const ASSESS = `POST /api/educators/assignments/${ASSIGNMENT_ID}`;
const REJECT = `POST /api/educators/assignments/${ASSIGNMENT_ID}/rejected`;
const account = () =>
  reply(makeAccount({ id: TRAINER_ID, roles: ['ROLE_PRACTICAL_TRAINER'], fullName: 'Anne Bakker' }));

describe('the assessment screen', () => {
  it('assesses with a valuation and a grade: disabled without either, a grade outside 0-10 refused in the browser', async () => {
    const assessed = makeDetail(
      {
        editable: true,
        reject: false,
        history: [
          {
            id: fixtureId(),
            created: '2026-11-20T10:00:00.000Z',
            evaluator: { id: TRAINER_ID, fullName: 'Anne Bakker' },
            grade: 7.5,
            valuation: 'Goed',
            outcome: 'finished',
            withdrawn: null,
          },
        ],
      },
      'finished',
    );
    const fetchMock = mockApi({
      'GET /api/users/account': account(),
      [DETAIL]: reply(makeDetail()),
      [ASSESS]: reply(assessed),
    });
    const { user } = renderRoute(`/beoordelingen/${ASSIGNMENT_ID}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Reflectieverslag week 12' })).toBeVisible();
    // The participant's answer is shown, not editable; the trainer's field is.
    expect(screen.getByRole('textbox', { name: /Reflectie/ })).toHaveAttribute('readonly');
    const save = screen.getByRole('button', { name: 'Beoordeling opslaan' });
    expect(save).toBeDisabled();
    const grade = screen.getByRole('textbox', { name: 'Cijfer' });
    expect(screen.getByText('Getal tussen 0 en 10')).toBeVisible();
    await user.type(grade, '11');
    expect(save).toBeDisabled();
    await user.clear(grade);
    await user.type(grade, '7,5');
    expect(save).toBeEnabled();
    await user.type(screen.getByRole('textbox', { name: /Feedback opleider/ }), 'Sterk');
    await user.click(screen.getByRole('combobox', { name: 'Waardering' }));
    await user.click(await screen.findByRole('option', { name: 'Goed' }));
    await user.click(save);
    expect(await screen.findByText('De beoordeling is succesvol opgeslagen.')).toBeVisible();
    expect(callsTo(fetchMock, ASSESS)).toEqual([{ formData: { 'f-feedback': 'Sterk' }, valuation: GOOD, grade: 7.5 }]);
    const history = await screen.findByRole('table', { name: 'Alle beoordelingen van deze opdracht' });
    expect(within(history).getByText('Anne Bakker')).toBeVisible();
    expect(within(history).getByText('7,5')).toBeVisible();
    // A finished assignment cannot be returned.
    expect(screen.queryByRole('button', { name: 'Opnieuw indienen' })).toBeNull();
  });

  it('shows the banner and the field message when the server refuses the evaluator fields', async () => {
    mockApi({
      'GET /api/users/account': account(),
      [DETAIL]: reply(makeDetail()),
      [ASSESS]: reply(
        {
          detail: 'validation_failed',
          violations: [
            {
              propertyPath: 'formData.f-feedback',
              detail: 'validation.required',
              parameters: { fieldId: 'f-feedback' },
            },
          ],
        },
        400,
      ),
    });
    const { user } = renderRoute(`/beoordelingen/${ASSIGNMENT_ID}`);
    await user.type(await screen.findByRole('textbox', { name: 'Cijfer' }), '8');
    await user.click(screen.getByRole('button', { name: 'Beoordeling opslaan' }));
    expect(await screen.findByText('Een aantal velden zijn niet correct ingevuld.')).toBeVisible();
    expect(screen.getByText('Dit is een verplicht veld')).toBeVisible();
  });

  it('asks about an unsent message before returning the assignment, and returns it', async () => {
    const returned = makeDetail({ editable: false, reject: false }, 'rejected');
    const fetchMock = mockApi({
      'GET /api/users/account': account(),
      [DETAIL]: reply(makeDetail()),
      [REJECT]: reply(returned),
    });
    const { user } = renderRoute(`/beoordelingen/${ASSIGNMENT_ID}`);
    await user.type(await screen.findByRole('textbox', { name: 'Nieuw bericht' }), 'Vul de reflectie aan');
    await user.click(screen.getByRole('button', { name: 'Opnieuw indienen' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Doorgaan zonder versturen' }));
    expect(await screen.findByText('Opdracht is teruggegeven aan de deelnemer.')).toBeVisible();
    expect(callsTo(fetchMock, REJECT)).toEqual([{ formData: {} }]);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Beoordeling opslaan' })).toBeNull());
  });

  it('marks a handed-in file read, and puts the flag back when that fails', async () => {
    const FILE = fixtureId();
    const OWN = fixtureId();
    const detail = makeDetail({
      files: [
        { id: FILE, name: 'verslag.pdf', mimeType: 'application/pdf', read: false, own: false },
        { id: OWN, name: 'eigen-notitie.pdf', mimeType: 'application/pdf', read: false, own: true },
      ],
    });
    const fetchMock = mockApi({
      'GET /api/users/account': account(),
      [DETAIL]: reply(detail),
      [`POST /api/file/${FILE}/read`]: [reply({ id: FILE, read: true })],
      [`POST /api/file/${FILE}/unread`]: [reply({ detail: 'internal_error' }, 500)],
    });
    const { user } = renderRoute(`/beoordelingen/${ASSIGNMENT_ID}`);
    const box = await screen.findByRole('checkbox', { name: 'verslag.pdf gelezen' });
    expect(screen.getByRole('link', { name: 'eigen-notitie.pdf' })).toBeVisible();
    expect(screen.queryByRole('checkbox', { name: 'eigen-notitie.pdf gelezen' })).toBeNull();
    await user.click(box);
    await waitFor(() => expect(callsTo(fetchMock, `POST /api/file/${FILE}/read`)).toHaveLength(1));
    expect(box).toBeChecked();
    await user.click(box);
    expect(await screen.findByText('Fout bij bestand markeren als gelezen.')).toBeVisible();
    expect(box).toBeChecked();
  });
});
