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

const CALL = 'GET /api/moodle/free-e-learnings';
const LOGIN_URL = 'https://moodle.example.nl/auth/userkey/login.php?key=abc';

function serve(answer: FakeAnswer) {
  return mockApi({
    'GET /api/users/account': reply(makeAccount({ roles: ['ROLE_FREE_E_LEARNING_USER'] })),
    [CALL]: answer,
  });
}

afterEach(() => {
  vi.mocked(leavePortal).mockClear();
  vi.restoreAllMocks();
});

describe('/e-learnings/moodle', () => {
  it("sends the browser to the learning platform's start page with a fresh login URL", async () => {
    const fetchMock = serve(reply({ loginUrl: LOGIN_URL }));
    renderRoute('/e-learnings/moodle');
    await waitFor(() => expect(leavePortal).toHaveBeenCalledWith(LOGIN_URL));
    expect(callsTo(fetchMock, CALL)).toHaveLength(1);
  });

  it('shows Helaas! when there is no learning platform', async () => {
    serve(reply({ detail: 'learning_material_missing' }, 404));
    renderRoute('/e-learnings/moodle');
    expect(await screen.findByRole('heading', { level: 1, name: 'Helaas!' })).toBeInTheDocument();
  });

  it('says no permission for an account without the participant or e-learning role', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    serve(reply({ detail: 'forbidden' }, 403));
    renderRoute('/e-learnings/moodle');
    expect(await screen.findByText('Je hebt geen toestemming om deze pagina te bekijken.')).toBeInTheDocument();
    expect(leavePortal).not.toHaveBeenCalled();
  });
});
