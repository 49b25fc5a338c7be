import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { installEditorLayoutShims, pasteHtml } from '../../../components/rich-text-editor/test-helpers';
import { callsTo, networkError, renderRoute, reply } from '../../../../test/test-utils';
import { API, EMPTY, EXAMS, GENERAL, list, mockFaqApi, RESIT } from '../test-helpers';

beforeAll(installEditorLayoutShims);

const LIST_PATH = '/informatie/faq-beheer';
const content = () => screen.getByRole('textbox', { name: 'Inhoud' });

/** Types rich text as a paste, then leaves the editor so the form has it at once. */
function writeContent(html: string) {
  const editor = content();
  act(() => editor.focus());
  pasteHtml(editor, html);
  fireEvent.blur(editor);
}

async function chooseCategory(user: ReturnType<typeof renderRoute>['user'], title: string) {
  await user.click(screen.getByRole('combobox', { name: 'Categorie' }));
  await user.click(await screen.findByRole('option', { name: title }));
}

describe('FAQ form: Aanmaken', () => {
  async function renderCreate(overrides: Parameters<typeof mockFaqApi>[0] = {}) {
    const fetchMock = mockFaqApi(overrides);
    const view = renderRoute(`${LIST_PATH}/aanmaken`);
    await screen.findByRole('heading', { level: 1, name: 'Aanmaken' });
    return { ...view, fetchMock };
  }

  it('offers the categories with the placeholder, and asks for the required fields', async () => {
    const { user, fetchMock } = await renderCreate();
    expect(screen.getByRole('combobox', { name: 'Categorie' })).toHaveAttribute(
      'placeholder',
      'Selecteer een categorie...',
    );
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));
    expect(await screen.findAllByText('Dit is een verplicht veld')).toHaveLength(3);
    expect(screen.getByRole('textbox', { name: 'Titel' })).toHaveAttribute('aria-invalid', 'true');
    expect(content()).toHaveAttribute('aria-invalid', 'true');
    expect(callsTo(fetchMock, API.createFaq)).toHaveLength(0);

    await user.click(screen.getByRole('combobox', { name: 'Categorie' }));
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([GENERAL.title, EXAMS.title, EMPTY.title]);
  });

  it('says there are no categories', async () => {
    const { user } = await renderCreate({ [API.categories]: list() });
    await user.click(screen.getByRole('combobox', { name: 'Categorie' }));
    expect(await screen.findByText('Geen categorieen beschikbaar...')).toBeInTheDocument();
  });

  it('saves title, category, content and attachments, then returns to the list', async () => {
    const created = { ...RESIT, id: '82e38ec9-c17f-4df4-8e80-c0dfebfca308', title: 'Nieuwe vraag' };
    const { user, fetchMock, router } = await renderCreate({ [API.createFaq]: reply(created, 201) });
    await user.type(screen.getByRole('textbox', { name: 'Titel' }), 'Nieuwe vraag');
    await chooseCategory(user, EXAMS.title);
    writeContent('<p>Het <strong>antwoord</strong></p><script>alert(1)</script>');
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));

    expect(await screen.findByText('FAQ item is succesvol aangemaakt!')).toBeInTheDocument();
    expect(callsTo(fetchMock, API.createFaq)).toEqual([
      { title: 'Nieuwe vraag', categoryId: EXAMS.id, content: '<p>Het <strong>antwoord</strong></p>', attachments: [] },
    ]);
    await waitFor(() => expect(router.state.location.pathname).toBe(LIST_PATH));
  });

  it('shows the server violations at their fields', async () => {
    const { user } = await renderCreate({
      [API.createFaq]: reply(
        {
          detail: 'validation_failed',
          violations: [
            { propertyPath: 'title', detail: 'validation.invalid' },
            { propertyPath: 'categoryId', detail: 'validation.required' },
            { propertyPath: 'content', detail: 'validation.invalid' },
          ],
        },
        400,
      ),
    });
    await user.type(screen.getByRole('textbox', { name: 'Titel' }), 'Vraag');
    await chooseCategory(user, GENERAL.title);
    writeContent('<p>Alleen dit</p>');
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));

    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Titel' })).toHaveAccessibleDescription('Deze waarde is niet geldig'),
    );
    expect(screen.getByRole('combobox', { name: 'Categorie' })).toHaveAccessibleDescription(
      'Dit is een verplicht veld',
    );
    expect(content()).toHaveAccessibleDescription('Deze waarde is niet geldig');
    expect(content()).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText('Fout bij aanmaken van het FAQ item.')).not.toBeInTheDocument();
  });

  it('says so when saving fails otherwise, and keeps what was typed', async () => {
    const { user, router } = await renderCreate({ [API.createFaq]: networkError });
    await user.type(screen.getByRole('textbox', { name: 'Titel' }), 'Vraag');
    await chooseCategory(user, GENERAL.title);
    writeContent('<p>Antwoord</p>');
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Fout bij aanmaken van het FAQ item.');
    expect(screen.getByRole('textbox', { name: 'Titel' })).toHaveValue('Vraag');
    expect(router.state.location.pathname).toBe(`${LIST_PATH}/aanmaken`);
  });

  it('says so when the categories cannot be fetched', async () => {
    await renderCreate({ [API.categories]: reply({ detail: 'internal_error' }, 500) });
    expect(await screen.findByText('Fout bij ophalen van categorieen.')).toBeInTheDocument();
  });

  it('takes attachments of the allowed kinds in the drop zone', async () => {
    await renderCreate();
    const zone = screen.getByRole('group', { name: 'Bijlagen' });
    expect(within(zone).getByText(/documenten, video, audio, afbeeldingen/)).toBeInTheDocument();
  });
});

describe('FAQ form: Bewerken', () => {
  const withFile = {
    ...RESIT,
    attachments: [{ id: '93f49fda-d28a-4e05-8f91-d1e0fcadb409', name: 'reglement.pdf', mimeType: 'application/pdf' }],
  };

  it('fills the form from the question and saves it to its own address', async () => {
    const fetchMock = mockFaqApi({
      [API.faq(RESIT.id)]: reply(withFile),
      [API.updateFaq(RESIT.id)]: reply({ ...withFile, title: 'Mag ik twee keer herkansen?' }),
    });
    const { user, router } = renderRoute(`${LIST_PATH}/${RESIT.id}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Bewerken' })).toBeInTheDocument();
    const title = await screen.findByRole('textbox', { name: 'Titel' });
    expect(title).toHaveValue(RESIT.title);
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Categorie' })).toHaveValue(EXAMS.title));
    expect(content()).toHaveTextContent(`Antwoord op ${RESIT.title}`);
    expect(screen.getByText('reglement.pdf')).toBeInTheDocument();

    await user.clear(title);
    await user.type(title, 'Mag ik twee keer herkansen?');
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));
    expect(await screen.findByText('FAQ item is succesvol opgeslagen!')).toBeInTheDocument();
    expect(callsTo(fetchMock, API.updateFaq(RESIT.id))).toEqual([
      {
        title: 'Mag ik twee keer herkansen?',
        categoryId: EXAMS.id,
        content: RESIT.content,
        attachments: ['93f49fda-d28a-4e05-8f91-d1e0fcadb409'],
      },
    ]);
    await waitFor(() => expect(router.state.location.pathname).toBe(LIST_PATH));
  });

  it('says so when the question cannot be fetched', async () => {
    mockFaqApi({ [API.faq(RESIT.id)]: reply({ detail: 'not_found' }, 404) });
    renderRoute(`${LIST_PATH}/${RESIT.id}`);
    expect(await screen.findByRole('alert')).toHaveTextContent('Fout bij ophalen van FAQ item.');
    expect(screen.queryByRole('textbox', { name: 'Titel' })).not.toBeInTheDocument();
  });
});
