import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Module } from '@portal/contracts';
import { makeAccount } from '../../../test/fixtures';
import { callsTo, mockApi, renderRoute, reply, type FakeAnswer } from '../../../test/test-utils';
import { fixtureId, makeAssignment } from '../../features/assignments/test/assignment-fixtures';
import { API, EDUCATION_ID, makeEducation, makeModule } from '../../features/education/test/education-fixtures';

// KBA's/EPA's on the education page as the app composes it: a level request becomes an assignment that opens at once
// (the assignments area's page).
const PATH = `/onderwijs/${EDUCATION_ID}#tab=portfolio`;
const NEW_ID = fixtureId();

const levels = (max: number, current: number, doing: number[]): Module['levels'] =>
  Array.from({ length: max }, (_, i) => i + 1).map((level) => ({
    level,
    state: level <= current ? 'finished' : doing.includes(level) ? 'doing' : 'todo',
  }));
const epa = makeModule({
  publishedName: 'EPA 3 Palliatieve zorg',
  type: 'EPA',
  moduleType: 'epa',
  currentLevel: 1,
  maxLevel: 5,
  levels: levels(5, 1, []),
});
const CREATE = `POST /api/module/${epa.id}/assignments`;

function api(routes: Record<string, FakeAnswer | FakeAnswer[]> = {}) {
  window.localStorage.setItem('portfolio_tab', 'kba-epa');
  return mockApi({
    'GET /api/users/account': reply(makeAccount()),
    [API.education]: reply(makeEducation({ epaModules: true })),
    [API.guidance]: reply({ items: [], totalItems: 0 }),
    [API.epa]: reply({ items: [epa], totalItems: 1 }),
    ...routes,
  });
}

afterEach(() => window.localStorage.clear());

async function openRequest() {
  const view = renderRoute(PATH);
  const table = await screen.findByRole('table', { name: "KBA's/EPA's" });
  await view.user.click(within(table).getByRole('button', { name: 'Niveau aanvragen voor EPA 3 Palliatieve zorg' }));
  const dialog = await screen.findByRole('dialog', { name: 'Niveau aanvragen' });
  return { ...view, dialog };
}

describe("KBA's/EPA's: requesting a level", () => {
  it('creates the request with the chosen level and opens the new assignment', async () => {
    const created = makeAssignment({ id: NEW_ID, name: 'EPA 3 Palliatieve zorg', requestedLevel: 3 });
    const fetchMock = api({
      [CREATE]: reply(created, 201),
      [`GET /api/assignment/${NEW_ID}`]: reply(created),
    });
    const { user, dialog, router } = await openRequest();
    expect(within(dialog).getByText('Voor EPA 3 Palliatieve zorg (behaald: 1)')).toBeVisible();
    await user.click(within(dialog).getByRole('radio', { name: 'Niveau 3' }));
    await user.click(within(dialog).getByRole('button', { name: 'Aanvragen' }));
    expect(await screen.findByText('Nieuwe opdracht aangemaakt!')).toBeVisible();
    expect(callsTo(fetchMock, CREATE)).toEqual([
      { level: 3, formData: {}, submit: false, assignedUsers: [], messages: [] },
    ]);
    await waitFor(() => expect(router.state.location.pathname).toBe(`/onderwijs/opdracht/${NEW_ID}`));
  });

  it('says so in the dialog when the level was requested meanwhile, and offers what is left', async () => {
    const refused = reply(
      { detail: 'validation_failed', violations: [{ propertyPath: 'level', detail: 'assignment.levelRequested' }] },
      400,
    );
    const after = { ...epa, levels: levels(5, 1, [2]) };
    api({
      [API.epa]: [reply({ items: [epa], totalItems: 1 }), reply({ items: [after], totalItems: 1 })],
      [CREATE]: refused,
    });
    const { user, dialog } = await openRequest();
    expect(within(dialog).getByRole('radio', { name: 'Niveau 2' })).toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: 'Aanvragen' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Dit niveau is al aangevraagd. Kies een ander niveau.',
    );
    await waitFor(() => expect(within(dialog).queryByRole('radio', { name: 'Niveau 2' })).toBeNull());
    expect(within(dialog).getByRole('radio', { name: 'Niveau 3' })).toBeChecked();
  });

  it("says 'Fout bij aanmaken opdracht.' on any other failure", async () => {
    api({ [CREATE]: reply({ detail: 'internal_error' }, 500) });
    const { user, dialog } = await openRequest();
    await user.click(within(dialog).getByRole('button', { name: 'Aanvragen' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Fout bij aanmaken opdracht.');
  });
});
