import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Education } from '@portal/contracts';
import { mockApi, renderRoute, reply } from '../../../../../test/test-utils';
import { makeModuleAssignment } from '../../test/event-fixtures';
import { EDUCATION_ID, makeEducation, makeModule } from '../../test/education-fixtures';
import { ProductsPanel } from './products-panel';

const LIST = `GET /api/education/${EDUCATION_ID}/modules`;

const reflection = makeModuleAssignment({ name: 'Reflectieverslag', state: 'finished', finished: true });
const essay = makeModuleAssignment({
  name: 'Essay ethiek',
  state: 'open',
  created: '2026-03-04T10:00:00+01:00',
});
const course = makeModuleAssignment({
  name: 'Cursusverslag',
  state: 'in_review',
  submitted: '2026-02-10T10:00:00+01:00',
});
const kpb = makeModuleAssignment({ name: 'KPB casus', state: 'rejected' });
const modules = [
  makeModule({ publishedName: 'Anatomie', type: 'IO', assignments: [reflection] }),
  makeModule({ publishedName: 'Ethiek', type: 'IKO', assignments: [essay] }),
  makeModule({ publishedName: 'Congres', type: 'EKO', assignments: [course] }),
  makeModule({ publishedName: 'Praktijk jaar 1', type: 'PRK', moduleType: 'practical', assignments: [kpb] }),
  makeModule({ publishedName: 'Zonder opdrachten', type: 'STA' }),
];

function render(education: Education = makeEducation()) {
  mockApi({ [LIST]: reply({ items: modules, totalItems: modules.length }) });
  return renderRoute('/portfolio', [{ path: '/portfolio', element: <ProductsPanel education={education} /> }]);
}

const panelNames = () =>
  screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent?.replace(/\s*\(.*\)$/, ''));

describe('ProductsPanel', () => {
  it('shows the own materials, then a panel per type with Keuzeonderwijs for IKO and EKO together', async () => {
    render(makeEducation({ materials: [] }));
    expect(screen.getByRole('heading', { name: 'Eigen materiaal', level: 2 })).toBeVisible();
    await screen.findByRole('table', { name: 'Opdrachten Keuzeonderwijs' });
    expect(panelNames()).toEqual(['Instituutsonderwijs', 'Keuzeonderwijs', 'Praktijkopleiding']);
    const ko = screen.getByRole('table', { name: 'Opdrachten Keuzeonderwijs' });
    const rows = within(ko)
      .getAllByRole('row')
      .slice(1)
      .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));
    expect(rows).toEqual([
      ['Cursusverslag', 'Congres', 'Te beoordelen', '10-02-2026'],
      ['Essay ethiek', 'Ethiek', 'Nog niet ingeleverd', '04-03-2026'],
    ]);
    expect(screen.getByRole('heading', { name: /Keuzeonderwijs\s\(2 opdrachten\)/ })).toBeVisible();
    // Open and returned work is finished on the assignment page; the rest is read there.
    expect(within(ko).getByRole('link', { name: 'Essay ethiek' })).toHaveAttribute(
      'href',
      `/onderwijs/opdracht/${essay.id}`,
    );
    expect(within(ko).getByRole('link', { name: 'Cursusverslag' })).toHaveAttribute(
      'href',
      `/onderwijs/opdracht/${course.id}/bekijken`,
    );
  });

  it('searches assignments and modules; nothing found says Geen resultaten', async () => {
    const { user } = render();
    await screen.findByRole('table', { name: 'Opdrachten Keuzeonderwijs' });
    const search = within(screen.getByRole('search')).getByRole('searchbox', { name: 'Zoeken in producten' });
    await user.type(search, 'praktijk');
    expect(panelNames()).toEqual(['Praktijkopleiding']);
    await user.clear(search);
    await user.type(search, 'essay');
    expect(panelNames()).toEqual(['Keuzeonderwijs']);
    expect(screen.getByRole('heading', { name: /Keuzeonderwijs\s\(1 opdracht\)/ })).toBeVisible();
    await user.type(search, 'xyz');
    expect(screen.getByText('Geen resultaten')).toBeVisible();
  });

  it('a panel folds away and opens again from its heading', async () => {
    const { user } = render();
    await screen.findByRole('table', { name: 'Opdrachten Keuzeonderwijs' });
    const toggle = screen.getByRole('button', { name: /Instituutsonderwijs/ });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('without edit rights every assignment opens read-only', async () => {
    render(makeEducation({ _permissions: { view: true, edit: false, imitatingAdmin: false } }));
    const ko = await screen.findByRole('table', { name: 'Opdrachten Keuzeonderwijs' });
    expect(within(ko).getByRole('link', { name: 'Essay ethiek' })).toHaveAttribute(
      'href',
      `/onderwijs/opdracht/${essay.id}/bekijken`,
    );
  });
});
