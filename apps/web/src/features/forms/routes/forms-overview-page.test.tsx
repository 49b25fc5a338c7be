import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { callsTo, renderRoute, reply } from '../../../../test/test-utils';
import {
  admin,
  API,
  builder,
  COPY_ID,
  EPA,
  FORM,
  FORM_ID,
  GENERAL,
  IN_USE,
  list,
  mockFormsApi,
  noContent,
  UNUSED,
  USED_ID,
  viewer,
} from '../test-helpers';

const PATH = '/formulieren';

async function renderPage() {
  const view = renderRoute(PATH);
  await screen.findByRole('heading', { level: 1, name: 'Formulieren' });
  await screen.findByRole('rowheader', { name: new RegExp(IN_USE.title) });
  return view;
}

const row = (title: string) => screen.getByRole('rowheader', { name: new RegExp(title) }).closest('tr')!;

describe('/formulieren', () => {
  it('refuses a user without LIST_FORMS with the 403 page', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const fetchMock = mockFormsApi({}, { ...viewer, permissions: [] });
    renderRoute(PATH);
    expect(await screen.findByText('Je hebt geen toestemming om deze pagina te bekijken.')).toBeInTheDocument();
    expect(callsTo(fetchMock, API.table)).toHaveLength(0);
  });

  it('shows the columns and the indicators in words, not colour alone', async () => {
    mockFormsApi();
    const { user } = await renderPage();
    const table = screen.getByRole('table', { name: 'Formulieren' });
    const headers = () =>
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent);
    // Beoordelingstype is one click away in 'Kolommen' (issue 31: the row's actions fit on a desktop without it).
    expect(headers()).toEqual(['Titel', 'Categorie', 'Invullingen', 'Aangemaakt', 'Koppeling', 'Acties']);
    await user.click(screen.getByRole('button', { name: 'Kolommen' }));
    await user.click(await screen.findByRole('menuitemcheckbox', { name: 'Beoordelingstype' }));
    await user.keyboard('{Escape}');
    expect(headers()).toEqual([
      'Titel',
      'Categorie',
      'Invullingen',
      'Beoordelingstype',
      'Aangemaakt',
      'Koppeling',
      'Acties',
    ]);
    const used = row(IN_USE.title);
    expect(within(used).getByText('Gekoppeld')).toBeInTheDocument();
    expect(within(used).getByText('Ingevuld (12)')).toBeInTheDocument();
    expect(within(used).getByText('Waardering en cijfer')).toBeInTheDocument();
    expect(within(used).getByText('Algemeen')).toBeInTheDocument();
    expect(within(used).getByText('15-01-2026')).toBeInTheDocument();
    const unused = row(UNUSED.title);
    expect(within(unused).getByText('Niet gekoppeld')).toBeInTheDocument();
    expect(within(unused).getByText('Niet ingevuld')).toBeInTheDocument();
    expect(within(unused).getByText('Cijfer')).toBeInTheDocument();
    expect(within(unused).getByText('03-02-2026')).toBeInTheDocument();
  });

  it('gives an admin the ids, copy id, export, import and CSV export', async () => {
    mockFormsApi();
    const { user } = await renderPage();
    expect(within(row(IN_USE.title)).getByText(`Id: ${USED_ID}`)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: `${IN_USE.title} exporteren` })).toHaveAttribute(
      'href',
      `/api/forms/${USED_ID}/export`,
    );
    expect(screen.getByRole('link', { name: `PDF van ${IN_USE.title} openen (nieuw tabblad)` })).toHaveAttribute(
      'href',
      `/api/forms/${USED_ID}/pdf`,
    );
    expect(screen.getByRole('button', { name: 'Importeren' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'CSV exporteren' })).toHaveAttribute(
      'href',
      '/api/forms/csv-export?order%5Bcreated%5D=desc',
    );

    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await user.click(screen.getByRole('button', { name: `Id van ${IN_USE.title} kopiëren` }));
    expect(writeText).toHaveBeenCalledWith(USED_ID);
    expect(await screen.findByText('Het id is gekopieerd.')).toBeInTheDocument();
  });

  it('hides the admin-only actions from a form builder who is no admin', async () => {
    mockFormsApi({}, builder);
    await renderPage();
    expect(screen.queryByText(`Id: ${USED_ID}`)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: `Id van ${IN_USE.title} kopiëren` })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: `${IN_USE.title} exporteren` })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Importeren' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'CSV exporteren' })).not.toBeInTheDocument();
    // What SAVE_FORM, DELETE_FORM and MANAGE_FORM_CATEGORIES give.
    expect(screen.getByRole('link', { name: 'Nieuw formulier' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Categorieën' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: `${IN_USE.title} dupliceren` })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: `${IN_USE.title} bewerken` })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: `${IN_USE.title} verwijderen` })).toBeInTheDocument();
  });

  it('offers a viewer only the PDF and the preview', async () => {
    mockFormsApi({}, viewer);
    await renderPage();
    const actions = within(row(UNUSED.title));
    expect(actions.getByRole('link', { name: `${UNUSED.title} bekijken` })).toHaveAttribute(
      'href',
      `/formulieren/${FORM_ID}`,
    );
    expect(actions.queryByRole('button', { name: /dupliceren|verwijderen/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Nieuw formulier' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Categorieën' })).not.toBeInTheDocument();
  });

  it('duplicates a form and reloads the list', async () => {
    const copy = { ...FORM, id: COPY_ID, title: `${FORM.title} (kopie)` };
    const fetchMock = mockFormsApi({
      [API.duplicate(FORM_ID)]: reply(copy, 201),
      [API.table]: [list(IN_USE, UNUSED), list({ ...UNUSED, id: COPY_ID, title: copy.title }, IN_USE, UNUSED)],
    });
    const { user } = await renderPage();
    await user.click(screen.getByRole('button', { name: `${UNUSED.title} dupliceren` }));
    expect(await screen.findByText('Formulier is succesvol gedupliceerd!')).toBeInTheDocument();
    expect(await screen.findByRole('rowheader', { name: new RegExp(`\\(kopie\\)`) })).toBeInTheDocument();
    expect(callsTo(fetchMock, API.duplicate(FORM_ID))).toHaveLength(1);
  });

  it.each([
    [
      'form_in_use',
      'Fout bij verwijderen van formulier. Dit formulier is gekoppeld aan een module, opdrachtcontainer of opdracht en kan niet worden verwijderd.',
    ],
    [
      'form_has_entries',
      'Fout bij verwijderen van formulier. Dit formulier is al ingevuld en kan niet worden verwijderd.',
    ],
    ['internal_error', 'Fout bij verwijderen van formulier.'],
  ])('says why a delete was refused (%s)', async (detail, text) => {
    mockFormsApi({ [API.remove(USED_ID)]: reply({ detail }, detail === 'internal_error' ? 500 : 409) });
    const { user } = await renderPage();
    await user.click(screen.getByRole('button', { name: `${IN_USE.title} verwijderen` }));
    const dialog = await screen.findByRole('dialog', { name: 'Verwijdering bevestigen' });
    expect(dialog).toHaveTextContent(`Weet je zeker dat je het formulier "${IN_USE.title}" wilt verwijderen?`);
    await user.click(within(dialog).getByRole('button', { name: 'Verwijderen' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
  });

  it('deletes a form after confirmation', async () => {
    const fetchMock = mockFormsApi({
      [API.remove(FORM_ID)]: noContent,
      [API.table]: [list(IN_USE, UNUSED), list(IN_USE)],
    });
    const { user } = await renderPage();
    await user.click(screen.getByRole('button', { name: `${UNUSED.title} verwijderen` }));
    await user.click(await screen.findByRole('button', { name: 'Verwijderen' }));
    expect(await screen.findByText('Het formulier is verwijderd.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('rowheader', { name: new RegExp(UNUSED.title) })).toBeNull());
    expect(callsTo(fetchMock, API.remove(FORM_ID))).toHaveLength(1);
  });

  it('filters by category, remembers it, and exports the CSV with it', async () => {
    const filtered = `GET /api/forms?page=1&perPage=10&filters%5Bcategories%5D=${GENERAL.id}&order%5Bcreated%5D=desc`;
    const fetchMock = mockFormsApi({ [filtered]: list(IN_USE) });
    const { user, unmount } = await renderPage();
    await user.click(screen.getByRole('combobox', { name: 'Categorie' }));
    await user.click(await screen.findByRole('option', { name: GENERAL.name }));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(callsTo(fetchMock, filtered)).toHaveLength(1));
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'CSV exporteren' })).toHaveAttribute(
        'href',
        `/api/forms/csv-export?filters%5Bcategories%5D=${GENERAL.id}&order%5Bcreated%5D=desc`,
      ),
    );
    expect(window.localStorage.getItem('datatable-forms-filters')).toContain(GENERAL.id);
    expect(screen.queryByRole('option', { name: EPA.name })).not.toBeInTheDocument();

    // Coming back, the filter is still there.
    unmount();
    renderRoute(PATH);
    await screen.findByRole('heading', { level: 1, name: 'Formulieren' });
    await waitFor(() => expect(callsTo(fetchMock, filtered)).toHaveLength(2));
  });

  it('hides the info panel and remembers that', async () => {
    mockFormsApi({}, admin);
    const { user, unmount } = await renderPage();
    expect(screen.getByText(/^Gekoppeld: het formulier wordt gebruikt/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Uitleg verbergen' }));
    expect(screen.queryByText(/^Gekoppeld: het formulier wordt gebruikt/)).not.toBeInTheDocument();
    expect(window.localStorage.getItem('forms-info-panel')).toBe('hidden');
    unmount();
    await renderPage();
    expect(screen.getByRole('button', { name: 'Uitleg tonen' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText(/^Gekoppeld: het formulier wordt gebruikt/)).not.toBeInTheDocument();
  });
});
