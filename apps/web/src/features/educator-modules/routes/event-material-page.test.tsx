import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeAccount } from '../../../../test/fixtures';
import { callsTo, mockApi, renderRoute, reply, type FakeAnswer } from '../../../../test/test-utils';
import type * as BrowserLocation from '../../../lib/browser-location';
import { leavePortal } from '../../../lib/browser-location';

vi.mock('../../../lib/browser-location', async (importOriginal) => ({
  ...(await importOriginal<typeof BrowserLocation>()),
  leavePortal: vi.fn(),
}));

const USER_ID = makeAccount().id;
const EVENT_ID = '5d4c3b2a-1f0e-4d9c-8b7a-6f5e4d3c2b1a';
const PATH = `/modulen/user/${USER_ID}/evenement/${EVENT_ID}/leermateriaal`;
const CALL = `GET /api/users/${USER_ID}/educator-events/moodle-redirect?eventId=${EVENT_ID}&requestContext=modules`;
const LOGIN_URL = 'http://127.0.0.1:4000/auth/userkey/login.php?key=abc';

function serve(answer: FakeAnswer) {
  return mockApi({
    'GET /api/users/account': reply(makeAccount({ roles: ['ROLE_TEACHER'], permissions: ['VIEW_MODULES'] })),
    [CALL]: answer,
  });
}

afterEach(() => {
  vi.mocked(leavePortal).mockClear();
});

describe('/modulen/user/:userId/evenement/:eventId/leermateriaal', () => {
  it("sends the browser to the event's learning material (the demo's simulator speaks http)", async () => {
    const fetchMock = serve(reply({ loginUrl: LOGIN_URL }));
    renderRoute(PATH);
    await waitFor(() => expect(leavePortal).toHaveBeenCalledWith(LOGIN_URL));
    expect(callsTo(fetchMock, CALL)).toHaveLength(1);
  });

  it('shows Helaas! without a course id', async () => {
    serve(reply({ detail: 'learning_material_missing' }, 404));
    renderRoute(PATH);
    expect(await screen.findByRole('heading', { level: 1, name: 'Helaas!' })).toBeInTheDocument();
  });
});
