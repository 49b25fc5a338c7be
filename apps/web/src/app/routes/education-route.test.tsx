import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeAccount } from '../../../test/fixtures';
import { callsTo, mockApi, renderRoute, reply, type FakeAnswer } from '../../../test/test-utils';
import { fixtureId, makeAssignment, makeToken } from '../../features/assignments/test/assignment-fixtures';
import { API, EDUCATION_ID, makeEducation, makeModule } from '../../features/education/test/education-fixtures';
import { makeModuleAssignment } from '../../features/education/test/event-fixtures';

// The practical tab of the education page with the assignments area's actions composed in (spec 2 "Practical tab").
const PATH = `/onderwijs/${EDUCATION_ID}#tab=praktijkopleiding`;
const CONTAINER_ID = fixtureId();
const EMPTY_CONTAINER_ID = fixtureId();
const FORM_ID = fixtureId();
const NEW_ID = fixtureId();

const open = makeModuleAssignment({
  name: 'Casus Jansen',
  state: 'open',
  assignmentContainerId: CONTAINER_ID,
  deletable: true,
});
const done = makeModuleAssignment({
  name: 'Casus De Vries',
  state: 'finished',
  finished: true,
  assignmentContainerId: CONTAINER_ID,
});
const practical = makeModule({
  publishedName: 'Praktijkopleiding jaar 1',
  type: 'PRK',
  moduleType: 'practical',
  assignments: [open, done],
  assignmentContainers: [
    {
      id: CONTAINER_ID,
      name: 'Casusbesprekingen',
      formId: FORM_ID,
      status: null,
      requiredNumberOfAssignments: 3,
      assignmentIds: [open.id, done.id],
    },
    {
      id: EMPTY_CONTAINER_ID,
      name: 'Zonder formulier',
      formId: null,
      status: null,
      requiredNumberOfAssignments: 0,
      assignmentIds: [],
    },
  ],
});

const CREATE_PLAN = `GET /api/assignment-container/${CONTAINER_ID}/create`;
const CREATE = `POST /api/module/${practical.id}/assignments`;
const DELETE = `DELETE /api/assignment/${open.id}`;
const TOKENS = `GET /api/assignment/${open.id}/tokens`;
const INVITES = `POST /api/assignment/${open.id}/external-invites`;

function api(routes: Record<string, FakeAnswer | FakeAnswer[]> = {}, education = makeEducation()) {
  return mockApi({
    'GET /api/users/account': reply(makeAccount()),
    [API.education]: reply(education),
    [API.practical]: reply({ items: [practical], totalItems: 1 }),
    ...routes,
  });
}

/** Opens the practical tab and the module's details. */
async function openModule() {
  const view = renderRoute(PATH);
  const table = await screen.findByRole('table', { name: 'Praktijkopleiding' });
  await view.user.click(within(table).getByRole('button', { name: 'Praktijkopleiding jaar 1 uitklappen' }));
  await within(table).findByText('Casusbesprekingen');
  return { ...view, table };
}

describe('practical tab: assignment containers', () => {
  it('lists each container with its assignments and offers a new one only where a form is', async () => {
    api();
    const { table } = await openModule();
    expect(within(table).getByText('2 van 3 opdrachten')).toBeVisible();
    expect(within(table).getByRole('link', { name: 'Casus Jansen' })).toHaveAttribute(
      'href',
      `/onderwijs/opdracht/${open.id}`,
    );
    expect(
      within(table).getByRole('button', { name: 'Nieuwe opdracht aanmaken voor Casusbesprekingen' }),
    ).toBeVisible();
    expect(within(table).queryByRole('button', { name: 'Nieuwe opdracht aanmaken voor Zonder formulier' })).toBeNull();
    // Delete and invite only while the assignment is not finished.
    expect(within(table).getByRole('button', { name: 'Casus Jansen verwijderen' })).toBeVisible();
    expect(within(table).getByRole('button', { name: 'Externe uitnodigen voor Casus Jansen' })).toBeVisible();
    expect(within(table).queryByRole('button', { name: 'Casus De Vries verwijderen' })).toBeNull();
    expect(within(table).queryByRole('button', { name: 'Externe uitnodigen voor Casus De Vries' })).toBeNull();
  });

  it('past the minimum says how many and the minimum, not ‘6 van 3’', async () => {
    const extra = [1, 2, 3, 4].map((n) =>
      makeModuleAssignment({ name: `Casus ${n}`, state: 'finished', assignmentContainerId: CONTAINER_ID }),
    );
    const container = {
      ...practical.assignmentContainers[0]!,
      assignmentIds: [open.id, done.id, ...extra.map((a) => a.id)],
    };
    const full = { ...practical, assignments: [open, done, ...extra], assignmentContainers: [container] };
    api({ [API.practical]: reply({ items: [full], totalItems: 1 }) });
    const { table } = await openModule();
    expect(within(table).getByText('6 opdrachten, minimaal 3')).toBeVisible();
    expect(within(table).queryByText(/6 van 3/)).toBeNull();
  });

  it('previews an assignment read-only in a dialog, also without edit rights', async () => {
    const filled = makeAssignment({
      id: done.id,
      name: 'Casus De Vries',
      state: 'finished',
      finished: true,
      evaluations: [
        { id: fixtureId(), created: '2026-10-01T08:00:00.000Z', teacher: 'Anne Bakker', grade: 8, valuation: 'Goed' },
      ],
    });
    api(
      { [`GET /api/assignment/${done.id}`]: reply(filled) },
      makeEducation({ _permissions: { view: true, edit: false, imitatingAdmin: false } }),
    );
    const { table, user } = await openModule();
    await user.click(within(table).getByRole('button', { name: 'Voorbeeld van Casus De Vries' }));
    const dialog = await screen.findByRole('dialog', { name: 'Casus De Vries' });
    expect(await within(dialog).findByText('Beoordeeld')).toBeVisible();
    expect(within(dialog).getByRole('table', { name: 'Beoordelingen van de opdracht' })).toBeVisible();
    expect(within(dialog).getByRole('link', { name: 'Opdracht openen' })).toHaveAttribute(
      'href',
      `/onderwijs/opdracht/${done.id}`,
    );
    await user.click(within(dialog).getByRole('button', { name: 'Sluiten' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('offers nothing to change without edit rights', async () => {
    api({}, makeEducation({ _permissions: { view: true, edit: false, imitatingAdmin: false } }));
    const { table } = await openModule();
    expect(within(table).queryByRole('button', { name: /Nieuwe opdracht aanmaken/ })).toBeNull();
    expect(within(table).queryByRole('button', { name: /verwijderen/ })).toBeNull();
    expect(within(table).queryByRole('button', { name: /Externe uitnodigen/ })).toBeNull();
  });

  it('creates an assignment from a container and opens it', async () => {
    const fetchMock = api({
      [CREATE_PLAN]: reply({
        containerId: CONTAINER_ID,
        moduleId: practical.id,
        educationId: EDUCATION_ID,
        name: 'Casusbespreking',
        form: { id: FORM_ID, title: 'Casusformulier' },
      }),
      [CREATE]: reply(makeAssignment({ id: NEW_ID }), 201),
      [`GET /api/assignment/${NEW_ID}`]: reply(makeAssignment({ id: NEW_ID })),
    });
    const { user, table, router } = await openModule();
    await user.click(within(table).getByRole('button', { name: 'Nieuwe opdracht aanmaken voor Casusbesprekingen' }));
    expect(await screen.findByText('Nieuwe opdracht aangemaakt!')).toBeVisible();
    expect(callsTo(fetchMock, CREATE)).toEqual([{ containerId: CONTAINER_ID }]);
    await waitFor(() => expect(router.state.location.pathname).toBe(`/onderwijs/opdracht/${NEW_ID}`));
  });

  it.each([
    [
      'the container cannot make one',
      { [CREATE_PLAN]: reply({ detail: 'not_found' }, 404) },
      'Fout bij aanmaken opdracht.',
    ],
    [
      'the server refuses it',
      {
        [CREATE_PLAN]: reply({
          containerId: CONTAINER_ID,
          moduleId: practical.id,
          educationId: EDUCATION_ID,
          name: 'Casusbespreking',
          form: { id: FORM_ID, title: 'Casusformulier' },
        }),
        [CREATE]: reply(
          {
            detail: 'validation_failed',
            violations: [{ propertyPath: 'containerId', detail: 'validation.invalid' }],
          },
          400,
        ),
      },
      'Fout bij aanmaken opdracht. Deze waarde is niet geldig',
    ],
  ])('says so when creating fails (%s)', async (_case, routes, text) => {
    api(routes);
    const { user, table, router } = await openModule();
    await user.click(within(table).getByRole('button', { name: 'Nieuwe opdracht aanmaken voor Casusbesprekingen' }));
    expect(await screen.findByText(text)).toBeVisible();
    expect(router.state.location.pathname).toBe(`/onderwijs/${EDUCATION_ID}`);
  });

  it('deletes an assignment after confirmation and reloads the list', async () => {
    const fetchMock = api({
      [DELETE]: () => new Response(null, { status: 204 }),
      [API.practical]: [
        reply({ items: [practical], totalItems: 1 }),
        reply({ items: [{ ...practical, assignments: [done] }], totalItems: 1 }),
      ],
    });
    const { user, table } = await openModule();
    await user.click(within(table).getByRole('button', { name: 'Casus Jansen verwijderen' }));
    const confirm = await screen.findByRole('dialog', { name: 'Verwijdering bevestigen' });
    expect(confirm).toHaveTextContent('Weet je zeker dat je de opdracht "Casus Jansen" wilt verwijderen?');
    await user.click(within(confirm).getByRole('button', { name: 'Verwijderen' }));
    expect(await screen.findByText('De opdracht is verwijderd.')).toBeVisible();
    expect(callsTo(fetchMock, DELETE)).toHaveLength(1);
    await waitFor(() => expect(within(table).queryByRole('link', { name: 'Casus Jansen' })).toBeNull());
  });

  it('offers no delete for an assignment someone has answered, but still the invitation', async () => {
    const answered = { ...open, deletable: false };
    api({ [API.practical]: reply({ items: [{ ...practical, assignments: [answered, done] }], totalItems: 1 }) });
    const { table } = await openModule();
    expect(within(table).getByRole('button', { name: 'Externe uitnodigen voor Casus Jansen' })).toBeVisible();
    expect(within(table).queryByRole('button', { name: 'Casus Jansen verwijderen' })).toBeNull();
    expect(within(table).queryByRole('button', { name: 'Casus De Vries verwijderen' })).toBeNull();
  });

  it('says so when deleting fails (e.g. someone answered it meanwhile)', async () => {
    api({ [DELETE]: reply({ detail: 'assignment_not_deletable' }, 409) });
    const { user, table } = await openModule();
    await user.click(within(table).getByRole('button', { name: 'Casus Jansen verwijderen' }));
    const confirm = await screen.findByRole('dialog', { name: 'Verwijdering bevestigen' });
    await user.click(within(confirm).getByRole('button', { name: 'Verwijderen' }));
    expect(await screen.findByText('Fout bij verwijderen van de opdracht.')).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(within(table).getByRole('link', { name: 'Casus Jansen' })).toBeVisible();
  });
});

describe('practical tab: inviting external contributors', () => {
  const existing = makeToken({ email: 'bestaand@example.nl', status: 'used' });

  async function openDialog(routes: Record<string, FakeAnswer | FakeAnswer[]> = {}) {
    const fetchMock = api({ [TOKENS]: reply({ items: [existing], totalItems: 1 }), ...routes });
    const view = await openModule();
    await view.user.click(within(view.table).getByRole('button', { name: 'Externe uitnodigen voor Casus Jansen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Externe uitnodigen' });
    const input = within(dialog).getByRole('combobox', { name: /E-mailadressen/ });
    return { ...view, fetchMock, dialog, input };
  }

  it('checks every address as it is added: a valid address, not twice, not one already invited', async () => {
    const { user, dialog, input, fetchMock } = await openDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Versturen' }));
    expect(input).toHaveAccessibleDescription('Vul minimaal één e-mailadres in.');

    await user.type(input, 'geen-adres{Enter}');
    expect(input).toHaveAccessibleDescription('‘geen-adres’ is geen geldig e-mailadres.');
    expect(input).toHaveValue('geen-adres');

    await user.clear(input);
    await user.type(input, 'anne@example.nl{Enter}');
    expect(within(dialog).getByRole('button', { name: 'anne@example.nl' })).toBeVisible();
    expect(input).toHaveValue('');
    await user.type(input, 'Anne@Example.nl{Enter}');
    expect(input).toHaveAccessibleDescription('‘Anne@Example.nl’ staat er al tussen.');

    await user.clear(input);
    await user.type(input, 'bestaand@example.nl{Enter}');
    expect(input).toHaveAccessibleDescription('‘bestaand@example.nl’ heeft al een openstaande uitnodiging.');
    expect(callsTo(fetchMock, INVITES)).toEqual([]);
  });

  it.each([
    [['anne@example.nl'], 'De uitnodiging is verstuurd.'],
    [['anne@example.nl', 'piet@example.nl'], 'De uitnodigingen zijn verstuurd.'],
  ])('sends the invitations to %j with the explanation', async (emails, text) => {
    const { user, dialog, input, fetchMock } = await openDialog({
      [INVITES]: reply({ items: emails.map((email) => makeToken({ email })) }, 201),
    });
    for (const email of emails.slice(0, -1)) await user.type(input, `${email}{Enter}`);
    // The last address is taken as typed, without Enter.
    await user.type(input, emails.at(-1)!);
    await user.type(within(dialog).getByRole('textbox', { name: 'Toelichting' }), 'Wil je de verklaring invullen?');
    await user.click(within(dialog).getByRole('button', { name: 'Versturen' }));
    expect(await screen.findByText(text)).toBeVisible();
    expect(callsTo(fetchMock, INVITES)).toEqual([{ emails, explanation: 'Wil je de verklaring invullen?' }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it.each([
    [['anne@example.nl'], 'Fout bij versturen uitnodiging!'],
    [['anne@example.nl', 'piet@example.nl'], 'Fout bij versturen uitnodigingen!'],
  ])('keeps the dialog open when sending to %j fails', async (emails, text) => {
    const { user, dialog, input } = await openDialog({ [INVITES]: reply({ detail: 'internal_error' }, 500) });
    for (const email of emails) await user.type(input, `${email}{Enter}`);
    await user.click(within(dialog).getByRole('button', { name: 'Versturen' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(text);
    expect(within(dialog).getByRole('button', { name: emails[0] })).toBeVisible();
  });

  it('lists the invitations sent and revokes one after confirmation', async () => {
    const revoke = `DELETE /api/assignment/${open.id}/tokens/${existing.id}`;
    const { user, dialog, fetchMock } = await openDialog({
      [TOKENS]: [reply({ items: [existing], totalItems: 1 }), reply({ items: [], totalItems: 0 })],
      [revoke]: () => new Response(null, { status: 204 }),
    });
    const list = await within(dialog).findByRole('table', { name: 'Verstuurde uitnodigingen' });
    const row = within(list).getByRole('row', { name: /bestaand@example.nl/ });
    expect(within(row).getByText('gebruikt')).toBeVisible();
    expect(within(row).getByText('03-03-2026')).toBeVisible();
    expect(within(row).getByText('02-04-2026')).toBeVisible();

    await user.click(within(row).getByRole('button', { name: 'Uitnodiging voor bestaand@example.nl intrekken' }));
    const confirm = await screen.findByRole('dialog', { name: 'Uitnodiging intrekken' });
    await user.click(within(confirm).getByRole('button', { name: 'Intrekken' }));
    expect(await within(dialog).findByText('De uitnodiging is ingetrokken.')).toBeVisible();
    expect(callsTo(fetchMock, revoke)).toHaveLength(1);
    expect(await within(dialog).findByText('Er zijn nog geen uitnodigingen verstuurd.')).toBeVisible();
  });
});
