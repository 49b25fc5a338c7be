import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Account, Notification } from '@portal/contracts';
import { describe, expect, it, vi } from 'vitest';
import { makeAccount } from '../../../../test/fixtures';
import { callsTo, mockApi, pending, renderRoute, reply, type FakeAnswer } from '../../../../test/test-utils';
import { API, ASSIGNMENT_ID, makeNotification, page } from '../test-helpers';

const participant = makeAccount({ roles: ['ROLE_PARTICIPANT'] });
const multi = makeAccount({ roles: ['ROLE_PARTICIPANT', 'ROLE_TEACHER'], permissions: ['VIEW_MODULES'] });

function serve(routes: Record<string, FakeAnswer | FakeAnswer[]>, account: Account = participant) {
  return mockApi({ [API.account]: reply(account), [API.unread]: reply({ totalItems: 2 }), ...routes });
}

async function openCentre(path = '/') {
  const view = renderRoute(path);
  await view.user.click(await screen.findByRole('button', { name: /^Notificaties/ }));
  const dialog = await screen.findByRole('dialog', { name: 'Notificaties' });
  return { ...view, dialog };
}

const tenOf = (total: number) => Array.from({ length: 10 }, () => makeNotification({ read: true })).slice(0, total);

describe('the notification centre', () => {
  it('opens from the bell as a dialog and closes again', async () => {
    const fetchMock = serve({ [API.page(1)]: reply(page([])) });
    const { user } = renderRoute('/');
    const bell = await screen.findByRole('button', { name: 'Notificaties, 2 ongelezen' });
    expect(bell).toHaveAttribute('aria-expanded', 'false');
    // The list is fetched when the user looks, not with every page.
    expect(callsTo(fetchMock, API.page(1))).toHaveLength(0);

    await user.click(bell);

    const dialog = await screen.findByRole('dialog', { name: 'Notificaties' });
    await waitFor(() => expect(callsTo(fetchMock, API.page(1))).toHaveLength(1));
    // Behind the modal dialog the rest of the page is hidden from screen readers (hence `hidden: true` below).
    expect(screen.getByRole('button', { name: 'Notificaties, 2 ongelezen', hidden: true })).toHaveAttribute(
      'aria-expanded',
      'true',
    );

    await user.click(within(dialog).getByRole('button', { name: 'Notificaties sluiten' }));

    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Notificaties' })).not.toBeInTheDocument());
  });

  it('says so when there are none', async () => {
    serve({ [API.page(1)]: reply(page([])), [API.unread]: reply({ totalItems: 0 }) });
    const { dialog } = await openCentre();
    expect(await within(dialog).findByText('Je hebt nog geen notificaties.')).toBeInTheDocument();
    expect(within(dialog).queryByRole('list')).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Alles als gelezen markeren' })).toBeDisabled();
  });

  it('lists the message, the date as DD-MM-YYYY HH:mm, and which ones are unread', async () => {
    serve({
      [API.page(1)]: reply(
        page([
          makeNotification({
            message:
              '<p>Je opdracht <strong>KPB 3</strong> is beoordeeld. <a href="https://x.nl" target="_blank">Open</a></p>',
            created: '2026-03-09T08:30:00Z',
          }),
          makeNotification({ message: '<p>Oud bericht</p>', read: true, created: '2026-01-15T23:05:00Z' }),
        ]),
      ),
    });
    const { dialog } = await openCentre();

    const list = await within(dialog).findByRole('list', { name: 'Notificaties, nieuwste eerst' });
    const [first, second] = within(list).getAllByRole('button');
    expect(first).toHaveTextContent('Ongelezen: Je opdracht KPB 3 is beoordeeld. Open09-03-2026 09:30');
    expect(within(first!).getByText('KPB 3').tagName).toBe('STRONG');
    expect(second).toHaveTextContent('Oud bericht16-01-2026 00:05');
    expect(second).not.toHaveTextContent('Ongelezen');
    // The message's link is only text: the whole notification is the way to its target.
    expect(within(dialog).queryByRole('link')).not.toBeInTheDocument();
    expect(first?.querySelector('time')).toHaveAttribute('datetime', '2026-03-09T08:30:00Z');
  });

  it('asks the next page once the list is scrolled past 85% of its height', async () => {
    const fetchMock = serve({
      [API.page(1)]: reply(page(tenOf(10), 15)),
      [API.page(2)]: reply(page([makeNotification({ message: '<p>Elfde</p>' })], 15)),
    });
    const { dialog } = await openCentre();
    const list = await within(dialog).findByRole('list');
    const scroller = list.parentElement!;
    Object.defineProperty(scroller, 'scrollHeight', { configurable: true, value: 1000 });
    Object.defineProperty(scroller, 'clientHeight', { configurable: true, value: 400 });

    // 400 + 440 = 84% of the height: not yet.
    scroller.scrollTop = 440;
    fireEvent.scroll(scroller);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(callsTo(fetchMock, API.page(2))).toHaveLength(0);

    // 400 + 450 = 85%: the next page.
    scroller.scrollTop = 450;
    fireEvent.scroll(scroller);
    expect(await within(dialog).findByText('Elfde')).toBeInTheDocument();
    expect(callsTo(fetchMock, API.page(2))).toHaveLength(1);
    expect(within(list).getAllByRole('button')).toHaveLength(11);
  });

  it('stops when everything is loaded, and offers a button for the next page meanwhile', async () => {
    const fetchMock = serve({
      [API.page(1)]: reply(page(tenOf(10), 11)),
      [API.page(2)]: reply(page([makeNotification({ message: '<p>Laatste</p>' })], 11)),
    });
    const { user, dialog } = await openCentre();
    await within(dialog).findByRole('list');

    await user.click(within(dialog).getByRole('button', { name: 'Meer notificaties laden' }));

    expect(await within(dialog).findByText('Laatste')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Meer notificaties laden' })).not.toBeInTheDocument();
    const scroller = within(dialog).getByRole('list').parentElement!;
    Object.defineProperty(scroller, 'scrollHeight', { configurable: true, value: 1000 });
    Object.defineProperty(scroller, 'clientHeight', { configurable: true, value: 400 });
    scroller.scrollTop = 600;
    fireEvent.scroll(scroller);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(callsTo(fetchMock, API.page(3))).toHaveLength(0);
  });

  it('loads the next page straight away when the first does not fill the panel', async () => {
    vi.spyOn(HTMLElement.prototype, 'scrollHeight', 'get').mockReturnValue(300);
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(600);
    const fetchMock = serve({
      [API.page(1)]: reply(page(tenOf(10), 12)),
      [API.page(2)]: reply(page([makeNotification(), makeNotification({ message: '<p>Twaalfde</p>' })], 12)),
    });
    const { dialog } = await openCentre();
    expect(await within(dialog).findByText('Twaalfde')).toBeInTheDocument();
    expect(callsTo(fetchMock, API.page(2))).toHaveLength(1);
    expect(callsTo(fetchMock, API.page(3))).toHaveLength(0);
  });

  it('shows a load error with its status in the panel, and tries again', async () => {
    serve({ [API.page(1)]: [reply({ detail: 'internal_error' }, 500), reply(page([makeNotification()]))] });
    const { user, dialog } = await openCentre();

    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('De notificaties konden niet worden geladen (foutcode 500).');
    // The page behind it stays as it was.
    expect(screen.getByRole('heading', { level: 1, name: 'Opleiding', hidden: true })).toBeInTheDocument();

    await user.click(within(alert).getByRole('button', { name: 'Opnieuw proberen' }));
    expect(await within(dialog).findByRole('list')).toBeInTheDocument();
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows a spinner while the first page loads', async () => {
    serve({ [API.page(1)]: pending });
    const { dialog } = await openCentre();
    expect(within(dialog).getByRole('progressbar', { name: 'Bezig met laden…' })).toBeInTheDocument();
  });
});

describe('opening a notification', () => {
  it('marks it read, opens its target and closes the centre', async () => {
    const evaluated = makeNotification({ type: 'AssignmentEvaluated', message: '<p>Beoordeeld</p>' });
    const fetchMock = serve({
      [API.page(1)]: [reply(page([evaluated])), reply(page([{ ...evaluated, read: true }]))],
      [API.read]: reply({ ...evaluated, read: true }),
      [API.unread]: [reply({ totalItems: 1 }), reply({ totalItems: 1 }), reply({ totalItems: 0 })],
    });
    const { user, dialog, router } = await openCentre();

    await user.click(await within(dialog).findByRole('button', { name: /Beoordeeld/ }));

    await waitFor(() => expect(router.state.location.pathname).toBe(`/onderwijs/opdracht/${ASSIGNMENT_ID}/bekijken`));
    expect(callsTo(fetchMock, API.read)).toEqual([{ id: evaluated.id }]);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Notificaties' })).not.toBeInTheDocument());
    // The count follows the read.
    expect(await screen.findByRole('button', { name: 'Notificaties' })).toBeInTheDocument();
    expect(window.localStorage.getItem('view')).toBeNull();
  });

  it('switches first to a view that supports the type', async () => {
    window.localStorage.setItem('view', 'participant');
    const assigned = makeNotification({ type: 'EvaluatorAssigned', message: '<p>Je bent beoordelaar</p>' });
    const fetchMock = serve(
      { [API.page(1)]: reply(page([assigned])), [API.read]: reply({ ...assigned, read: true }) },
      multi,
    );
    const { user, dialog, router } = await openCentre();
    expect(
      within(screen.getByRole('navigation', { name: 'Hoofdmenu', hidden: true })).queryByRole('link', {
        name: 'Beoordelingen',
        hidden: true,
      }),
    ).toBeNull();

    await user.click(await within(dialog).findByRole('button', { name: /Je bent beoordelaar/ }));

    await waitFor(() => expect(router.state.location.pathname).toBe(`/beoordelingen/${ASSIGNMENT_ID}`));
    expect(window.localStorage.getItem('view')).toBe('educator');
    expect(callsTo(fetchMock, API.read)).toEqual([{ id: assigned.id }]);
    // The top navigation follows the view (once the dialog has closed and the educator's menu has rendered).
    await waitFor(() =>
      expect(
        within(screen.getByRole('navigation', { name: 'Hoofdmenu' })).getByRole('link', { name: 'Beoordelingen' }),
      ).toHaveAttribute('aria-current', 'page'),
    );
  });

  it('leaves learning material to its route, which marks it read itself', async () => {
    const material = makeNotification({
      type: 'MoodleNotification',
      message: '<p>Nieuw leermateriaal</p>',
      references: { assignmentId: null, contexturl: null },
    });
    const fetchMock = serve({
      [API.page(1)]: reply(page([material])),
      [API.read]: reply({ ...material, read: true }),
      // The route asks the server for the notification's course; this one points at none.
      [`GET /api/moodle/notification/${material.id}`]: reply({ detail: 'learning_material_missing' }, 404),
    });
    const { user, dialog, router } = await openCentre();

    await user.click(await within(dialog).findByRole('button', { name: /Nieuw leermateriaal/ }));

    await waitFor(() => expect(router.state.location.pathname).toBe(`/notificaties/${material.id}/leermateriaal`));
    expect(await screen.findByRole('heading', { level: 1, name: 'Helaas!' })).toBeInTheDocument();
    expect(callsTo(fetchMock, API.read)).toEqual([{ id: material.id }]);
  });

  it('does not mark an already read notification again', async () => {
    const read = makeNotification({ type: 'AssignmentEvaluated', read: true, message: '<p>Gelezen</p>' });
    const fetchMock = serve({ [API.page(1)]: reply(page([read])) });
    const { user, dialog, router } = await openCentre();

    await user.click(await within(dialog).findByRole('button', { name: /Gelezen/ }));

    await waitFor(() => expect(router.state.location.pathname).toBe(`/onderwijs/opdracht/${ASSIGNMENT_ID}/bekijken`));
    expect(callsTo(fetchMock, API.read)).toHaveLength(0);
  });

  it('only marks read and stays open when there is nothing to open', async () => {
    const failed = makeNotification({
      type: 'RequestedDownloadFailed',
      message: '<p>Download mislukt</p>',
      references: { assignmentId: null, contexturl: null },
    });
    const fetchMock = serve({
      [API.page(1)]: [reply(page([failed])), reply(page([{ ...failed, read: true }]))],
      [API.read]: reply({ ...failed, read: true }),
    });
    const { user, dialog, router } = await openCentre();
    const item = await within(dialog).findByRole('button', { name: /Download mislukt/ });
    expect(item).toHaveTextContent('Ongelezen');

    await user.click(item);

    await waitFor(() => expect(callsTo(fetchMock, API.read)).toEqual([{ id: failed.id }]));
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: /Download mislukt/ })).not.toHaveTextContent('Ongelezen'),
    );
    expect(router.state.location.pathname).toBe('/');
    expect(screen.getByRole('dialog', { name: 'Notificaties' })).toBeInTheDocument();
  });
});

describe('Alles als gelezen markeren', () => {
  const unread = (): Notification[] => [makeNotification(), makeNotification()];

  it('marks everything read: the count goes to zero and the list is fetched again', async () => {
    const items = unread();
    const fetchMock = serve({
      [API.page(1)]: [reply(page(items)), reply(page(items.map((item) => ({ ...item, read: true }))))],
      [API.unread]: [reply({ totalItems: 2 }), reply({ totalItems: 2 }), reply({ totalItems: 0 })],
      [API.markAll]: reply({ totalItems: 0 }),
    });
    const { user, dialog } = await openCentre();
    await within(dialog).findByRole('list');
    expect(within(dialog).getAllByText(/^Ongelezen/)).toHaveLength(2);

    await user.click(within(dialog).getByRole('button', { name: 'Alles als gelezen markeren' }));

    expect(await screen.findByRole('button', { name: 'Notificaties', hidden: true })).toBeInTheDocument();
    await waitFor(() => expect(within(dialog).queryByText(/^Ongelezen/)).not.toBeInTheDocument());
    expect(callsTo(fetchMock, API.markAll)).toHaveLength(1);
    expect(callsTo(fetchMock, API.page(1))).toHaveLength(2);
    expect(within(dialog).getByRole('button', { name: 'Alles als gelezen markeren' })).toBeDisabled();
  });

  it('says so when it fails, and leaves everything as it was', async () => {
    serve({
      [API.page(1)]: reply(page(unread())),
      [API.markAll]: reply({ detail: 'internal_error' }, 500),
    });
    const { user, dialog } = await openCentre();
    await within(dialog).findByRole('list');

    await user.click(within(dialog).getByRole('button', { name: 'Alles als gelezen markeren' }));

    expect(
      await screen.findByText('De notificaties konden niet als gelezen worden gemarkeerd. Probeer het opnieuw.'),
    ).toBeInTheDocument();
    expect(within(dialog).getAllByText(/^Ongelezen/)).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Notificaties, 2 ongelezen', hidden: true })).toBeInTheDocument();
  });
});

describe('the bell and the list refresh each other', () => {
  it('fetches the list again after the count has changed', async () => {
    const first = makeNotification({ message: '<p>Eerste</p>' });
    const second = makeNotification({ message: '<p>Tweede</p>' });
    serve({
      [API.unread]: [reply({ totalItems: 1 }), reply({ totalItems: 2 })],
      [API.page(1)]: [reply(page([first])), reply(page([second, first]))],
    });
    const { user, dialog } = await openCentre();
    expect(await within(dialog).findByText('Eerste')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Notificaties sluiten' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    // Opening refreshes the count (2 now), and a new count refreshes the list.
    await user.click(screen.getByRole('button', { name: /^Notificaties/ }));
    const again = await screen.findByRole('dialog', { name: 'Notificaties' });
    expect(await within(again).findByText('Tweede')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Notificaties, 2 ongelezen', hidden: true })).toBeInTheDocument();
  });
});
