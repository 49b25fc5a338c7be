import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { makeAccount } from '../../../../test/fixtures';
import { callsTo, networkError, renderRoute, reply, SIGNED_OUT } from '../../../../test/test-utils';
import { API, EMPTY, EXAMS, GENERAL, LOGIN, list, mockFaqApi, noContent, PASSWORD, RESIT } from '../test-helpers';

const PATH = '/informatie/faq-beheer';

async function renderPage() {
  const view = renderRoute(PATH);
  await screen.findByRole('heading', { level: 1, name: 'FAQ beheer' });
  return view;
}

const row = (title: string) => screen.getByRole('rowheader', { name: title }).closest('tr')!;

// Each test loads the lazy screens and types into dialogs: slow on a busy 2-core machine.
describe('/informatie/faq-beheer', () => {
  it('refuses everyone but an admin with the 403 page, without asking for the FAQ', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const newsManager = makeAccount({ roles: ['ROLE_PROGRAM_ASSISTANT'], permissions: ['MANAGE_NEWS'] });
    const fetchMock = mockFaqApi({}, newsManager);
    renderRoute(PATH);
    expect(await screen.findByText('Je hebt geen toestemming om deze pagina te bekijken.')).toBeInTheDocument();
    expect(screen.getByText('Oeps!')).toBeInTheDocument();
    expect(callsTo(fetchMock, API.faqs)).toHaveLength(0);
  });

  it('sends a visitor without a session to the login', async () => {
    mockFaqApi({ [API.account]: SIGNED_OUT });
    const { router } = renderRoute(PATH);
    expect(await screen.findByRole('heading', { level: 1, name: 'Inloggen' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it('lists the questions grouped by category with their visibility; Nieuwe FAQ opens the form', async () => {
    mockFaqApi();
    const { user, router } = await renderPage();
    const table = await screen.findByRole('table', { name: 'Veelgestelde vragen' });
    // A header row per category heads its questions; a hidden question says so in words, not by its dimming alone.
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual([GENERAL.title, LOGIN.title, `${PASSWORD.title}Verborgen`, EXAMS.title, RESIT.title]);
    const exams = screen.getByRole('rowheader', { name: EXAMS.title });
    expect(exams).toHaveAttribute('scope', 'rowgroup');
    expect(exams.closest('tbody')).toContainElement(row(RESIT.title));
    expect(within(row(`${PASSWORD.title} Verborgen`)).getByText('Verborgen')).toBeInTheDocument();
    expect(within(row(LOGIN.title)).queryByText('Verborgen')).not.toBeInTheDocument();
    expect(screen.getByRole('switch', { name: `${LOGIN.title} zichtbaar` })).toBeChecked();
    expect(screen.getByRole('switch', { name: `${PASSWORD.title} zichtbaar` })).not.toBeChecked();
    await waitFor(() => expect(document.title).toBe('FAQ beheer | Opleidingsportaal'));

    await user.click(screen.getByRole('link', { name: 'Nieuwe FAQ' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Aanmaken' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`${PATH}/aanmaken`);
  });

  it('disables Nieuwe FAQ with the tooltip until a category exists', async () => {
    mockFaqApi({ [API.faqs]: list(), [API.categories]: list() });
    const { user } = await renderPage();
    expect(await screen.findByText('Er zijn nog geen veelgestelde vragen.')).toBeInTheDocument();
    const button = screen.getByRole('button', { name: 'Nieuwe FAQ' });
    expect(button).toBeDisabled();
    expect(screen.queryByRole('link', { name: 'Nieuwe FAQ' })).not.toBeInTheDocument();
    await user.hover(button.parentElement!);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Er dient minimaal 1 categorie te bestaan');
  });

  it('hides and shows a question with the switch', async () => {
    const fetchMock = mockFaqApi({
      [API.toggle(LOGIN.id)]: reply({ visible: false }),
      [API.toggle(PASSWORD.id)]: reply({ visible: true }),
    });
    const { user } = await renderPage();
    await user.click(await screen.findByRole('switch', { name: `${LOGIN.title} zichtbaar` }));
    expect(await screen.findByText('Item verborgen!')).toBeInTheDocument();
    expect(callsTo(fetchMock, API.toggle(LOGIN.id))).toHaveLength(1);

    await user.click(screen.getByRole('switch', { name: `${PASSWORD.title} zichtbaar` }));
    expect(await screen.findByText('Item zichtbaar gemaakt!')).toBeInTheDocument();
  });

  it('says so when the visibility cannot be changed', async () => {
    mockFaqApi({ [API.toggle(LOGIN.id)]: networkError });
    const { user } = await renderPage();
    await user.click(await screen.findByRole('switch', { name: `${LOGIN.title} zichtbaar` }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Fout bij veranderen van zichtbaarheid!');
    expect(screen.getByRole('switch', { name: `${LOGIN.title} zichtbaar` })).toBeChecked();
  });

  it('moves a question within its category and reloads the order', async () => {
    const fetchMock = mockFaqApi({
      [API.faqs]: [list(LOGIN, PASSWORD, RESIT), list(PASSWORD, LOGIN, RESIT)],
      [API.move(LOGIN.id)]: reply(LOGIN),
    });
    const { user } = await renderPage();
    await screen.findByRole('table');
    // The first of a category cannot go up, the last cannot go down.
    expect(screen.getByRole('button', { name: `${LOGIN.title} omhoog` })).toBeDisabled();
    expect(screen.getByRole('button', { name: `${PASSWORD.title} omlaag` })).toBeDisabled();
    expect(screen.getByRole('button', { name: `${RESIT.title} omhoog` })).toBeDisabled();
    expect(screen.getByRole('button', { name: `${PASSWORD.title} omhoog` })).toBeEnabled();

    await user.click(screen.getByRole('button', { name: `${LOGIN.title} omlaag` }));
    expect(await screen.findByText('Volgorde opgeslagen!')).toBeInTheDocument();
    expect(callsTo(fetchMock, API.move(LOGIN.id))).toEqual([{ direction: 'down' }]);
    await waitFor(() =>
      expect(screen.getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual([
        GENERAL.title,
        `${PASSWORD.title}Verborgen`,
        LOGIN.title,
        EXAMS.title,
        RESIT.title,
      ]),
    );
  });

  it('keeps focus on the move button used, as its row moves; on the other one when it can go no further', async () => {
    const EXTRA = { ...LOGIN, id: '71d27db8-b05e-4ce3-9d6f-bfcedfebf207', title: 'Waar vind ik mijn rooster?' };
    mockFaqApi({
      [API.faqs]: [
        list(LOGIN, PASSWORD, EXTRA, RESIT),
        list(PASSWORD, LOGIN, EXTRA, RESIT),
        list(PASSWORD, EXTRA, LOGIN, RESIT),
      ],
      [API.move(LOGIN.id)]: reply(LOGIN),
    });
    const { user } = await renderPage();
    const down = await screen.findByRole('button', { name: `${LOGIN.title} omlaag` });
    await user.click(down);
    await waitFor(() => expect(row(LOGIN.title).previousElementSibling).toBe(row(`${PASSWORD.title} Verborgen`)));
    expect(screen.getByRole('button', { name: `${LOGIN.title} omlaag` })).toHaveFocus();

    // Now the last of its category: 'omlaag' can no longer be used, so its 'omhoog' takes focus.
    await user.click(screen.getByRole('button', { name: `${LOGIN.title} omlaag` }));
    await waitFor(() => expect(row(LOGIN.title).nextElementSibling).toBeNull());
    expect(screen.getByRole('button', { name: `${LOGIN.title} omlaag` })).toBeDisabled();
    expect(screen.getByRole('button', { name: `${LOGIN.title} omhoog` })).toHaveFocus();
  });

  it('keeps focus on the visibility switch after it is used', async () => {
    mockFaqApi({
      [API.faqs]: [list(LOGIN, PASSWORD, RESIT), list({ ...LOGIN, visible: false }, PASSWORD, RESIT)],
      [API.toggle(LOGIN.id)]: reply({ visible: false }),
    });
    const { user } = await renderPage();
    await user.click(await screen.findByRole('switch', { name: `${LOGIN.title} zichtbaar` }));
    expect(await screen.findByText('Item verborgen!')).toBeInTheDocument();
    await waitFor(() => expect(within(row(`${LOGIN.title} Verborgen`)).getByText('Verborgen')).toBeInTheDocument());
    expect(screen.getByRole('switch', { name: `${LOGIN.title} zichtbaar` })).toHaveFocus();
  });

  it('says so when a move fails', async () => {
    mockFaqApi({ [API.move(PASSWORD.id)]: reply({ detail: 'internal_error' }, 500) });
    const { user } = await renderPage();
    await user.click(await screen.findByRole('button', { name: `${PASSWORD.title} omhoog` }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Fout bij veranderen van volgorde!');
  });

  it('opens a question for editing', async () => {
    mockFaqApi({ [API.faq(RESIT.id)]: reply(RESIT) });
    const { user, router } = await renderPage();
    await user.click(await screen.findByRole('link', { name: `${RESIT.title} bewerken` }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Bewerken' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`${PATH}/${RESIT.id}`);
  });

  it('deletes a question after confirmation', async () => {
    const fetchMock = mockFaqApi({
      [API.faqs]: [list(LOGIN, PASSWORD, RESIT), list(LOGIN, PASSWORD)],
      [API.deleteFaq(RESIT.id)]: noContent,
    });
    const { user } = await renderPage();
    await user.click(await screen.findByRole('button', { name: `${RESIT.title} verwijderen` }));
    const dialog = screen.getByRole('dialog', { name: 'Verwijdering bevestigen' });
    expect(dialog).toHaveTextContent(`Weet je zeker dat je de vraag "${RESIT.title}" wilt verwijderen?`);
    await user.click(within(dialog).getByRole('button', { name: 'Verwijderen' }));
    expect(await screen.findByText('Het FAQ item is verwijderd!')).toBeInTheDocument();
    expect(callsTo(fetchMock, API.deleteFaq(RESIT.id))).toHaveLength(1);
    await waitFor(() => expect(screen.queryByRole('rowheader', { name: RESIT.title })).not.toBeInTheDocument());
  });

  it('tells a failed load', async () => {
    mockFaqApi({ [API.faqs]: reply({ detail: 'internal_error' }, 500) });
    await renderPage();
    expect(await screen.findByText('Fout bij het ophalen van de FAQ!')).toBeInTheDocument();
  });
});

describe('the Categorieën dialog', () => {
  async function openDialog(overrides: Parameters<typeof mockFaqApi>[0] = {}) {
    const fetchMock = mockFaqApi(overrides);
    const view = await renderPage();
    await view.user.click(screen.getByRole('button', { name: 'Categorieën' }));
    const dialog = await screen.findByRole('dialog', { name: 'Categorieën' });
    return { ...view, fetchMock, dialog };
  }

  it('lists the categories in their order with their number of questions', async () => {
    const { dialog } = await openDialog();
    const items = within(within(dialog).getByRole('list', { name: 'Categorieën in hun volgorde' })).getAllByRole(
      'listitem',
    );
    expect(items.map((item) => item.textContent)).toEqual(['Algemeen2 vragen', 'Toetsing1 vraag', 'Leeg0 vragen']);
    expect(within(dialog).getByRole('button', { name: 'Algemeen omhoog' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Leeg omlaag' })).toBeDisabled();
    // Only an empty category can go: the server would refuse the others.
    expect(within(dialog).getByRole('button', { name: 'Algemeen verwijderen' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Leeg verwijderen' })).toBeEnabled();
  });

  it('marks an empty title and sends nothing', async () => {
    const { user, dialog, fetchMock } = await openDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Toevoegen' }));
    expect(within(dialog).getByText('Een aantal velden zijn niet correct ingevuld.')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'Nieuwe categorie' })).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).getByText('Dit is een verplicht veld')).toBeInTheDocument();
    expect(callsTo(fetchMock, API.createCategory)).toHaveLength(0);
  });

  it('creates a category and shows it', async () => {
    const created = { id: '71d27db8-b06e-4ce3-9d7f-bfcedaebf207', title: 'Stages', itemCount: 0 };
    const { user, dialog, fetchMock } = await openDialog({
      [API.categories]: [list(GENERAL, EXAMS, EMPTY), list(GENERAL, EXAMS, EMPTY, created)],
      [API.createCategory]: reply(created, 201),
    });
    await user.type(within(dialog).getByRole('textbox', { name: 'Nieuwe categorie' }), 'Stages{Enter}');
    expect(await screen.findByText('De categorie is aangemaakt!')).toBeInTheDocument();
    expect(callsTo(fetchMock, API.createCategory)).toEqual([{ title: 'Stages' }]);
    expect(await within(dialog).findByText('Stages')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'Nieuwe categorie' })).toHaveValue('');
  });

  it('says so when creating fails, and shows the server violation at the field', async () => {
    const { user, dialog } = await openDialog({
      [API.createCategory]: [
        networkError,
        reply(
          { detail: 'validation_failed', violations: [{ propertyPath: 'title', detail: 'validation.invalid' }] },
          400,
        ),
      ],
    });
    const field = within(dialog).getByRole('textbox', { name: 'Nieuwe categorie' });
    await user.type(field, 'Stages');
    await user.click(within(dialog).getByRole('button', { name: 'Toevoegen' }));
    expect(await screen.findByText('Fout bij aanmaken van categorie!')).toBeInTheDocument();
    expect(field).toHaveValue('Stages');

    await user.click(within(dialog).getByRole('button', { name: 'Toevoegen' }));
    expect(await within(dialog).findByText('Deze waarde is niet geldig')).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
  });

  it('renames a category', async () => {
    const { user, dialog, fetchMock } = await openDialog({
      [API.updateCategory(EXAMS.id)]: reply({ ...EXAMS, title: 'Toetsen' }),
    });
    await user.click(within(dialog).getByRole('button', { name: 'Toetsing hernoemen' }));
    const field = within(dialog).getByRole('textbox', { name: 'Titel van Toetsing' });
    await user.clear(field);
    await user.click(within(dialog).getByRole('button', { name: 'Opslaan' }));
    expect(within(dialog).getByText('Een aantal velden zijn niet correct ingevuld.')).toBeInTheDocument();
    await user.type(field, 'Toetsen');
    await user.click(within(dialog).getByRole('button', { name: 'Opslaan' }));
    expect(await screen.findByText('De categorie is gewijzigd!')).toBeInTheDocument();
    expect(callsTo(fetchMock, API.updateCategory(EXAMS.id))).toEqual([{ title: 'Toetsen' }]);
    await waitFor(() => expect(within(dialog).queryByRole('textbox', { name: 'Titel van Toetsing' })).toBeNull());
  });

  it('moves a category and says the order is saved, or that it failed', async () => {
    const { user, dialog, fetchMock } = await openDialog({
      [API.moveCategory(EXAMS.id)]: [reply(EXAMS), networkError],
    });
    await user.click(within(dialog).getByRole('button', { name: 'Toetsing omhoog' }));
    expect(await screen.findByText('Volgorde opgeslagen!')).toBeInTheDocument();
    expect(callsTo(fetchMock, API.moveCategory(EXAMS.id))).toEqual([{ direction: 'up' }]);
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Toetsing omlaag' })).toBeEnabled());
    await user.click(within(dialog).getByRole('button', { name: 'Toetsing omlaag' }));
    expect(await screen.findByText('Fout bij veranderen van volgorde!')).toBeInTheDocument();
  });

  it('deletes an empty category after confirmation', async () => {
    const { user, dialog, fetchMock } = await openDialog({
      [API.categories]: [list(GENERAL, EXAMS, EMPTY), list(GENERAL, EXAMS)],
      [API.deleteCategory(EMPTY.id)]: noContent,
    });
    await user.click(within(dialog).getByRole('button', { name: 'Leeg verwijderen' }));
    const confirm = screen.getByRole('dialog', { name: 'Verwijdering bevestigen' });
    expect(confirm).toHaveTextContent('Weet je zeker dat je de categorie "Leeg" wilt verwijderen?');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Verwijderen' }));
    expect(await screen.findByText('De categorie is verwijderd!')).toBeInTheDocument();
    expect(callsTo(fetchMock, API.deleteCategory(EMPTY.id))).toHaveLength(1);
    await waitFor(() => expect(within(dialog).queryByText('Leeg')).not.toBeInTheDocument());
  });
});
