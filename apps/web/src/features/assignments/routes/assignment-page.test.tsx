import 'fake-indexeddb/auto';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { assignmentSchema } from '@portal/contracts';
import { makeAccount } from '../../../../test/fixtures';
import { callsTo, mockApi, renderRoute, reply, SIGNED_OUT, type FakeAnswer } from '../../../../test/test-utils';
import { defaultAutosaveStore } from '../../../components/form-renderer';
import { assignmentEntryStoreKey } from '../components/assignment-fill';
import {
  API,
  ASSIGNMENT_ID,
  EDUCATION_ID,
  EXTERNAL_ENTRY_ID,
  FORM_ID,
  makeAssignment,
  makeEntry,
  makeExternalAssignment,
  OWN_ENTRY_ID,
  savedAnswer,
  TRAINER,
  TRAINER_ID,
} from '../test/assignment-fixtures';

const PATH = `/onderwijs/opdracht/${ASSIGNMENT_ID}`;
const TOKEN = 'x'.repeat(43);

function signedIn(routes: Record<string, FakeAnswer | FakeAnswer[]>, account = makeAccount()) {
  return mockApi({ 'GET /api/users/account': reply(account), ...routes });
}

beforeEach(async () => {
  // Changes a test left unsaved in the browser's store must not show up in the next one.
  await defaultAutosaveStore().remove(assignmentEntryStoreKey(OWN_ENTRY_ID));
  await defaultAutosaveStore().remove(assignmentEntryStoreKey(EXTERNAL_ENTRY_ID));
});

describe('assignment page: an invitation link', () => {
  it('has fixtures the contract accepts', () => {
    expect(assignmentSchema.safeParse(makeAssignment()).success).toBe(true);
    expect(assignmentSchema.safeParse(makeExternalAssignment()).success).toBe(true);
  });

  it('exchanges the token for a session, takes it out of the address and then opens the assignment', async () => {
    const fetchMock = mockApi({
      'GET /api/users/account': SIGNED_OUT,
      [API.session]: reply({ assignmentId: ASSIGNMENT_ID, email: 'extern@example.nl' }),
      [API.assignment]: reply(makeExternalAssignment()),
    });
    const { router } = renderRoute(`${PATH}?token=${TOKEN}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Reflectieverslag week 12' })).toBeVisible();
    expect(callsTo(fetchMock, API.session)).toEqual([{ token: TOKEN }]);
    expect(router.state.location.pathname).toBe(PATH);
    expect(router.state.location.search).toBe('');
    // The assignment is read only once the session is there.
    const urls = fetchMock.mock.calls.map(([url, init]) => `${init?.method ?? 'GET'} ${String(url)}`);
    expect(urls.indexOf(API.session)).toBeLessThan(urls.indexOf(API.assignment));

    expect(screen.getByText(/Lotte de Graaf vraagt je om een bijdrage aan deze opdracht/)).toBeVisible();
    expect(await screen.findByRole('textbox', { name: /^Reflectie/ })).toHaveAttribute('readonly');
    expect(screen.getByRole('textbox', { name: /^Reflectie/ })).toHaveValue('Mijn reflectie');
    expect(screen.getByRole('textbox', { name: /^Verklaring/ })).not.toHaveAttribute('readonly');
    expect(screen.getByRole('button', { name: 'Opslaan en gereed' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Inleveren' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Opslaan' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Berichten' })).toBeNull();
    expect(screen.queryByRole('combobox', { name: /Beoordelaars/ })).toBeNull();
    expect(screen.queryByRole('link', { name: /PDF/ })).toBeNull();
  });

  it.each([
    [
      'access_token_invalid',
      'Deze uitnodigingslink is ongeldig of ingetrokken. Vraag de deelnemer om een nieuwe uitnodiging.',
    ],
    ['access_token_expired', 'Deze uitnodigingslink is verlopen. Vraag de deelnemer om een nieuwe uitnodiging.'],
    [
      'access_token_used',
      'Deze uitnodigingslink is al geopend in een andere browser. Een link werkt maar in één browser.',
    ],
    ['assignment_not_editable', 'De opdracht is ingeleverd ter beoordeling en kan niet gewijzigd worden.'],
    ['internal_error', 'Er is iets fout gegaan bij het openen van de opdracht!'],
  ])('explains a refused link (%s) and leaves no token in the address', async (detail, text) => {
    const fetchMock = mockApi({
      'GET /api/users/account': SIGNED_OUT,
      [API.session]: reply({ detail }, detail === 'internal_error' ? 500 : 403),
      [API.assignment]: reply(makeExternalAssignment()),
    });
    const { router } = renderRoute(`${PATH}?token=${TOKEN}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'De uitnodiging kan niet worden geopend' }),
    ).toBeVisible();
    expect(screen.getByRole('alert')).toHaveTextContent(text);
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(callsTo(fetchMock, API.assignment)).toHaveLength(0);
  });

  it("offers a link opened in another browser 'Stuur mij een nieuwe link', and names the address masked", async () => {
    const fetchMock = mockApi({
      'GET /api/users/account': SIGNED_OUT,
      [API.session]: reply({ detail: 'access_token_used' }, 403),
      [API.link]: reply({ maskedEmail: 'o•••@z•••.nl' }),
    });
    const { user } = renderRoute(`${PATH}?token=${TOKEN}`);
    expect(await screen.findByText(/Vraag een nieuwe link aan/)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Stuur mij een nieuwe link' }));
    const sent = await screen.findByText(
      'We hebben een nieuwe link gestuurd naar o•••@z•••.nl. Open die link in deze browser.',
    );
    expect(callsTo(fetchMock, API.link)).toEqual([{ token: TOKEN }]);
    // The button is gone (the token is dead now); the focus is on the confirmation, not the page body.
    expect(screen.queryByRole('button', { name: 'Stuur mij een nieuwe link' })).toBeNull();
    await waitFor(() => expect(sent.closest('[role="alert"]')).toHaveFocus());
  });

  it('says so when a new link was asked for too often, and keeps the button', async () => {
    mockApi({
      'GET /api/users/account': SIGNED_OUT,
      [API.session]: reply({ detail: 'access_token_used' }, 403),
      [API.link]: reply({ detail: 'too_many_requests' }, 429),
    });
    const { user } = renderRoute(`${PATH}?token=${TOKEN}`);
    await user.click(await screen.findByRole('button', { name: 'Stuur mij een nieuwe link' }));
    expect(
      await screen.findByText(
        'Je hebt al een paar keer een nieuwe link gevraagd. Kijk in je e-mail of probeer het over een uur opnieuw.',
      ),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Stuur mij een nieuwe link' })).toBeEnabled();
  });

  it.each(['access_token_invalid', 'access_token_expired', 'assignment_not_editable'])(
    'offers no new link for a link that is %s',
    async (detail) => {
      mockApi({ 'GET /api/users/account': SIGNED_OUT, [API.session]: reply({ detail }, 403) });
      renderRoute(`${PATH}?token=${TOKEN}`);
      expect(
        await screen.findByRole('heading', { level: 1, name: 'De uitnodiging kan niet worden geopend' }),
      ).toBeVisible();
      expect(screen.queryByRole('button', { name: 'Stuur mij een nieuwe link' })).toBeNull();
    },
  );

  it('sends a visitor without token or session to the sign-in page', async () => {
    mockApi({ 'GET /api/users/account': SIGNED_OUT, [API.assignment]: reply({ detail: 'unauthorized' }, 401) });
    const { router } = renderRoute(PATH);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('opens again for a contributor whose session is still there (a reload)', async () => {
    mockApi({ 'GET /api/users/account': SIGNED_OUT, [API.assignment]: reply(makeExternalAssignment()) });
    renderRoute(PATH);
    expect(await screen.findByRole('button', { name: 'Opslaan en gereed' })).toBeVisible();
  });

  it("hands the contributor's answers in with 'Opslaan en gereed', which tells the participant", async () => {
    const assignment = makeExternalAssignment({
      entries: [
        makeEntry({ own: false }),
        makeEntry({
          id: EXTERNAL_ENTRY_ID,
          author: { kind: 'external', name: 'extern@example.nl' },
          values: { 'f-statement': 'Akkoord' },
        }),
      ],
    });
    const fetchMock = mockApi({
      'GET /api/users/account': SIGNED_OUT,
      [API.assignment]: reply(assignment),
      [API.save(EXTERNAL_ENTRY_ID)]: reply(savedAnswer({ id: EXTERNAL_ENTRY_ID, revision: 2 })),
    });
    const { user } = renderRoute(PATH);
    await user.click(await screen.findByRole('button', { name: 'Opslaan en gereed' }));
    expect(
      await screen.findByText(
        'Bedankt voor je bijdrage! Je antwoorden zijn opgeslagen en Lotte de Graaf heeft hiervan bericht gekregen.',
      ),
    ).toBeVisible();
    expect(callsTo(fetchMock, API.save(EXTERNAL_ENTRY_ID))).toEqual([
      { formData: {}, revision: 1, submit: false, autoSave: false, notify: true },
    ]);
    expect(screen.getByRole('textbox', { name: /^Verklaring/ })).toHaveAttribute('readonly');
  });

  it('checks the required fields of the contributor before they are done', async () => {
    const fetchMock = mockApi({
      'GET /api/users/account': SIGNED_OUT,
      [API.assignment]: reply(makeExternalAssignment()),
    });
    const { user } = renderRoute(PATH);
    await user.click(await screen.findByRole('button', { name: 'Opslaan en gereed' }));
    expect(await screen.findByText('Een aantal velden zijn niet correct ingevuld.')).toBeVisible();
    expect(screen.getByRole('textbox', { name: /^Verklaring/ })).toHaveAccessibleDescription(
      'Dit is een verplicht veld',
    );
    expect(callsTo(fetchMock, API.save(EXTERNAL_ENTRY_ID))).toEqual([]);
  });

  it('tells a contributor that a handed-in assignment cannot change, without the participant texts', async () => {
    mockApi({
      'GET /api/users/account': SIGNED_OUT,
      [API.assignment]: reply(makeExternalAssignment({ editable: false, state: 'in_review' })),
    });
    renderRoute(PATH);
    expect(
      await screen.findByText('De opdracht is ingeleverd ter beoordeling en kan niet gewijzigd worden.'),
    ).toBeVisible();
    expect(screen.queryByText('Je ontvangt een notificatie zodra de opdracht beoordeeld is.')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Terug naar onderwijs' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Opslaan en gereed' })).toBeNull();
  });
});

describe('assignment page: the participant', () => {
  it('shows the assignment to work on: form, evaluators, buttons, messages and the PDF', async () => {
    signedIn({ [API.assignment]: reply(makeAssignment()) });
    renderRoute(PATH);
    expect(await screen.findByRole('heading', { level: 1, name: 'Reflectieverslag week 12' })).toBeVisible();
    expect(screen.getByText('Praktijkopleiding jaar 1')).toBeVisible();
    expect(screen.getByText('Nog niet ingeleverd')).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: 'Formulier: Reflectieformulier' })).toBeVisible();
    expect(await screen.findByRole('textbox', { name: /^Reflectie/ })).not.toHaveAttribute('readonly');
    expect(screen.getByRole('textbox', { name: /^Verklaring/ })).toHaveAttribute('readonly');
    expect(screen.getByRole('combobox', { name: /Beoordelaars/ })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Opslaan' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Inleveren' })).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: 'Berichten' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Downloaden als PDF' })).toHaveAttribute(
      'href',
      `/api/assignment/${ASSIGNMENT_ID}/pdf`,
    );
    expect(screen.queryByRole('button', { name: 'Debuginformatie van de opdracht' })).toBeNull();
    expect(screen.queryByText(FORM_ID, { exact: false })).toBeNull();
  });

  it('goes to the read-only view when the assignment cannot be changed, with the handed-in texts', async () => {
    signedIn({ [API.assignment]: reply(makeAssignment({ editable: false, state: 'in_review' })) });
    const { router } = renderRoute(PATH);
    await waitFor(() => expect(router.state.location.pathname).toBe(`${PATH}/bekijken`));
    expect(
      await screen.findByText('De opdracht is ingeleverd ter beoordeling en kan niet gewijzigd worden.'),
    ).toBeVisible();
    expect(screen.getByText('Je ontvangt een notificatie zodra de opdracht beoordeeld is.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Terug naar onderwijs' })).toHaveAttribute(
      'href',
      `/onderwijs/${EDUCATION_ID}`,
    );
    expect(screen.getByRole('textbox', { name: /^Reflectie/ })).toHaveAttribute('readonly');
    expect(screen.queryByRole('button', { name: 'Inleveren' })).toBeNull();
  });

  it('says so when the assignment cannot be opened', async () => {
    signedIn({ [API.assignment]: reply({ detail: 'internal_error' }, 500) });
    renderRoute(PATH);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Er is iets fout gegaan bij het openen van de opdracht!',
    );
  });

  it('blocks handing in until an evaluator is chosen, then hands in with the evaluators', async () => {
    const ready = makeAssignment({ entries: [makeEntry({ values: { 'f-reflection': 'Klaar' } })] });
    const fetchMock = signedIn({
      [API.assignment]: [reply(ready), reply(makeAssignment({ editable: false, state: 'in_review' }))],
      [API.save()]: reply(savedAnswer({ revision: 2, status: 'submitted' }, { state: 'in_review', editable: false })),
    });
    const { user, router } = renderRoute(PATH);
    await user.click(await screen.findByRole('button', { name: 'Inleveren' }));
    expect(await screen.findByText('Je dient minimaal 1 beoordelaar te selecteren.')).toBeVisible();
    expect(callsTo(fetchMock, API.save())).toEqual([]);

    await user.click(screen.getByRole('combobox', { name: /Beoordelaars/ }));
    await user.click(await screen.findByRole('option', { name: 'Anne Bakker (Praktijkopleider)' }));
    expect(screen.queryByText('Je dient minimaal 1 beoordelaar te selecteren.')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Inleveren' }));
    expect(await screen.findByText('De opdracht is ingeleverd!')).toBeVisible();
    expect(callsTo(fetchMock, API.save())).toEqual([
      { formData: {}, revision: 1, submit: true, autoSave: false, assignedUsers: [TRAINER_ID] },
    ]);
    await waitFor(() => expect(router.state.location.pathname).toBe(`${PATH}/bekijken`));
  });

  it("offers a returned assignment's hand-in as 'Opnieuw inleveren', and hands it in again", async () => {
    const returned = makeAssignment({
      state: 'rejected',
      rejected: true,
      draft: false,
      evaluators: [TRAINER],
      entries: [makeEntry({ values: { 'f-reflection': 'Aangevuld' } })],
    });
    expect(returned.actions).toContain('resubmit');
    const fetchMock = signedIn({
      [API.assignment]: [reply(returned), reply(makeAssignment({ editable: false, state: 'in_review' }))],
      [API.save()]: reply(savedAnswer({ revision: 2, status: 'submitted' }, { state: 'in_review', editable: false })),
    });
    const { user, router } = renderRoute(PATH);
    const again = await screen.findByRole('button', { name: 'Opnieuw inleveren' });
    expect(screen.queryByRole('button', { name: 'Inleveren' })).toBeNull();
    await user.click(again);
    expect(await screen.findByText('De opdracht is ingeleverd!')).toBeVisible();
    expect(callsTo(fetchMock, API.save())).toEqual([
      { formData: {}, revision: 1, submit: true, autoSave: false, assignedUsers: [TRAINER_ID] },
    ]);
    await waitFor(() => expect(router.state.location.pathname).toBe(`${PATH}/bekijken`));
  });

  it('checks the required fields in the browser before handing in', async () => {
    const fetchMock = signedIn({ [API.assignment]: reply(makeAssignment({ evaluatorChoice: false })) });
    const { user } = renderRoute(PATH);
    await user.click(await screen.findByRole('button', { name: 'Inleveren' }));
    expect(await screen.findByText('Een aantal velden zijn niet correct ingevuld.')).toBeVisible();
    expect(screen.getByRole('textbox', { name: /^Reflectie/ })).toHaveAccessibleDescription(
      'Dit is een verplicht veld',
    );
    expect(callsTo(fetchMock, API.save())).toEqual([]);
  });

  it('says so when handing in fails', async () => {
    const ready = makeAssignment({
      evaluatorChoice: false,
      entries: [makeEntry({ values: { 'f-reflection': 'Klaar' } })],
    });
    signedIn({ [API.assignment]: reply(ready), [API.save()]: reply({ detail: 'internal_error' }, 500) });
    const { user } = renderRoute(PATH);
    await user.click(await screen.findByRole('button', { name: 'Inleveren' }));
    expect(await screen.findByText('Fout bij inleveren van opdracht!')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Inleveren' })).toBeEnabled();
  });

  it("saves at once with 'Opslaan'", async () => {
    const fetchMock = signedIn({
      [API.assignment]: reply(makeAssignment()),
      [API.save()]: reply(savedAnswer({ revision: 2, values: { 'f-reflection': 'Nieuw' } })),
    });
    const { user } = renderRoute(PATH);
    fireEvent.change(await screen.findByRole('textbox', { name: /^Reflectie/ }), { target: { value: 'Nieuw' } });
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));
    expect(await screen.findByText('De opdracht is opgeslagen!')).toBeVisible();
    expect(callsTo(fetchMock, API.save())).toContainEqual(
      expect.objectContaining({ formData: { 'f-reflection': 'Nieuw' }, revision: 1, submit: false }),
    );
  });

  it("says so when 'Opslaan' fails", async () => {
    signedIn({ [API.assignment]: reply(makeAssignment()), [API.save()]: reply({ detail: 'internal_error' }, 500) });
    const { user } = renderRoute(PATH);
    fireEvent.change(await screen.findByRole('textbox', { name: /^Reflectie/ }), { target: { value: 'Nieuw' } });
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));
    expect(await screen.findByText('Fout bij opslaan van opdracht!')).toBeVisible();
  });

  it('shows the debug popover and the form id to an admin acting as the participant', async () => {
    const assignment = makeAssignment({
      _permissions: { ...makeAssignment()._permissions, imitatingAdmin: true },
    });
    signedIn({ [API.assignment]: reply(assignment) });
    const { user } = renderRoute(PATH);
    expect(await screen.findByText(`Formulier-ID ${FORM_ID}, versie 2`)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Debuginformatie van de opdracht' }));
    const popover = await screen.findByRole('dialog', { name: 'Debuginformatie' });
    expect(within(popover).getAllByText(OWN_ENTRY_ID, { exact: false })[0]).toBeVisible();
    expect(within(popover).getByText('f-reflection')).toBeVisible();
  });
});

describe('assignment page: an unsent message', () => {
  const ready = () => ({
    [API.assignment]: reply(makeAssignment()),
    [API.save()]: reply(savedAnswer({ revision: 2 })),
    [API.messages]: reply(
      {
        id: '0a000000-0000-4000-8000-000000000099',
        content: 'Graag feedback',
        created: '2026-03-04T10:00:00.000Z',
        updated: '2026-03-04T10:00:00.000Z',
        user: { id: makeAccount().id, fullName: 'Lotte de Graaf' },
        own: true,
      },
      201,
    ),
  });

  it('is sent first when asked, then the assignment is saved', async () => {
    const fetchMock = signedIn(ready());
    const { user } = renderRoute(PATH);
    await user.type(await screen.findByRole('textbox', { name: 'Nieuw bericht' }), 'Graag feedback');
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));
    const dialog = await screen.findByRole('dialog', { name: 'Bericht nog niet verstuurd' });
    await user.click(within(dialog).getByRole('button', { name: 'Bericht versturen' }));
    expect(await screen.findByText('De opdracht is opgeslagen!')).toBeVisible();
    expect(callsTo(fetchMock, API.messages)).toEqual([{ content: 'Graag feedback' }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('textbox', { name: 'Nieuw bericht' })).toHaveValue('');
    expect(
      within(screen.getByRole('list', { name: 'Berichten bij de opdracht' })).getByText('Graag feedback'),
    ).toBeVisible();
  });

  it('stays typed when the user goes on without sending it', async () => {
    const fetchMock = signedIn(ready());
    const { user } = renderRoute(PATH);
    await user.type(await screen.findByRole('textbox', { name: 'Nieuw bericht' }), 'Nog even');
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));
    const dialog = await screen.findByRole('dialog', { name: 'Bericht nog niet verstuurd' });
    await user.click(within(dialog).getByRole('button', { name: 'Doorgaan zonder versturen' }));
    expect(await screen.findByText('De opdracht is opgeslagen!')).toBeVisible();
    expect(callsTo(fetchMock, API.messages)).toEqual([]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('textbox', { name: 'Nieuw bericht' })).toHaveValue('Nog even');
  });
});

describe('assignment page: messages', () => {
  const message = {
    id: '0a000000-0000-4000-8000-000000000098',
    content: 'Oude tekst',
    created: '2026-03-02T13:05:00.000Z',
    updated: '2026-03-02T13:05:00.000Z',
    user: { id: makeAccount().id, fullName: 'Lotte de Graaf' },
    own: true,
  };
  const other = { ...message, id: '0a000000-0000-4000-8000-000000000097', content: 'Prima', own: false };

  it('shows author and Dutch date and time; only own messages can be changed', async () => {
    signedIn({
      [API.assignment]: reply(
        makeAssignment({ messages: [message, { ...other, user: { id: null, fullName: 'Anne Bakker' } }] }),
      ),
    });
    renderRoute(PATH);
    const list = await screen.findByRole('list', { name: 'Berichten bij de opdracht' });
    // 13:05 UTC in March is 14:05 in Amsterdam.
    expect(within(list).getAllByText('02-03-2026 14:05')).toHaveLength(2);
    expect(within(list).getByText('Anne Bakker')).toBeVisible();
    expect(within(list).getAllByRole('button', { name: 'Bericht van 02-03-2026 14:05 bewerken' })).toHaveLength(1);
  });

  it('puts the old text back when editing fails', async () => {
    const fetchMock = signedIn({
      [API.assignment]: reply(makeAssignment({ messages: [message] })),
      [API.message('PUT', message.id)]: reply({ detail: 'internal_error' }, 500),
    });
    const { user } = renderRoute(PATH);
    await user.click(await screen.findByRole('button', { name: 'Bericht van 02-03-2026 14:05 bewerken' }));
    const field = screen.getByRole('textbox', { name: 'Bericht bewerken' });
    await user.clear(field);
    await user.type(field, 'Nieuwe tekst');
    const list = screen.getByRole('list', { name: 'Berichten bij de opdracht' });
    await user.click(within(list).getByRole('button', { name: 'Opslaan' }));
    expect(await screen.findByText('Fout bij het bewerken van het bericht')).toBeVisible();
    expect(callsTo(fetchMock, API.message('PUT', message.id))).toEqual([{ content: 'Nieuwe tekst' }]);
    expect(await within(list).findByText('Oude tekst')).toBeVisible();
    expect(within(list).queryByText('Nieuwe tekst')).toBeNull();
  });

  it('keeps the message when deleting fails', async () => {
    signedIn({
      [API.assignment]: reply(makeAssignment({ messages: [message] })),
      [API.message('DELETE', message.id)]: reply({ detail: 'internal_error' }, 500),
    });
    const { user } = renderRoute(PATH);
    await user.click(await screen.findByRole('button', { name: 'Bericht van 02-03-2026 14:05 verwijderen' }));
    const confirm = await screen.findByRole('dialog', { name: 'Verwijdering bevestigen' });
    expect(confirm).toHaveTextContent('Weet je zeker dat je dit bericht wilt verwijderen?');
    await user.click(within(confirm).getByRole('button', { name: 'Verwijderen' }));
    expect(await screen.findByText('Fout bij het verwijderen van het bericht.')).toBeVisible();
    expect(screen.getByText('Oude tekst')).toBeVisible();
  });

  it('deletes an own message after confirmation', async () => {
    signedIn({
      [API.assignment]: reply(makeAssignment({ messages: [message] })),
      [API.message('DELETE', message.id)]: () => new Response(null, { status: 204 }),
    });
    const { user } = renderRoute(PATH);
    await user.click(await screen.findByRole('button', { name: 'Bericht van 02-03-2026 14:05 verwijderen' }));
    const confirm = await screen.findByRole('dialog', { name: 'Verwijdering bevestigen' });
    await user.click(within(confirm).getByRole('button', { name: 'Verwijderen' }));
    expect(await screen.findByText('Het bericht is verwijderd.')).toBeVisible();
    await waitFor(() => expect(screen.queryByText('Oude tekst')).toBeNull());
  });
});
