import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Education, ModuleAssignmentCreate } from '@portal/contracts';
import { formField } from '../../../../components/form-renderer/test-support';
import { callsTo, mockApi, renderRoute, reply, type FakeAnswer } from '../../../../../test/test-utils';
import { makeModuleAssignment } from '../../test/event-fixtures';
import { EDUCATION_ID, makeEducation, makeModule } from '../../test/education-fixtures';
import { RequestsPanel } from './requests-panel';

const POINTS_MODULE = '7a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';
const AMOUNT_MODULE = '8b2c3d4e-5f6a-4b7c-8d9e-0f1a2b3c4d5e';
const FORM_ID = '9c3d4e5f-6a7b-4c8d-9e0f-1a2b3c4d5e6f';
const EDUCATOR = '0d4e5f6a-7b8c-4d9e-8f0a-1b2c3d4e5f6a';
const NEW_ID = '1e5f6a7b-8c9d-4e0f-9a1b-2c3d4e5f6a7b';
const LIST = `GET /api/education/${EDUCATION_ID}/modules?types=AANVRAAG`;
const TEMPLATE = `GET /api/module/${POINTS_MODULE}/assignment-create`;
const CREATE = `POST /api/module/${POINTS_MODULE}/assignments`;

const concept = makeModuleAssignment({
  name: 'Punten congres',
  state: 'open',
  draft: true,
  created: '2026-03-01T10:00:00+01:00',
});
const requested = makeModuleAssignment({
  name: 'Punten cursus',
  state: 'in_review',
  created: '2026-03-02T10:00:00+01:00',
  submitted: '2026-03-05T10:00:00+01:00',
});
const rejected = makeModuleAssignment({
  name: 'Punten symposium',
  state: 'rejected',
  created: '2026-02-01T10:00:00+01:00',
  submitted: '2026-02-03T10:00:00+01:00',
});
const finished = makeModuleAssignment({
  name: 'Punten nascholing',
  state: 'finished',
  finished: true,
  created: '2026-01-10T10:00:00+01:00',
  submitted: '2026-01-12T10:00:00+01:00',
  valuation: 'Voldoende',
});
const pointsModule = makeModule({
  id: POINTS_MODULE,
  type: 'AANVRAAG',
  moduleType: 'request',
  publishedName: 'Aanvraag punten',
  formId: FORM_ID,
  assignments: [concept, requested, rejected, finished],
});
const amountModule = makeModule({
  id: AMOUNT_MODULE,
  type: 'AANVRAAG',
  moduleType: 'request',
  publishedName: 'Aanvraag vergoeding',
  formId: FORM_ID,
});
const list = { items: [pointsModule, amountModule], totalItems: 2 };

const template: ModuleAssignmentCreate = {
  moduleId: POINTS_MODULE,
  educationId: EDUCATION_ID,
  name: 'Aanvraag punten',
  form: {
    id: FORM_ID,
    title: 'Aanvraag punten',
    description: 'Vraag punten aan voor gevolgd onderwijs.',
    version: 1,
    fields: [
      formField({ id: 'what', type: 'text', label: 'Omschrijving onderwijs', required: true }),
      formField({ id: 'points', type: 'request-points', label: 'Aantal punten', required: true }),
      formField({ id: 'stage', type: 'internship-type', label: 'Soort stage', metadata: { types: [1, 2] } }),
      formField({ id: 'judge', type: 'textarea', label: 'Oordeel opleider', roles: ['ROLE_INSTITUTE_EDUCATOR'] }),
    ],
  },
  evaluatorChoice: true,
  evaluatorOptions: [
    { id: EDUCATOR, fullName: 'Piet Jansen', email: 'piet@example.nl', roles: ['ROLE_INSTITUTE_EDUCATOR'] },
  ],
};

function render(education: Education = makeEducation(), more: Record<string, FakeAnswer | FakeAnswer[]> = {}) {
  const fetchMock = mockApi({ [LIST]: reply(list), [TEMPLATE]: reply(template), ...more });
  const view = renderRoute('/portfolio', [{ path: '/portfolio', element: <RequestsPanel education={education} /> }]);
  return { ...view, fetchMock };
}

const table = () => screen.findByRole('table', { name: 'Mijn aanvragen' });
const rowNames = (t: HTMLElement) =>
  within(t)
    .queryAllByRole('rowheader')
    .map((cell) => cell.textContent);

async function openForm(user: ReturnType<typeof render>['user']) {
  await user.click(await screen.findByRole('button', { name: 'Nieuwe aanvraag' }));
  const menu = screen.getByRole('menu', { name: 'Nieuwe aanvraag' });
  expect(
    within(menu)
      .getAllByRole('menuitem')
      .map((item) => item.textContent),
  ).toEqual(['Aanvraag punten', 'Aanvraag vergoeding']);
  await user.click(within(menu).getByRole('menuitem', { name: 'Aanvraag punten' }));
  const heading = await screen.findByRole('heading', { name: 'Nieuwe aanvraag: Aanvraag punten' });
  await screen.findByRole('textbox', { name: /Omschrijving onderwijs/ });
  expect(heading).toHaveFocus();
}

describe('RequestsPanel: Mijn aanvragen', () => {
  it('lists the requests newest first with their type, date (DD-MM-YYYY) and status; a finished one shows its valuation', async () => {
    render();
    const t = await table();
    expect(
      within(t)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Omschrijving', 'Type', 'Datum aanvraag', 'Status']);
    expect(rowNames(t)).toEqual(['Punten cursus', 'Punten congres', 'Punten symposium', 'Punten nascholing']);
    const cells = (name: string) =>
      within(within(t).getByRole('rowheader', { name }).closest('tr')!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
    expect(cells('Punten cursus')).toEqual(['Aanvraag punten', '05-03-2026', 'Aangevraagd']);
    expect(cells('Punten congres')).toEqual(['Aanvraag punten', '01-03-2026', 'Concept']);
    expect(cells('Punten symposium')).toEqual(['Aanvraag punten', '03-02-2026', 'Opnieuw inleveren']);
    expect(cells('Punten nascholing')).toEqual(['Aanvraag punten', '12-01-2026', 'Voldoende']);
    // A concept and a returned request are finished on the assignment page; the others are read.
    expect(within(t).getByRole('link', { name: 'Punten congres' })).toHaveAttribute(
      'href',
      `/onderwijs/opdracht/${concept.id}`,
    );
    expect(within(t).getByRole('link', { name: 'Punten symposium' })).toHaveAttribute(
      'href',
      `/onderwijs/opdracht/${rejected.id}`,
    );
    expect(within(t).getByRole('link', { name: 'Punten cursus' })).toHaveAttribute(
      'href',
      `/onderwijs/opdracht/${requested.id}/bekijken`,
    );
  });

  it('filters on status: requested, concept, rejected, finished, and all again', async () => {
    const { user } = render();
    const t = await table();
    const choose = async (label: string) => {
      await user.click(screen.getByRole('combobox', { name: 'Status' }));
      await user.click(screen.getByRole('option', { name: label }));
    };
    await choose('Concept');
    expect(rowNames(t)).toEqual(['Punten congres']);
    await choose('Aangevraagd');
    expect(rowNames(t)).toEqual(['Punten cursus']);
    await choose('Opnieuw inleveren');
    expect(rowNames(t)).toEqual(['Punten symposium']);
    await choose('Afgerond');
    expect(rowNames(t)).toEqual(['Punten nascholing']);
    await choose('Alle');
    expect(rowNames(t)).toHaveLength(4);
  });

  it("says 'Geen resultaten' when there are none, and pages by 10", async () => {
    const many = Array.from({ length: 12 }, (_, i) =>
      makeModuleAssignment({
        name: `Aanvraag ${String(i + 1).padStart(2, '0')}`,
        state: 'in_review',
        submitted: `2026-03-${String(i + 1).padStart(2, '0')}T10:00:00+01:00`,
      }),
    );
    const { user } = render(makeEducation(), {
      [LIST]: reply({ items: [{ ...pointsModule, assignments: many }], totalItems: 1 }),
    });
    const t = await table();
    expect(rowNames(t)).toHaveLength(10);
    expect(rowNames(t)[0]).toBe('Aanvraag 12');
    expect(screen.getByText('1–10 van 12')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Ga naar volgende pagina' }));
    expect(rowNames(t)).toEqual(['Aanvraag 02', 'Aanvraag 01']);
    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(screen.getByRole('option', { name: 'Concept' }));
    expect(within(t).getByRole('cell', { name: 'Geen resultaten' })).toBeInTheDocument();
  });

  it("without edit rights there is no 'Nieuwe aanvraag' and every request opens read-only", async () => {
    render(makeEducation({ _permissions: { view: true, edit: false, imitatingAdmin: false } }));
    const t = await table();
    expect(within(t).getByRole('link', { name: 'Punten congres' })).toHaveAttribute(
      'href',
      `/onderwijs/opdracht/${concept.id}/bekijken`,
    );
    expect(screen.queryByRole('button', { name: 'Nieuwe aanvraag' })).toBeNull();
  });
});

describe('RequestsPanel: a new request', () => {
  it('hands in with the answers, the chosen evaluator and the messages held until then', async () => {
    const { user, fetchMock } = render(makeEducation(), { [CREATE]: reply({ id: NEW_ID }, 201) });
    await openForm(user);
    expect(screen.getByText('Vraag punten aan voor gevolgd onderwijs.')).toBeVisible();

    // Required fields are checked first.
    await user.click(screen.getByRole('button', { name: 'Aanvraag indienen' }));
    expect(await screen.findByText('Een aantal velden zijn niet correct ingevuld.')).toBeVisible();
    expect(screen.getAllByText('Dit is een verplicht veld')).toHaveLength(2);

    await user.type(screen.getByRole('textbox', { name: /Omschrijving onderwijs/ }), 'Congres Arbeid');
    await user.type(screen.getByRole('textbox', { name: /Aantal punten/ }), '4,5');
    await user.click(screen.getByRole('combobox', { name: 'Soort stage' }));
    await user.click(screen.getByRole('option', { name: 'M&G stage' }));
    // The assessor's field is not the participant's to fill.
    const judge = screen.getByRole('textbox', { name: 'Oordeel opleider' });
    expect(judge.hasAttribute('readonly') || judge.hasAttribute('disabled')).toBe(true);

    // Messages stay in the browser until the request is sent.
    await user.type(screen.getByRole('textbox', { name: 'Nieuw bericht' }), 'Zie de bijlage');
    await user.click(screen.getByRole('button', { name: 'Bericht toevoegen' }));
    const held = screen.getByRole('list', { name: 'Berichten die met de aanvraag worden verstuurd' });
    expect(within(held).getByText('Zie de bijlage')).toBeVisible();
    await user.type(screen.getByRole('textbox', { name: 'Nieuw bericht' }), 'Nog een vraag');
    expect(callsTo(fetchMock, CREATE)).toEqual([]);

    // An evaluator must be chosen.
    await user.click(screen.getByRole('button', { name: 'Aanvraag indienen' }));
    expect(await screen.findByText('Je dient minimaal 1 beoordelaar te selecteren.')).toBeVisible();
    expect(callsTo(fetchMock, CREATE)).toEqual([]);
    await user.click(screen.getByRole('combobox', { name: /Beoordelaars/ }));
    await user.click(await screen.findByRole('option', { name: /Piet Jansen/ }));

    await user.click(screen.getByRole('button', { name: 'Aanvraag indienen' }));
    expect(await screen.findByText('De aanvraag is succesvol aangemaakt!')).toBeVisible();
    expect(callsTo(fetchMock, CREATE)).toEqual([
      {
        formData: { what: 'Congres Arbeid', points: 4.5, stage: 2 },
        submit: true,
        assignedUsers: [EDUCATOR],
        messages: ['Zie de bijlage', 'Nog een vraag'],
      },
    ]);
    // Back to the overview, which is loaded again.
    const heading = await screen.findByRole('heading', { name: 'Mijn aanvragen' });
    await waitFor(() => expect(heading).toHaveFocus());
    await waitFor(() => expect(callsTo(fetchMock, LIST).length).toBeGreaterThan(1));
  });

  it('saves a concept without the required answers and without an evaluator', async () => {
    const { user, fetchMock } = render(makeEducation(), { [CREATE]: reply({ id: NEW_ID }, 201) });
    await openForm(user);
    await user.type(screen.getByRole('textbox', { name: /Omschrijving onderwijs/ }), 'Congres');
    await user.click(screen.getByRole('button', { name: 'Opslaan als concept' }));
    expect(await screen.findByText('De opdracht is aangemaakt.')).toBeVisible();
    expect(callsTo(fetchMock, CREATE)).toEqual([
      { formData: { what: 'Congres' }, submit: false, assignedUsers: [], messages: [] },
    ]);
    expect(await screen.findByRole('heading', { name: 'Mijn aanvragen' })).toBeVisible();
  });

  it("shows the server's violations on their fields with the banner; other failures keep the form", async () => {
    const { user } = render(makeEducation(), {
      [CREATE]: [
        reply(
          {
            detail: 'validation_failed',
            violations: [
              { propertyPath: 'formData.points', detail: 'validation.required', parameters: { fieldId: 'points' } },
            ],
          },
          400,
        ),
        reply({ detail: 'internal_error' }, 500),
      ],
    });
    await openForm(user);
    await user.type(screen.getByRole('textbox', { name: /Omschrijving onderwijs/ }), 'Congres');
    await user.click(screen.getByRole('button', { name: 'Opslaan als concept' }));
    expect(await screen.findByText('Fout bij aanmaken opdracht.')).toBeVisible();
    expect(screen.getByText('Er is iets fout gegaan bij het aanmaken van de opdracht!')).toBeVisible();
    expect(screen.getByText('Dit is een verplicht veld')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Opslaan als concept' }));
    await waitFor(() => expect(screen.getAllByText('Fout bij aanmaken opdracht.').length).toBeGreaterThan(0));
    expect(screen.getByRole('heading', { name: 'Nieuwe aanvraag: Aanvraag punten' })).toBeVisible();
    expect(screen.getByRole('textbox', { name: /Omschrijving onderwijs/ })).toHaveValue('Congres');
  });

  it('the form step goes back to the overview without sending anything', async () => {
    const { user, fetchMock } = render();
    await openForm(user);
    await user.click(screen.getByRole('button', { name: 'Annuleren' }));
    expect(await screen.findByRole('heading', { name: 'Mijn aanvragen' })).toHaveFocus();
    expect(callsTo(fetchMock, CREATE)).toEqual([]);
  });
});
