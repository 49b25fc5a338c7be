import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { installEditorLayoutShims, pasteHtml } from '../../../components/rich-text-editor/test-helpers';
import { makeAccount } from '../../../../test/fixtures';
import { callsTo, pending, renderRoute, reply } from '../../../../test/test-utils';
import {
  admin,
  API,
  CHI_MATCHES,
  CONGRESS,
  editor,
  FILTERS,
  ITEM,
  ITEM_ID,
  mockNewsFormApi,
  NEW_ID,
  noContent,
  photoPage,
  saved,
} from '../test-helpers';

beforeAll(installEditorLayoutShims);

type User = ReturnType<typeof renderRoute>['user'];
type FetchMock = ReturnType<typeof mockNewsFormApi>;

const title = () => screen.getByRole('textbox', { name: 'Titel' });
const content = () => screen.getByRole('textbox', { name: 'Omschrijving' });
const start = () => screen.getByRole('textbox', { name: 'Startdatum en -tijd' });
const end = () => screen.getByRole('textbox', { name: 'Einddatum en -tijd' });
const educations = () => screen.getByRole('combobox', { name: 'Opleidingen' });
const events = () => screen.getByRole('combobox', { name: 'Evenementen' });
const save = () => screen.getByRole('button', { name: 'Opslaan' });

/** Types rich text as a paste, then leaves the editor so the form has it at once. */
function writeContent(html: string) {
  const editorBox = content();
  act(() => editorBox.focus());
  pasteHtml(editorBox, html);
  fireEvent.blur(editorBox);
}

async function fillValid(user: User, window = { from: '01-03-2026 08:00', to: '31-03-2026 17:00' }) {
  await user.type(title(), 'Open dag');
  writeContent('<p>Kom langs</p>');
  await user.type(start(), window.from);
  await user.type(end(), window.to);
  await user.click(screen.getByRole('checkbox', { name: 'Deelnemer' }));
}

/** The multipart calls to `key` ('POST /api/...'), as their FormData. */
function multipartCalls(fetchMock: FetchMock, key: string): FormData[] {
  return fetchMock.mock.calls
    .filter(([input, init]) => `${init?.method ?? 'GET'} ${String(input)}` === key)
    .map(([, init]) => init?.body as FormData);
}

/** Files chosen in a file input as the browser hands them over, whatever its `accept` says. */
function chooseFiles(input: HTMLElement, files: File[]) {
  fireEvent.change(input, { target: { files } });
}

const urls = (fetchMock: FetchMock) =>
  fetchMock.mock.calls.map(([input, init]) => `${init?.method ?? 'GET'} ${String(input)}`);

async function renderCreate(overrides: Parameters<typeof mockNewsFormApi>[0] = {}, who = admin) {
  const fetchMock = mockNewsFormApi(overrides, who);
  const view = renderRoute('/nieuwsbeheer/toevoegen');
  await screen.findByRole('heading', { level: 1, name: 'Toevoegen' });
  await screen.findByRole('checkbox', { name: 'Deelnemer' });
  return { ...view, fetchMock };
}

async function renderEdit(overrides: Parameters<typeof mockNewsFormApi>[0] = {}, who = admin) {
  const fetchMock = mockNewsFormApi(overrides, who);
  const view = renderRoute(`/nieuwsbeheer/bewerken/${ITEM_ID}`);
  await screen.findByRole('heading', { level: 1, name: 'Bewerken' });
  await screen.findByDisplayValue(ITEM.title);
  return { ...view, fetchMock };
}

describe('news form: access and loading', () => {
  it('refuses a user without ROLE_ADMIN or MANAGE_NEWS with the 403 page', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const fetchMock = mockNewsFormApi({}, makeAccount({ roles: ['ROLE_PROGRAM_ASSISTANT'] }));
    renderRoute('/nieuwsbeheer/toevoegen');
    expect(await screen.findByText('Je hebt geen toestemming om deze pagina te bekijken.')).toBeInTheDocument();
    expect(callsTo(fetchMock, API.filters)).toHaveLength(0);
  });

  it('lets a MANAGE_NEWS holder in, and names the crumb Toevoegen', async () => {
    await renderCreate({}, editor);
    const crumbs = screen.getByRole('navigation', { name: /kruimelpad|breadcrumb/i });
    expect(within(crumbs).getByText('Toevoegen')).toBeInTheDocument();
  });

  it('fills the form from the item being edited', async () => {
    await renderEdit();
    expect(title()).toHaveValue('Open dag');
    expect(content()).toHaveTextContent('Kom langs');
    // Dutch time, winter and summer.
    expect(start()).toHaveValue('01-03-2026 08:00');
    expect(end()).toHaveValue('01-07-2026 17:30');
    expect(screen.getByRole('button', { name: 'Chirurgie' })).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Publiceren' })).not.toBeChecked();
    expect(screen.getByRole('link', { name: 'rooster.pdf' })).toHaveAttribute('href', ITEM.files[0]!.url);
    expect(screen.getByRole('img', { name: 'Huidige afbeelding' })).toHaveAttribute('src', ITEM.image);
  });

  it('tells when the item cannot be fetched', async () => {
    mockNewsFormApi({ [API.item(ITEM_ID)]: reply({ detail: 'internal_error' }, 500) });
    renderRoute(`/nieuwsbeheer/bewerken/${ITEM_ID}`);
    expect(await screen.findAllByText('Er ging iets mis bij het ophalen van de bericht data')).not.toHaveLength(0);
    expect(screen.queryByRole('button', { name: 'Opslaan' })).not.toBeInTheDocument();
  });

  it('tells when the filters cannot be fetched', async () => {
    mockNewsFormApi({ [API.filters]: reply({ detail: 'internal_error' }, 500) });
    renderRoute('/nieuwsbeheer/toevoegen');
    expect(await screen.findByText('Er ging iets mis bij het ophalen van de filters')).toBeInTheDocument();
  });
});

describe('news form: validation', () => {
  it('shows every message of an empty form and sends nothing', async () => {
    const { user, fetchMock } = await renderCreate();
    await user.click(save());
    expect(await screen.findByText('Dit is een verplicht veld')).toBeInTheDocument();
    expect(screen.getByText('Omschrijving is een verplicht veld')).toBeInTheDocument();
    // Said once for the pair, both fields marked and described by it (with their format hint).
    expect(screen.getAllByText('Start- en einddatum zijn verplichte velden')).toHaveLength(1);
    for (const field of [start(), end()]) {
      expect(field).toHaveAttribute('aria-invalid', 'true');
      expect(field).toHaveAccessibleDescription('DD-MM-JJJJ UU:MM Start- en einddatum zijn verplichte velden');
    }
    expect(screen.getByText('Je moet minstens een rol of opleiding of evenement aangeven')).toBeInTheDocument();
    expect(title()).toHaveAttribute('aria-invalid', 'true');
    expect(content()).toHaveAttribute('aria-invalid', 'true');
    expect(callsTo(fetchMock, API.create)).toHaveLength(0);
  });

  it('says a missing end under the end only, when the start is there', async () => {
    const { user } = await renderCreate();
    await user.type(start(), '01-03-2026 08:00');
    await user.click(save());
    expect(await screen.findAllByText('Start- en einddatum zijn verplichte velden')).toHaveLength(1);
    expect(end()).toHaveAccessibleDescription('Start- en einddatum zijn verplichte velden');
    expect(start()).not.toHaveAttribute('aria-invalid', 'true');
  });

  it('refuses a date that is not DD-MM-YYYY HH:mm', async () => {
    const { user, fetchMock } = await renderCreate();
    await fillValid(user, { from: '31-02-2026 08:00', to: '2026-03-31' });
    await user.click(save());
    expect(await screen.findAllByText('Vul een geldige datum in')).toHaveLength(2);
    expect(callsTo(fetchMock, API.create)).toHaveLength(0);
  });

  it('tells when the end lies before the start, and still saves', async () => {
    const created = saved({ ...ITEM, id: NEW_ID, roles: ['ROLE_PARTICIPANT'], educations: [] }, [
      { propertyPath: 'publishedEnd', detail: 'validation.newsEndBeforeStart' },
    ]);
    const { user, fetchMock, router } = await renderCreate({
      [API.create]: reply(created, 201),
      [API.item(NEW_ID)]: reply(created),
    });
    await fillValid(user, { from: '10-03-2026 08:00', to: '01-03-2026 17:00' });
    expect(screen.getByText('De einddatum ligt voor de startdatum')).toBeInTheDocument();
    await user.click(save());
    await waitFor(() => expect(callsTo(fetchMock, API.create)).toHaveLength(1));
    expect(callsTo(fetchMock, API.create)[0]).toMatchObject({
      publishedStart: '2026-03-10T08:00:00+01:00',
      publishedEnd: '2026-03-01T17:00:00+01:00',
    });
    expect(await screen.findByText('Succesvol opgeslagen')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe(`/nieuwsbeheer/bewerken/${NEW_ID}`));
  });

  it('never submits on Enter in a text field', async () => {
    const { user, fetchMock } = await renderCreate();
    await fillValid(user);
    await user.type(title(), '{Enter}');
    await user.type(start(), '{Enter}');
    await user.type(educations(), '{Enter}');
    expect(screen.queryByText('Succesvol opgeslagen')).not.toBeInTheDocument();
    expect(callsTo(fetchMock, API.create)).toHaveLength(0);
  });

  it('shows the server violations at their fields', async () => {
    const { user } = await renderCreate({
      [API.create]: reply(
        {
          detail: 'validation_failed',
          violations: [
            { propertyPath: 'title', detail: 'validation.invalid' },
            { propertyPath: 'content', detail: 'validation.newsContentRequired' },
            { propertyPath: 'publishedStart', detail: 'validation.newsDatesRequired' },
            { propertyPath: 'roles', detail: 'validation.newsTargetExclusive' },
            { propertyPath: 'educations.0', detail: 'validation.invalid' },
            { propertyPath: 'imageUrl', detail: 'validation.invalid' },
          ],
        },
        400,
      ),
    });
    await fillValid(user);
    await user.click(save());
    expect(await screen.findByText('Omschrijving is een verplicht veld')).toBeInTheDocument();
    expect(title()).toHaveAttribute('aria-invalid', 'true');
    expect(start()).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Kies rollen of opleidingen en evenementen, niet allebei')).toBeInTheDocument();
    expect(screen.getAllByText('Deze waarde is niet geldig')).toHaveLength(3);
    expect(screen.queryByText('Er ging iets mis bij het aanmaken van het nieuwsartikel')).not.toBeInTheDocument();
  });

  it('tells when the item cannot be created', async () => {
    const { user, router } = await renderCreate({ [API.create]: reply({ detail: 'internal_error' }, 500) });
    await fillValid(user);
    await user.click(save());
    expect(await screen.findByText('Er ging iets mis bij het aanmaken van het nieuwsartikel')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/nieuwsbeheer/toevoegen');
    expect(title()).toHaveValue('Open dag');
  });
});

describe('news form: targets', () => {
  it('disables educations and events once a role is chosen, and roles once an education is chosen', async () => {
    const { user } = await renderCreate();
    await user.click(screen.getByRole('checkbox', { name: 'Deelnemer' }));
    expect(educations()).toBeDisabled();
    expect(events()).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: 'Deelnemer' }));
    expect(educations()).toBeEnabled();

    await user.click(educations());
    await user.click(await screen.findByRole('option', { name: 'Interne geneeskunde' }));
    expect(screen.getByRole('checkbox', { name: 'Deelnemer' })).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: 'Admin' })).toBeDisabled();
    expect(events()).toBeEnabled();
  });

  it("offers 'Selecteer alles met' from 3 characters and takes every match", async () => {
    const created = saved({ ...ITEM, id: NEW_ID });
    const { user, fetchMock } = await renderCreate({
      [API.filtersQuery('Ch')]: reply({ ...FILTERS, educations: CHI_MATCHES }),
      [API.filtersQuery('Chi')]: reply({ ...FILTERS, educations: CHI_MATCHES }),
      [API.create]: reply(created, 201),
      [API.item(NEW_ID)]: reply(created),
    });
    await user.type(educations(), 'Ch');
    await waitFor(() => expect(urls(fetchMock)).toContain(API.filtersQuery('Ch')));
    expect(await screen.findByRole('option', { name: 'Kinderchirurgie' })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: /Selecteer alles met/ })).not.toBeInTheDocument();

    await user.type(educations(), 'i');
    await user.click(await screen.findByRole('option', { name: 'Selecteer alles met: Chi' }));
    expect(screen.getByRole('button', { name: 'Chirurgie' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Kinderchirurgie' })).toBeInTheDocument();

    await user.type(title(), 'Open dag');
    writeContent('<p>Kom langs</p>');
    await user.type(start(), '01-03-2026 08:00');
    await user.type(end(), '31-03-2026 17:00');
    await user.click(save());
    await waitFor(() => expect(callsTo(fetchMock, API.create)).toHaveLength(1));
    expect(callsTo(fetchMock, API.create)[0]).toMatchObject({ roles: [], educations: ['CHI', 'KCH'], events: [] });
  });

  it('searches events from 3 characters and shows their start date', async () => {
    const { user, fetchMock } = await renderCreate({
      [API.filtersEvents('Con')]: reply({ ...FILTERS, events: [CONGRESS] }),
    });
    await user.type(events(), 'Co');
    expect(await screen.findByText('Typ minstens 3 tekens om evenementen te zoeken')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(urls(fetchMock).filter((url) => url.includes('events='))).toEqual([]);

    await user.type(events(), 'n');
    await user.click(await screen.findByRole('option', { name: 'Congres (12-05-2026)' }));
    expect(urls(fetchMock).filter((url) => url.includes('events='))).toEqual([API.filtersEvents('Con')]);
    expect(screen.getByRole('checkbox', { name: 'Deelnemer' })).toBeDisabled();
  });

  it('tells when the events cannot be fetched', async () => {
    const { user } = await renderCreate({ [API.filtersEvents('Con')]: reply({ detail: 'internal_error' }, 500) });
    await user.type(events(), 'Con');
    expect(await screen.findByText('Er ging iets mis bij het ophalen van de evenementen')).toBeInTheDocument();
  });
});

describe('news form: photo library', () => {
  it('pages 9 at a time, searches 500 ms after typing, and sends the chosen photo as imageUrl', async () => {
    const { user, fetchMock } = await renderEdit({
      [API.images(1)]: photoPage(1, 9, 12),
      [API.images(2)]: photoPage(10, 3, 12),
      [API.images(1, 'hart')]: photoPage(20, 1, 1),
      [API.update(ITEM_ID)]: reply(saved(ITEM)),
    });
    await user.click(screen.getByRole('button', { name: 'Fotobibliotheek' }));
    const dialog = await screen.findByRole('dialog', { name: 'Fotobibliotheek' });
    const grid = within(dialog).getByRole('list', { name: "Foto's" });
    await waitFor(() => expect(within(grid).getAllByRole('img')).toHaveLength(9));
    expect(within(grid).getByRole('img', { name: 'Foto nummer 1' })).toHaveAttribute(
      'src',
      '/api/image-search/local/foto-1/thumb',
    );
    expect(within(dialog).getByRole('link', { name: 'Foto: Anna Jansen' })).toHaveAttribute(
      'href',
      'https://example.org/anna',
    );

    const pager = within(dialog).getByRole('navigation', { name: "Pagina's van de fotobibliotheek" });
    await user.click(within(pager).getByRole('button', { name: /2$/ }));
    await waitFor(() => expect(within(grid).getAllByRole('img')).toHaveLength(3));
    expect(within(grid).getByRole('img', { name: 'Foto nummer 10' })).toBeInTheDocument();

    await user.type(within(dialog).getByRole('searchbox', { name: 'Zoeken in de fotobibliotheek' }), 'hart');
    expect(urls(fetchMock).filter((url) => url.includes('query='))).toEqual([]);
    await waitFor(() => expect(within(grid).getAllByRole('img')).toHaveLength(1));
    // Only the text as it stood after the pause was searched, from its first page.
    expect(urls(fetchMock).filter((url) => url.includes('/api/image-search/'))).toEqual([
      API.images(1),
      API.images(2),
      API.images(1, 'hart'),
    ]);

    await user.click(within(grid).getByRole('button', { name: 'Kies foto: Foto nummer 20' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByText('Gekozen foto uit de fotobibliotheek (wordt bij Opslaan opgeslagen)')).toBeInTheDocument();
    await user.click(save());
    await waitFor(() => expect(callsTo(fetchMock, API.update(ITEM_ID))).toHaveLength(1));
    expect(callsTo(fetchMock, API.update(ITEM_ID))[0]).toMatchObject({ imageUrl: '/api/image-search/local/foto-20' });
  });

  it('tells when the photo library fails', async () => {
    const { user } = await renderEdit({ [API.images(1)]: reply({ detail: 'image_search_failed' }, 502) });
    await user.click(screen.getByRole('button', { name: 'Fotobibliotheek' }));
    // In the dialog and as a snackbar.
    await waitFor(() =>
      expect(screen.getAllByText('Er ging iets mis bij het ophalen van fotobibliotheek')).toHaveLength(2),
    );
  });
});

describe('news form: image', () => {
  it('lets an admin remove the stored image', async () => {
    const { user, fetchMock } = await renderEdit({ [API.removeImage(ITEM_ID)]: noContent });
    await user.click(screen.getByRole('button', { name: 'Afbeelding verwijderen' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Verwijderen' }));
    expect(await screen.findByText('Afbeelding verwijderd')).toBeInTheDocument();
    expect(urls(fetchMock)).toContain(API.removeImage(ITEM_ID));
    expect(screen.queryByRole('img', { name: 'Huidige afbeelding' })).not.toBeInTheDocument();
  });

  it('tells when the image cannot be removed', async () => {
    const { user } = await renderEdit({ [API.removeImage(ITEM_ID)]: reply({ detail: 'internal_error' }, 500) });
    await user.click(screen.getByRole('button', { name: 'Afbeelding verwijderen' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Verwijderen' }));
    expect(await screen.findByText('Er ging iets mis, de afbeelding kon niet worden verwijderd')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('img', { name: 'Huidige afbeelding' })).toBeInTheDocument();
  });

  it('offers no removal without the right to it', async () => {
    await renderEdit(
      { [API.item(ITEM_ID)]: reply({ ...ITEM, _permissions: { ...ITEM._permissions, removeImage: false } }) },
      editor,
    );
    expect(screen.getByRole('img', { name: 'Huidige afbeelding' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Afbeelding verwijderen' })).not.toBeInTheDocument();
  });

  it('refuses an image of another type or over 10 MB before sending it', async () => {
    await renderEdit();
    const input = screen.getByLabelText('Afbeelding uploaden');
    expect(input).toHaveAttribute('accept', '.jpg,.jpeg,.gif,.png');
    expect(input).toHaveAccessibleDescription('Breedte 760 px, jpg, jpeg, gif of png, maximaal 10 MB');
    chooseFiles(input, [new File(['x'], 'plaatje.bmp', { type: 'image/bmp' })]);
    expect(await screen.findByText(/Dit type afbeelding wordt niet ondersteund/)).toBeInTheDocument();
    const big = new File(['x'], 'groot.png', { type: 'image/png' });
    Object.defineProperty(big, 'size', { value: 10 * 1024 * 1024 + 1 });
    chooseFiles(input, [big]);
    expect(await screen.findByText('Deze afbeelding is groter dan 10 MB.')).toBeInTheDocument();
    expect(screen.queryByText(/Gekozen afbeelding/)).not.toBeInTheDocument();
  });
});

describe('news form: attachments', () => {
  it('removes a stored attachment', async () => {
    const { user, fetchMock } = await renderEdit({ [API.removeFile(ITEM_ID)]: noContent });
    await user.click(screen.getByRole('button', { name: 'rooster.pdf verwijderen' }));
    expect(await screen.findByText('Bestand succesvol verwijderd')).toBeInTheDocument();
    expect(urls(fetchMock)).toContain(API.removeFile(ITEM_ID));
    expect(screen.queryByRole('link', { name: 'rooster.pdf' })).not.toBeInTheDocument();
  });

  it('adds attachments with Opslaan as files[n], ignoring a duplicate and refusing another kind', async () => {
    const uploaded = [
      ...ITEM.files,
      {
        id: '0b1c2d3e-4f5a-4b6c-8d7e-9f0a1b2c3d4e',
        name: 'brief.docx',
        mimeType: 'application/msword',
        size: 5,
        url: '/x',
      },
    ];
    const { user, fetchMock } = await renderEdit({
      [API.update(ITEM_ID)]: reply(saved({ ...ITEM, published: true })),
      [API.upload(ITEM_ID)]: reply({ files: uploaded }),
    });
    const input = screen.getByLabelText('Bijlagen toevoegen');
    const letter = new File(['hallo'], 'brief.docx', { type: 'application/msword' });
    chooseFiles(input, [letter, new File(['{}'], 'data.exe', { type: 'application/x-msdownload' })]);
    chooseFiles(input, [new File(['hallo'], 'brief.docx', { type: 'application/msword' })]);
    expect(await screen.findByText('Dit type bestand wordt niet ondersteund: data.exe')).toBeInTheDocument();
    expect(screen.getAllByText('brief.docx')).toHaveLength(1);

    await user.click(screen.getByRole('switch', { name: 'Publiceren' }));
    await user.click(save());
    expect(await screen.findByText('Succesvol gepubliceerd')).toBeInTheDocument();
    await waitFor(() => expect(multipartCalls(fetchMock, API.upload(ITEM_ID))).toHaveLength(1));
    const form = multipartCalls(fetchMock, API.upload(ITEM_ID))[0]!;
    expect([...form.keys()]).toEqual(['files[0]']);
    expect((form.get('files[0]') as File).name).toBe('brief.docx');
    expect(await screen.findByRole('link', { name: 'brief.docx' })).toBeInTheDocument();
  });

  it('tells when the attachments cannot be uploaded', async () => {
    const { user } = await renderEdit({
      [API.update(ITEM_ID)]: reply(saved(ITEM)),
      [API.upload(ITEM_ID)]: reply({ detail: 'unsupported_file_type' }, 415),
    });
    await user.upload(
      screen.getByLabelText('Bijlagen toevoegen'),
      new File(['x'], 'a.pdf', { type: 'application/pdf' }),
    );
    await user.click(save());
    expect(await screen.findByText('Succesvol opgeslagen')).toBeInTheDocument();
    expect(
      await screen.findByText(
        'De bijlagen zijn niet geüpload: een van de bestanden wordt niet ondersteund of is te groot.',
      ),
    ).toBeInTheDocument();
    // Still waiting to be sent again.
    expect(screen.getByText('a.pdf')).toBeInTheDocument();
  });
});

describe('news form: create, then upload', () => {
  it('creates the item, uploads the image and attachments to it, then opens it for editing', async () => {
    const created = saved({ ...ITEM, id: NEW_ID, image: null, files: [], roles: ['ROLE_PARTICIPANT'], educations: [] });
    const { user, fetchMock, router } = await renderCreate({
      [API.create]: reply(created, 201),
      [API.image(NEW_ID)]: reply({ ...created, image: '/api/news/file/1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d' }),
      [API.upload(NEW_ID)]: reply({ files: ITEM.files }),
      [API.item(NEW_ID)]: pending,
    });
    await fillValid(user);
    await user.upload(
      screen.getByLabelText('Afbeelding uploaden'),
      new File(['png'], 'kop.png', { type: 'image/png' }),
    );
    expect(screen.getByText('Gekozen afbeelding: kop.png (wordt bij Opslaan geüpload)')).toBeInTheDocument();
    await user.upload(
      screen.getByLabelText('Bijlagen toevoegen'),
      new File(['%PDF'], 'rooster.pdf', { type: 'application/pdf' }),
    );
    await user.click(save());

    await waitFor(() => expect(router.state.location.pathname).toBe(`/nieuwsbeheer/bewerken/${NEW_ID}`));
    expect(callsTo(fetchMock, API.create)).toEqual([
      {
        title: 'Open dag',
        content: '<p>Kom langs</p>',
        published: false,
        publishedStart: '2026-03-01T08:00:00+01:00',
        publishedEnd: '2026-03-31T17:00:00+02:00',
        roles: ['ROLE_PARTICIPANT'],
        educations: [],
        events: [],
        imageUrl: null,
      },
    ]);
    const order = urls(fetchMock).filter((url) => url.startsWith('POST'));
    expect(order).toEqual([API.create, API.image(NEW_ID), API.upload(NEW_ID)]);
    expect((multipartCalls(fetchMock, API.image(NEW_ID))[0]!.get('image') as File).name).toBe('kop.png');
    expect(await screen.findByText('Succesvol opgeslagen')).toBeInTheDocument();
    // The edit screen opens from what the calls answered, without asking again.
    expect(await screen.findByRole('heading', { level: 1, name: 'Bewerken' })).toBeInTheDocument();
    expect(await screen.findByRole('img', { name: 'Huidige afbeelding' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'rooster.pdf' })).toBeInTheDocument();
    expect(callsTo(fetchMock, API.item(NEW_ID))).toHaveLength(0);
  });

  it('still opens the new item when its image upload fails, saying so', async () => {
    const created = saved({ ...ITEM, id: NEW_ID, image: null, files: [] });
    const { user, router } = await renderCreate({
      [API.create]: reply(created, 201),
      [API.image(NEW_ID)]: reply({ detail: 'internal_error' }, 500),
    });
    await fillValid(user);
    await user.upload(
      screen.getByLabelText('Afbeelding uploaden'),
      new File(['png'], 'kop.png', { type: 'image/png' }),
    );
    await user.click(save());
    expect(await screen.findByText('Er ging iets mis bij het uploaden van de afbeelding')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe(`/nieuwsbeheer/bewerken/${NEW_ID}`));
  });
});
