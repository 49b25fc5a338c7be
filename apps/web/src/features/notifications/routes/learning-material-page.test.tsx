import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeAccount } from '../../../../test/fixtures';
import { callsTo, mockApi, renderRoute, reply, type FakeAnswer } from '../../../../test/test-utils';
import type * as BrowserLocation from '../../../lib/browser-location';
import { leavePortal } from '../../../lib/browser-location';
import { API, makeNotification } from '../test-helpers';

// The browser cannot leave jsdom: the redirect itself is observed here.
vi.mock('../../../lib/browser-location', async (importOriginal) => ({
  ...(await importOriginal<typeof BrowserLocation>()),
  leavePortal: vi.fn(),
}));

const PLATFORM = 'https://leren.example.nl/auth/login.php?course=5213&token=abc';

function material(contexturl: string | null) {
  return makeNotification({ type: 'MoodleNotification', read: true, references: { assignmentId: null, contexturl } });
}

const COURSE = 'https://leren.example.nl/auth/userkey/login.php?key=k1&wantsurl=%2Fcourse%2Fview.php%3Fid%3D5213';
const NO_COURSE = reply({ detail: 'learning_material_missing' }, 404);

/** The route's calls for notification `id`; by default it points at no Moodle course (the server's 404 for that). */
function serve(read: FakeAnswer, id: string, course: FakeAnswer = NO_COURSE) {
  return mockApi({
    [API.account]: reply(makeAccount()),
    [API.unread]: [reply({ totalItems: 1 }), reply({ totalItems: 0 })],
    [API.read]: read,
    [`GET /api/moodle/notification/${id}`]: course,
  });
}

afterEach(() => {
  vi.mocked(leavePortal).mockClear();
});

describe('/notificaties/:id/leermateriaal', () => {
  it('marks the notification read and sends the browser to the learning platform', async () => {
    const notification = material(PLATFORM);
    const fetchMock = serve(reply(notification), notification.id);
    renderRoute(`/notificaties/${notification.id}/leermateriaal`);

    expect(await screen.findByText('Je wordt doorgestuurd naar het leerplatform…')).toBeInTheDocument();
    await waitFor(() => expect(leavePortal).toHaveBeenCalledWith(PLATFORM));
    expect(leavePortal).toHaveBeenCalledTimes(1);
    expect(callsTo(fetchMock, API.read)).toEqual([{ id: notification.id }]);
    // The bell follows the read.
    expect(await screen.findByRole('button', { name: 'Notificaties' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Helaas!' })).not.toBeInTheDocument();
  });

  it('sends the browser to the Moodle course the notification points at (a course id, no address)', async () => {
    const notification = material(null);
    const fetchMock = serve(reply(notification), notification.id, reply({ loginUrl: COURSE }));
    renderRoute(`/notificaties/${notification.id}/leermateriaal`);

    await waitFor(() => expect(leavePortal).toHaveBeenCalledWith(COURSE));
    expect(leavePortal).toHaveBeenCalledTimes(1);
    expect(callsTo(fetchMock, API.read)).toEqual([{ id: notification.id }]);
    expect(callsTo(fetchMock, `GET /api/moodle/notification/${notification.id}`)).toHaveLength(1);
    expect(screen.queryByRole('heading', { name: 'Helaas!' })).not.toBeInTheDocument();
  });

  it('says the status when the learning platform fails for the course', async () => {
    const notification = material(null);
    serve(reply(notification), notification.id, reply({ detail: 'moodle_failed' }, 502));
    renderRoute(`/notificaties/${notification.id}/leermateriaal`);

    expect(await screen.findByRole('alert')).toHaveTextContent(/Foutcode 502/);
    expect(leavePortal).not.toHaveBeenCalled();
  });

  it.each([
    ['no address', null],
    ['a path inside the portal', '/onderwijs/abc'],
    ['a plain http address', 'http://leren.example.nl/course/5213'],
    ['not an address at all', 'javascript:alert(1)'],
  ])('shows the Helaas! page for %s', async (_label, contexturl) => {
    const notification = material(contexturl);
    const fetchMock = serve(reply(notification), notification.id);
    renderRoute(`/notificaties/${notification.id}/leermateriaal`);

    expect(await screen.findByRole('heading', { level: 1, name: 'Helaas!' })).toBeInTheDocument();
    expect(
      screen.getByText(
        'Het leermateriaal is nog niet beschikbaar. Neem contact op met de programma assistent of de opleider van je opleiding.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Naar de startpagina' })).toHaveAttribute('href', '/');
    await waitFor(() => expect(document.title).toBe('Helaas! | Opleidingsportaal'));
    expect(leavePortal).not.toHaveBeenCalled();
    // Read all the same: the user has opened it.
    expect(callsTo(fetchMock, API.read)).toEqual([{ id: notification.id }]);
  });

  it('goes back to the start page from the Helaas! page', async () => {
    const notification = material(null);
    serve(reply(notification), notification.id);
    const { user, router } = renderRoute(`/notificaties/${notification.id}/leermateriaal`);

    await user.click(await screen.findByRole('link', { name: 'Naar de startpagina' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Opleiding' })).toBeInTheDocument();
  });

  it('shows the not-found page for someone else’s notification', async () => {
    const notification = material(PLATFORM);
    serve(reply({ detail: 'not_found' }, 404), notification.id);
    renderRoute(`/notificaties/${notification.id}/leermateriaal`);

    expect(await screen.findByRole('heading', { level: 1, name: 'Pagina niet gevonden' })).toBeInTheDocument();
    expect(leavePortal).not.toHaveBeenCalled();
  });

  it('says the status when the server fails, with a retry and the way back', async () => {
    const notification = material(PLATFORM);
    serve(reply({ detail: 'internal_error' }, 500), notification.id);
    renderRoute(`/notificaties/${notification.id}/leermateriaal`);

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Het leermateriaal kan niet worden geopend. Foutcode 500: er is iets fout gegaan. Probeer het later opnieuw.',
    );
    expect(screen.getByRole('button', { name: 'Opnieuw proberen' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Naar de startpagina' })).toHaveAttribute('href', '/');
    expect(leavePortal).not.toHaveBeenCalled();
  });

  it('does not ask the server about an id that is no id', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const fetchMock = serve(reply(material(PLATFORM)), 'niet-een-id');
    renderRoute('/notificaties/niet-een-id/leermateriaal');

    expect(await screen.findByRole('heading', { level: 1, name: 'Pagina niet gevonden' })).toBeInTheDocument();
    expect(callsTo(fetchMock, API.read)).toHaveLength(0);
  });

  it('sends a visitor who is not signed in to the login page, without a call', async () => {
    const fetchMock = mockApi({
      [API.account]: reply({ detail: 'unauthorized' }, 401),
      [API.read]: reply(material(PLATFORM)),
    });
    const { router } = renderRoute(`/notificaties/${material(PLATFORM).id}/leermateriaal`);

    expect(await screen.findByRole('heading', { level: 1, name: 'Inloggen' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(callsTo(fetchMock, API.read)).toHaveLength(0);
  });
});
