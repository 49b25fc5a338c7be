import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeAccount } from '../../../../test/fixtures';
import { callsTo, mockApi, renderRoute, reply, type FakeAnswer } from '../../../../test/test-utils';
import type * as BrowserLocation from '../../../lib/browser-location';
import { leavePortal } from '../../../lib/browser-location';

// The browser cannot leave jsdom: the redirect itself is observed here.
vi.mock('../../../lib/browser-location', async (importOriginal) => ({
  ...(await importOriginal<typeof BrowserLocation>()),
  leavePortal: vi.fn(),
}));

const USER_ID = makeAccount().id;
const EVENT_ID = '5d4c3b2a-1f0e-4d9c-8b7a-6f5e4d3c2b1a';
const PATH = `/agenda/user/${USER_ID}/evenement/${EVENT_ID}/leermateriaal`;
const CALL = `GET /api/users/${USER_ID}/schedule/moodle-redirect?eventId=${EVENT_ID}&requestContext=agenda`;
const LOGIN_URL = 'https://moodle.example.nl/auth/userkey/login.php?key=abc';

function serve(answer: FakeAnswer) {
  return mockApi({ 'GET /api/users/account': reply(makeAccount()), [CALL]: answer });
}

afterEach(() => {
  vi.mocked(leavePortal).mockClear();
  vi.restoreAllMocks();
});

describe('/agenda/user/:userId/evenement/:eventId/leermateriaal', () => {
  it("asks for the schedule event's login URL as the route opens and sends the browser there", async () => {
    const fetchMock = serve(reply({ loginUrl: LOGIN_URL }));
    renderRoute(PATH);
    await waitFor(() => expect(leavePortal).toHaveBeenCalledWith(LOGIN_URL));
    expect(callsTo(fetchMock, CALL)).toHaveLength(1);
  });

  it('shows Helaas! without a course id', async () => {
    serve(reply({ detail: 'learning_material_missing' }, 404));
    renderRoute(PATH);
    expect(await screen.findByRole('heading', { level: 1, name: 'Helaas!' })).toBeInTheDocument();
    expect(leavePortal).not.toHaveBeenCalled();
  });

  it('says the status when the learning platform fails', async () => {
    serve(reply({ detail: 'moodle_failed' }, 502));
    renderRoute(PATH);
    expect(await screen.findByRole('alert')).toHaveTextContent('Foutcode 502');
    expect(screen.getByRole('button', { name: 'Opnieuw proberen' })).toBeVisible();
  });

  it('does not ask the server about ids that are no ids', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const fetchMock = serve(reply({ loginUrl: LOGIN_URL }));
    renderRoute(`/agenda/user/${USER_ID}/evenement/42/leermateriaal`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Pagina niet gevonden' })).toBeInTheDocument();
    expect(callsTo(fetchMock, CALL)).toHaveLength(0);
  });
});
