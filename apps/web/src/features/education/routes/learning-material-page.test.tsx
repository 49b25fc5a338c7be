import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeAccount } from '../../../../test/fixtures';
import { callsTo, mockApi, networkError, renderRoute, reply, type FakeAnswer } from '../../../../test/test-utils';
import type * as BrowserLocation from '../../../lib/browser-location';
import { leavePortal } from '../../../lib/browser-location';
import { EDUCATION_ID } from '../test/education-fixtures';

// The browser cannot leave jsdom: the redirect itself is observed here.
vi.mock('../../../lib/browser-location', async (importOriginal) => ({
  ...(await importOriginal<typeof BrowserLocation>()),
  leavePortal: vi.fn(),
}));

const EVENT_ID = '5d4c3b2a-1f0e-4d9c-8b7a-6f5e4d3c2b1a';
const LOGIN_URL = 'https://moodle.example.nl/auth/userkey/login.php?key=abc&wantsurl=x';

const ROUTES = [
  ['education', `/onderwijs/${EDUCATION_ID}/leermateriaal`, `GET /api/education/${EDUCATION_ID}/moodle-redirect`],
  [
    'event',
    `/onderwijs/${EDUCATION_ID}/evenement/${EVENT_ID}/leermateriaal`,
    `GET /api/education/${EDUCATION_ID}/moodle-redirect?eventId=${EVENT_ID}`,
  ],
  [
    'catch-up event',
    `/onderwijs/${EDUCATION_ID}/inhaal-evenement/${EVENT_ID}/leermateriaal`,
    `GET /api/missed-education/${EDUCATION_ID}/moodle-redirect?eventId=${EVENT_ID}`,
  ],
] as const;

function serve(call: string, answer: FakeAnswer | FakeAnswer[]) {
  return mockApi({ 'GET /api/users/account': reply(makeAccount()), [call]: answer });
}

afterEach(() => {
  vi.mocked(leavePortal).mockClear();
  vi.restoreAllMocks();
});

describe.each(ROUTES)('learning material of an %s', (_kind, path, call) => {
  it('asks for a login URL as the route opens and sends the browser there, once', async () => {
    const fetchMock = serve(call, reply({ loginUrl: LOGIN_URL }));
    renderRoute(path);
    expect(await screen.findByText('Je wordt doorgestuurd naar het leerplatform…')).toBeInTheDocument();
    await waitFor(() => expect(leavePortal).toHaveBeenCalledWith(LOGIN_URL));
    expect(leavePortal).toHaveBeenCalledTimes(1);
    expect(callsTo(fetchMock, call)).toHaveLength(1);
    await waitFor(() => expect(document.title).toBe('Leermateriaal | Opleidingsportaal'));
  });

  it('shows Helaas! without a course id, with the way back to the start page', async () => {
    serve(call, reply({ detail: 'learning_material_missing' }, 404));
    renderRoute(path);
    expect(await screen.findByRole('heading', { level: 1, name: 'Helaas!' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Naar de startpagina' })).toHaveAttribute('href', '/');
    expect(leavePortal).not.toHaveBeenCalled();
  });
});

describe('learning-material redirect failures', () => {
  const [, path, call] = ROUTES[1];

  it('says the status and message when the learning platform fails, and tries again', async () => {
    const fetchMock = serve(call, [reply({ detail: 'moodle_failed' }, 502), reply({ loginUrl: LOGIN_URL })]);
    const { user } = renderRoute(path);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Het leermateriaal kan niet worden geopend. Foutcode 502: het leerplatform is niet bereikbaar of weigert de aanmelding.',
    );
    expect(screen.getByRole('link', { name: 'Naar de startpagina' })).toHaveAttribute('href', '/');
    expect(leavePortal).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Opnieuw proberen' }));
    await waitFor(() => expect(leavePortal).toHaveBeenCalledWith(LOGIN_URL));
    expect(callsTo(fetchMock, call)).toHaveLength(2);
  });

  it('says the server cannot be reached', async () => {
    serve(call, networkError);
    renderRoute(path);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Het leermateriaal kan niet worden geopend. De server is niet bereikbaar.',
    );
  });

  it('never follows an address that is not a web address', async () => {
    serve(call, reply({ loginUrl: 'javascript:alert(1)' }));
    renderRoute(path);
    // The contract's schema refuses it already; the page would refuse it as well.
    expect(await screen.findByRole('alert')).toHaveTextContent('Het leermateriaal kan niet worden geopend.');
    expect(leavePortal).not.toHaveBeenCalled();
  });

  it("shows the not-found page for an education or event that is not the user's", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    serve(call, reply({ detail: 'not_found' }, 404));
    renderRoute(path);
    expect(await screen.findByRole('heading', { level: 1, name: 'Pagina niet gevonden' })).toBeInTheDocument();
    expect(leavePortal).not.toHaveBeenCalled();
  });

  it('does not ask the server about ids that are no ids', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const fetchMock = serve(call, reply({ loginUrl: LOGIN_URL }));
    renderRoute(`/onderwijs/${EDUCATION_ID}/evenement/geen-id/leermateriaal`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Pagina niet gevonden' })).toBeInTheDocument();
    expect(fetchMock.mock.calls.filter(([url]) => String(url).includes('moodle-redirect'))).toHaveLength(0);
  });
});
