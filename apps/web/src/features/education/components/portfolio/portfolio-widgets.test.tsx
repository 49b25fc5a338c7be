import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Education } from '@portal/contracts';
import { callsTo, mockApi, renderRoute, reply } from '../../../../../test/test-utils';
import { EDUCATION_ID, makeEducation, makeModule } from '../../test/education-fixtures';
import { EducationDetails } from '../education-details';
import { finishedPercent, internshipRows, PortfolioWidgets } from './portfolio-widgets';

const LIST = `GET /api/education/${EDUCATION_ID}/modules`;
const modules = [
  makeModule({
    publishedName: 'Anatomie',
    type: 'IO',
    status: 'finished',
    finishedAssignments: 2,
    totalAssignments: 2,
  }),
  makeModule({ publishedName: 'Ethiek', type: 'IKO', points: 4, status: 'finished' }),
  makeModule({ publishedName: 'Congres', type: 'EKO', points: 2.5, status: 'definitely_placed' }),
];

function render(education: Education) {
  const fetchMock = mockApi({ [LIST]: reply({ items: modules, totalItems: modules.length }) });
  const view = renderRoute('/voortgang', [{ path: '/voortgang', element: <PortfolioWidgets education={education} /> }]);
  return { ...view, fetchMock };
}

const cellsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));

describe('portfolio widget numbers (spec 2 §9)', () => {
  it('rounds the finished percentage and has none without modules', () => {
    expect(finishedPercent(1, 3)).toBe(33);
    expect(finishedPercent(2, 3)).toBe(67);
    expect(finishedPercent(0, 0)).toBe(0);
  });

  it("says the same elective points as Opleidingsgegevens' card (one definition, the server's)", async () => {
    // The demo's case: 24 points achieved in finished elective modules, none placed, 40 asked by the education.
    const education = makeEducation({
      electiveCourseHours: 40,
      summary: { ...makeEducation().summary, electivePoints: { total: 40, achieved: 24, planned: 0, todo: 16 } },
    });
    mockApi({ [LIST]: reply({ items: modules, totalItems: modules.length }) });
    renderRoute('/beide', [
      {
        path: '/beide',
        element: (
          <>
            <EducationDetails education={education} />
            <PortfolioWidgets education={education} />
          </>
        ),
      },
    ]);

    const card = (await screen.findByText('Totaal punten keuzeonderwijs')).closest('.MuiCard-root') as HTMLElement;
    expect(within(card).getByText('24 van 40')).toBeVisible();
    const chart = screen.getByRole('region', { name: 'Keuzeonderwijs' });
    expect(
      within(chart).getByText('24 van 40 punten behaald, 0 punten nog niet behaald, 16 punten nog te plannen'),
    ).toBeInTheDocument();
  });

  it('lists the internship types with required or achieved hours, in type order, labelled', () => {
    const summary = { ...makeEducation().summary, internshipPoints: { '11': 3, '2': 6 } };
    expect(internshipRows({ internshipHours: { '2': 10, '4': 0, '5': 20 }, summary })).toEqual([
      { type: 2, label: 'M&G stage', required: 10, achieved: 6 },
      { type: 5, label: 'Opleidingsperiode 2', required: 20, achieved: 0 },
      { type: 11, label: 'Privaat-publiek', required: 0, achieved: 3 },
    ]);
  });
});

describe('PortfolioWidgets', () => {
  it('shows the three charts with their texts; the optional education only with elective hours', async () => {
    const { unmount } = render(makeEducation());
    expect(screen.getByRole('heading', { name: 'Voortgang', level: 2 })).toBeVisible();
    const modulesCard = screen.getByRole('region', { name: 'Afgeronde modules' });
    expect(within(modulesCard).getByText('3 van 12 modules afgerond (25%)')).toBeVisible();
    expect(within(modulesCard).getByText('Afgerond: 3')).toBeVisible();
    expect(within(modulesCard).getByText('Nog niet afgerond: 9')).toBeVisible();

    const elective = screen.getByRole('region', { name: 'Keuzeonderwijs' });
    expect(
      within(elective).getByText('4 van 40 punten behaald, 6 punten nog niet behaald, 30 punten nog te plannen'),
    ).toBeVisible();

    const internship = screen.getByRole('region', { name: 'Stage-uren' });
    const alternative = within(internship).getByRole('table', { name: 'Stage-uren per soort stage' });
    expect(cellsOf(alternative)).toEqual([['M&G stage', '10', '6']]);
    unmount();

    render(
      makeEducation({
        electiveCourseHours: 0,
        internshipHours: {},
        summary: { ...makeEducation().summary, internshipPoints: {} },
      }),
    );
    expect(screen.queryByRole('region', { name: 'Keuzeonderwijs' })).toBeNull();
    expect(screen.getByText('Er zijn geen stage-uren vereist of behaald.')).toBeVisible();
  });

  it('opens the module overview table, asking for the modules only then', async () => {
    const { user, fetchMock } = render(makeEducation());
    expect(callsTo(fetchMock, LIST)).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Overzicht modules' }));
    const dialog = await screen.findByRole('dialog', { name: 'Overzicht modules' });
    const table = await within(dialog).findByRole('table', { name: 'Alle modules' });
    expect(cellsOf(table)).toEqual([
      ['Anatomie', 'Instituutsonderwijs', '2/2', 'Afgerond'],
      ['Congres', 'Extern keuzeonderwijs', '0/0', 'Definitief geplaatst'],
      ['Ethiek', 'Intern keuzeonderwijs', '0/0', 'Afgerond'],
    ]);
    await user.click(within(dialog).getByRole('button', { name: 'Sluiten' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('button', { name: 'Overzicht modules' })).toHaveFocus();
  });

  it('pages the module overview by 10, like every other list (issue 31)', async () => {
    const many = Array.from({ length: 23 }, (_, i) =>
      makeModule({ publishedName: `Module ${String(i + 1).padStart(2, '0')}`, type: 'IO' }),
    );
    mockApi({ [LIST]: reply({ items: many, totalItems: many.length }) });
    const { user } = renderRoute('/voortgang', [
      { path: '/voortgang', element: <PortfolioWidgets education={makeEducation()} /> },
    ]);
    await user.click(screen.getByRole('button', { name: 'Overzicht modules' }));
    const dialog = await screen.findByRole('dialog', { name: 'Overzicht modules' });
    const table = await within(dialog).findByRole('table', { name: 'Alle modules' });
    const names = () =>
      within(table)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent);
    expect(names()).toEqual(many.slice(0, 10).map((m) => m.publishedName));
    expect(within(dialog).getByText('1–10 van 23')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Ga naar volgende pagina' }));
    expect(names()).toEqual(many.slice(10, 20).map((m) => m.publishedName));
    await user.click(within(dialog).getByRole('button', { name: 'Ga naar volgende pagina' }));
    expect(names()).toEqual(['Module 21', 'Module 22', 'Module 23']);
    expect(within(dialog).getByText('21–23 van 23')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('combobox', { name: 'Regels per pagina:' }));
    await user.click(await screen.findByRole('option', { name: '25' }));
    expect(names()).toHaveLength(23);
  });

  it('opens the optional education table with the elective modules and their total', async () => {
    const { user } = render(makeEducation());
    await user.click(screen.getByRole('button', { name: 'Overzicht keuzeonderwijs' }));
    const dialog = await screen.findByRole('dialog', { name: 'Overzicht keuzeonderwijs' });
    const table = await within(dialog).findByRole('table', { name: 'Modules keuzeonderwijs' });
    expect(cellsOf(table)).toEqual([
      ['Congres', 'Extern keuzeonderwijs', '2,5', 'Definitief geplaatst'],
      ['Ethiek', 'Intern keuzeonderwijs', '4', 'Afgerond'],
      ['Totaal', '', '6,5', ''],
    ]);
  });

  it('opens the internship table with the hours still to achieve', async () => {
    const { user } = render(
      makeEducation({
        internshipHours: { '2': 10, '9': 4 },
        summary: { ...makeEducation().summary, internshipPoints: { '2': 6, '9': 5 } },
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Overzicht stage-uren' }));
    const dialog = await screen.findByRole('dialog', { name: 'Overzicht stage-uren' });
    expect(cellsOf(within(dialog).getByRole('table', { name: 'Stage-uren per soort stage' }))).toEqual([
      ['M&G stage', '10', '6', '4'],
      ['Arbocuratief/klinisch', '4', '5', '0'],
    ]);
  });
});
