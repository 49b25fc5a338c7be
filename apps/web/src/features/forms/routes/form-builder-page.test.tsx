import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Form } from '@portal/contracts';
import { callsTo, renderRoute, reply } from '../../../../test/test-utils';
import {
  API,
  CHOICE_FIELD,
  EVALUATION_OPTIONS,
  FORM,
  FORM_ID,
  GENERAL,
  LIKERT_FIELD,
  mockFormsApi,
  NAME_FIELD,
  viewer,
} from '../test-helpers';

interface SentField {
  id?: string;
  type: string;
  label: string;
  required?: boolean;
  roles?: string[];
  options?: { id?: string; label: string }[];
  metadata: Record<string, unknown>;
}
interface SentForm {
  title: string;
  fields: SentField[];
  categories: string[];
  evaluationOptions: string[];
  valuation: boolean;
}

const card = (position: number) => screen.getByRole('group', { name: new RegExp(`^Veld ${position}:`) }) as HTMLElement;

async function renderBuilder(path = '/formulieren/aanmaken') {
  const view = renderRoute(path);
  await screen.findByRole('button', { name: 'Opslaan' });
  return view;
}

/** Picks an option of an MUI select (a combobox button that opens a listbox). */
async function choose(user: ReturnType<typeof renderRoute>['user'], combobox: HTMLElement, option: string) {
  await user.click(combobox);
  await user.click(await screen.findByRole('option', { name: option }));
}

// dnd-kit measures where the fields are; jsdom lays nothing out. Each field card stands 100 px below the previous.
function layOutFieldCards() {
  const original = Element.prototype.getBoundingClientRect;
  vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
    const cardElement = this.closest('[data-field-id]');
    if (cardElement) {
      const cards = Array.from(document.querySelectorAll('[data-field-id]'));
      const top = cards.indexOf(cardElement) * 100;
      return { x: 0, y: top, top, left: 0, width: 600, height: 90, right: 600, bottom: top + 90, toJSON: () => ({}) };
    }
    return original.call(this);
  });
}

afterEach(() => vi.restoreAllMocks());

describe('the form builder', () => {
  it('creates a form with new fields of several types, temporary ids and their metadata', async () => {
    const created: Form = { ...FORM, id: FORM_ID, fields: [] };
    const fetchMock = mockFormsApi({ [API.create]: reply(created, 201) });
    const { user, router } = await renderBuilder();
    expect(screen.getByRole('heading', { level: 1, name: 'Formulier aanmaken' })).toBeInTheDocument();
    expect(screen.getByText('Dit formulier heeft nog geen velden.')).toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: 'Titel' }), 'Intake');
    await user.click(screen.getByRole('switch', { name: 'Waardering' }));
    await user.click(screen.getByRole('combobox', { name: 'Waarderingsopties' }));
    await user.click(await screen.findByRole('option', { name: EVALUATION_OPTIONS[0]!.label }));
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('combobox', { name: 'Categorieën' }));
    await user.click(await screen.findByRole('option', { name: GENERAL.name }));
    await user.keyboard('{Escape}');

    // A new field is a text field for participants.
    await user.click(screen.getByRole('button', { name: 'Veld toevoegen' }));
    const first = card(1);
    expect(within(first).getByRole('combobox', { name: 'Type' })).toHaveTextContent('Tekstregel');
    expect(within(first).getByRole('button', { name: 'Deelnemer' })).toBeInTheDocument();
    await user.type(within(first).getByRole('textbox', { name: 'Label' }), 'E-mail');
    await user.click(within(first).getByRole('switch', { name: 'Verplicht' }));
    await user.type(within(first).getByRole('textbox', { name: 'Voorbeeldtekst' }), 'a@b.nl');
    await choose(user, within(first).getByRole('combobox', { name: 'Soort invoer' }), 'E-mailadres');
    // Required shows as '*' after the label.
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Veld 1: E-mail *' })).toBeInTheDocument());

    // A choicelist with options that can be reordered.
    await user.click(screen.getByRole('button', { name: 'Veld toevoegen' }));
    await choose(user, within(card(2)).getByRole('combobox', { name: 'Type' }), 'Keuzelijst');
    const choices = card(2);
    await user.type(within(choices).getByRole('textbox', { name: 'Label' }), 'Locatie');
    await user.type(within(choices).getByRole('textbox', { name: 'Optie 1' }), 'Utrecht');
    await user.click(within(choices).getByRole('button', { name: 'Optie toevoegen' }));
    await user.type(within(choices).getByRole('textbox', { name: 'Optie 2' }), 'Amsterdam');
    await user.click(within(choices).getByRole('button', { name: 'Optie 2 omhoog' }));
    await user.click(within(choices).getByRole('switch', { name: 'Meerdere keuzes toestaan' }));

    // Saved at once after the last keystroke: what waits for the debounce is applied first.
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));
    expect(await screen.findByText('Het formulier is succesvol opgeslagen!')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe(`/formulieren/${FORM_ID}`));

    const [body] = callsTo(fetchMock, API.create) as [SentForm];
    expect(body).toMatchObject({
      title: 'Intake',
      valuation: true,
      evaluationOptions: [EVALUATION_OPTIONS[0]!.id],
      categories: [GENERAL.id],
    });
    expect(body.fields.map((field) => field.id)).toEqual([
      expect.stringMatching(/^new-field-[\w-]+$/),
      expect.stringMatching(/^new-field-[\w-]+$/),
    ]);
    expect(body.fields[0]!.id).not.toBe(body.fields[1]!.id);
    expect(body.fields[0]).toMatchObject({
      type: 'text',
      label: 'E-mail',
      required: true,
      roles: ['ROLE_PARTICIPANT'],
      metadata: { placeholder: 'a@b.nl', type: 'email' },
    });
    expect(body.fields[1]).toMatchObject({ type: 'choicelist', label: 'Locatie', metadata: { multiple: true } });
    expect(body.fields[1]!.options!.map((option) => option.label)).toEqual(['Amsterdam', 'Utrecht']);
    expect(body.fields[1]!.options!.every((option) => option.id!.startsWith('new-option-'))).toBe(true);
  });

  it('edits a likert scale: at least one row stays, empty labels are dropped, roles per field', async () => {
    const created: Form = { ...FORM, id: FORM_ID, fields: [] };
    const fetchMock = mockFormsApi({ [API.create]: reply(created, 201) });
    const { user } = await renderBuilder();
    await user.type(screen.getByRole('textbox', { name: 'Titel' }), 'Evaluatie');
    await user.click(screen.getByRole('button', { name: 'Veld toevoegen' }));
    await choose(user, within(card(1)).getByRole('combobox', { name: 'Type' }), 'Likertschaal');
    const likert = card(1);
    await user.type(within(likert).getByRole('textbox', { name: 'Label' }), 'Stellingen');
    expect(within(likert).getByRole('button', { name: 'Rij 1 verwijderen' })).toBeDisabled();
    await user.type(within(likert).getByRole('textbox', { name: 'Rij 1' }), 'Duidelijk');
    await user.click(within(likert).getByRole('button', { name: 'Rij toevoegen' }));
    await user.click(within(likert).getByRole('button', { name: 'Rij toevoegen' }));
    await user.type(within(likert).getByRole('textbox', { name: 'Rij 3' }), 'Nuttig');
    await user.type(within(likert).getByRole('textbox', { name: 'Kolom 1' }), 'Oneens');
    await user.click(within(likert).getByRole('button', { name: 'Kolom toevoegen' }));
    await user.type(within(likert).getByRole('textbox', { name: 'Kolom 2' }), 'Eens');
    await user.click(within(likert).getByRole('button', { name: 'Kolom 2 verwijderen' }));
    await user.click(within(likert).getByRole('button', { name: 'Kolom toevoegen' }));
    await user.type(within(likert).getByRole('textbox', { name: 'Kolom 2' }), 'Zeer eens');
    // Also seen by the teacher.
    await user.click(within(likert).getByRole('combobox', { name: 'Rollen' }));
    await user.click(await screen.findByRole('option', { name: 'Docent' }));
    await user.keyboard('{Escape}');

    await user.click(screen.getByRole('button', { name: 'Opslaan' }));
    await screen.findByText('Het formulier is succesvol opgeslagen!');
    const [body] = callsTo(fetchMock, API.create) as [SentForm];
    expect(body.fields[0]).toMatchObject({
      id: expect.stringMatching(/^new-field-/),
      type: 'likert',
      label: 'Stellingen',
      roles: ['ROLE_PARTICIPANT', 'ROLE_TEACHER'],
      metadata: { rows: ['Duidelijk', 'Nuttig'], columns: ['Oneens', 'Zeer eens'], sections: [], multiple: false },
    });
  });

  it('offers the settings of each type with their defaults', async () => {
    mockFormsApi();
    const { user } = await renderBuilder();
    await user.click(screen.getByRole('button', { name: 'Veld toevoegen' }));
    const type = () => within(card(1)).getByRole('combobox', { name: 'Type' });
    await user.click(type());
    expect((await screen.findAllByRole('option')).map((option) => option.textContent)).toEqual([
      'Sectie',
      'Likertschaal',
      'Bestanden uploaden',
      'Keuzelijst',
      'Tekstregel',
      'Getal',
      'Tekstvak',
      'Product',
      'Datum',
      'Handtekening',
      'Titel',
      'Punten aanvragen',
      'Bedrag aanvragen',
      'Soort stage',
    ]);
    await user.keyboard('{Escape}');

    await choose(user, type(), 'Bestanden uploaden');
    expect(within(card(1)).getByRole('switch', { name: 'Documenten' })).toBeChecked();
    expect(within(card(1)).getByRole('switch', { name: 'Afbeeldingen' })).toBeChecked();
    expect(within(card(1)).getByRole('switch', { name: 'Audio' })).not.toBeChecked();
    expect(within(card(1)).getByRole('switch', { name: 'Video' })).not.toBeChecked();

    await choose(user, type(), 'Datum');
    expect(within(card(1)).getByRole('switch', { name: 'Periode (begin- en einddatum)' })).not.toBeChecked();
    expect(within(card(1)).getByRole('switch', { name: 'Met tijd' })).not.toBeChecked();

    await choose(user, type(), 'Soort stage');
    const types = within(card(1)).getAllByRole('checkbox');
    expect(types).toHaveLength(11);
    expect(within(card(1)).getByRole('checkbox', { name: 'M&G stage' })).not.toBeChecked();

    await choose(user, type(), 'Sectie');
    expect(within(card(1)).queryByRole('switch', { name: 'Verplicht' })).not.toBeInTheDocument();
    expect(within(card(1)).getByRole('switch', { name: 'Standaard uitgeklapt' })).not.toBeChecked();

    await choose(user, type(), 'Likertschaal');
    await user.click(within(card(1)).getByRole('button', { name: 'Tussenkopje toevoegen' }));
    expect(within(card(1)).getByRole('textbox', { name: 'Tussenkopje 1' })).toBeInTheDocument();
    expect(within(card(1)).getByRole('combobox', { name: 'Boven rij' })).toHaveTextContent('Rij 1:');
  });

  it('marks an empty likert scale before sending anything', async () => {
    const fetchMock = mockFormsApi();
    const { user } = await renderBuilder();
    await user.type(screen.getByRole('textbox', { name: 'Titel' }), 'Leeg');
    await user.click(screen.getByRole('button', { name: 'Veld toevoegen' }));
    await choose(user, within(card(1)).getByRole('combobox', { name: 'Type' }), 'Likertschaal');
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));
    expect(await screen.findByText('Een aantal velden zijn niet correct ingevuld.')).toBeInTheDocument();
    const rows = within(card(1)).getByRole('group', { name: 'Rijen (stellingen)' });
    expect(rows).toHaveAccessibleDescription('Vul minimaal één label in');
    expect(callsTo(fetchMock, API.create)).toHaveLength(0);
  });

  it('reorders the fields with the keyboard, announced in Dutch', async () => {
    layOutFieldCards();
    const fetchMock = mockFormsApi({ [API.update(FORM_ID)]: reply(FORM) });
    const { user } = await renderBuilder(`/formulieren/${FORM_ID}`);
    expect(screen.getByRole('heading', { level: 1, name: 'Formulier bewerken' })).toBeInTheDocument();
    const handle = screen.getByRole('button', { name: 'Veld 1 verplaatsen' });
    expect(handle).toHaveAttribute('aria-roledescription', 'versleepbaar veld');
    expect(document.getElementById(handle.getAttribute('aria-describedby')!)).toHaveTextContent(
      'Druk op spatie of Enter om het veld op te pakken.',
    );

    handle.focus();
    fireEvent.keyDown(handle, { key: ' ', code: 'Space' });
    await waitFor(() => expect(screen.getByText('Veld Naam opgepakt op positie 1 van 3.')).toBeInTheDocument());
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowDown', code: 'ArrowDown' });
    await waitFor(() => expect(screen.getByText('Veld Naam is boven positie 2 van 3.')).toBeInTheDocument());
    fireEvent.keyDown(document.activeElement!, { key: ' ', code: 'Space' });
    await waitFor(() => expect(screen.getByText('Veld Naam neergezet op positie 2 van 3.')).toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Veld 2: Naam *' })).toBeInTheDocument());
    expect(screen.getByRole('heading', { name: 'Veld 1: Locatie' })).toBeInTheDocument();

    await act(async () => {
      await user.click(screen.getByRole('button', { name: 'Opslaan' }));
    });
    await screen.findByText('Het formulier is succesvol opgeslagen!');
    const [body] = callsTo(fetchMock, API.update(FORM_ID)) as [SentForm];
    expect(body.fields.map((field) => field.id)).toEqual([CHOICE_FIELD.id, NAME_FIELD.id, LIKERT_FIELD.id]);
  });

  it('shows the server violations at their fields', async () => {
    mockFormsApi({
      [API.update(FORM_ID)]: reply(
        {
          detail: 'validation_failed',
          violations: [
            { propertyPath: 'title', detail: 'validation.maxLength:255' },
            { propertyPath: 'fields[2].metadata.rows', detail: 'validation.labelListEmpty' },
            { propertyPath: 'fields[1].options[0].label', detail: 'validation.maxLength:1000' },
          ],
        },
        400,
      ),
    });
    const { user } = await renderBuilder(`/formulieren/${FORM_ID}`);
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));
    expect(await screen.findByText('Er is iets fout gegaan bij het opslaan van het formulier!')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Titel' })).toHaveAccessibleDescription('Maximaal 255 tekens');
    expect(within(card(3)).getByRole('group', { name: 'Rijen (stellingen)' })).toHaveAccessibleDescription(
      'Vul minimaal één label in',
    );
    expect(within(card(2)).getByRole('group', { name: 'Opties' })).toHaveAccessibleDescription('Maximaal 1000 tekens');
  });

  it('starts again from the answer of a save that made a new version', async () => {
    const versioned: Form = {
      ...FORM,
      entryCount: 4,
      version: 2,
      fields: [
        { ...NAME_FIELD, id: 'd358d31e-16c4-4249-9d35-15243fe0581d', label: 'Volledige naam' },
        CHOICE_FIELD,
        LIKERT_FIELD,
      ],
    };
    const fetchMock = mockFormsApi({
      [API.form(FORM_ID)]: reply({ ...FORM, entryCount: 4 }),
      [API.update(FORM_ID)]: reply(versioned),
    });
    const { user } = await renderBuilder(`/formulieren/${FORM_ID}`);
    expect(
      screen.getByText(/Dit formulier is al 4 keer ingevuld\. Opslaan maakt een nieuwe versie van het formulier/),
    ).toBeInTheDocument();
    const label = within(card(1)).getByRole('textbox', { name: 'Label' });
    await user.clear(label);
    await user.type(label, 'Volledige naam');
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));
    await screen.findByText('Het formulier is succesvol opgeslagen!');

    // The next save sends the field under its new id.
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));
    await waitFor(() => expect(callsTo(fetchMock, API.update(FORM_ID))).toHaveLength(2));
    const [, second] = callsTo(fetchMock, API.update(FORM_ID)) as SentForm[];
    expect(second!.fields[0]).toMatchObject({ id: 'd358d31e-16c4-4249-9d35-15243fe0581d', label: 'Volledige naam' });
  });

  it('removes a field', async () => {
    const fetchMock = mockFormsApi({ [API.update(FORM_ID)]: reply(FORM) });
    const { user } = await renderBuilder(`/formulieren/${FORM_ID}`);
    await user.click(screen.getByRole('button', { name: 'Veld 2 verwijderen' }));
    expect(screen.getAllByRole('group', { name: /^Veld \d:/ })).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));
    await screen.findByText('Het formulier is succesvol opgeslagen!');
    const [body] = callsTo(fetchMock, API.update(FORM_ID)) as [SentForm];
    expect(body.fields.map((field) => field.id)).toEqual([NAME_FIELD.id, LIKERT_FIELD.id]);
  });

  it('shows a read-only preview to whoever may not save forms', async () => {
    mockFormsApi({}, viewer);
    renderRoute(`/formulieren/${FORM_ID}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Formulier bekijken' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Opslaan' })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: /^Naam\s?\(verplicht\)$/ })).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Stellingen' })).toBeInTheDocument();
  });

  it('refuses /formulieren/aanmaken without SAVE_FORM', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    mockFormsApi({}, viewer);
    renderRoute('/formulieren/aanmaken');
    expect(await screen.findByText('Je hebt geen toestemming om deze pagina te bekijken.')).toBeInTheDocument();
  });
});
