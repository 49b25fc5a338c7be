import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeAccount } from '../../../../test/fixtures';
import {
  callsTo,
  mockApi,
  networkError,
  renderRoute,
  reply,
  SIGNED_OUT,
  type FakeAnswer,
} from '../../../../test/test-utils';

const RESET = 'POST /2fa_reset';
const TOKEN = 'two-factor-token-0123456789';

async function renderPage(answer: FakeAnswer | FakeAnswer[] = reply({ accepted: true })) {
  const fetchMock = mockApi({ 'GET /api/users/account': SIGNED_OUT, [RESET]: answer });
  const view = renderRoute(`/verificatiemethode-wijzigen?token=${TOKEN}`);
  await screen.findByRole('heading', { level: 1, name: 'Verificatiemethode wijzigen' });
  return { ...view, fetchMock, confirm: screen.getByRole('button', { name: 'Verificatiemethode wijzigen' }) };
}

describe('change of verification method (the mailed link)', () => {
  it('explains what confirming does, with the title of the page, and sends nothing before the click', async () => {
    const { fetchMock } = await renderPage();

    expect(screen.getByText(/Je huidige methode wordt dan uitgeschakeld/)).toBeInTheDocument();
    expect(callsTo(fetchMock, RESET)).toEqual([]);
    await waitFor(() => expect(document.title).toBe('Verificatiemethode wijzigen | Opleidingsportaal'));
  });

  it('turns the method off with the token, says the next sign-in asks for a new one, and links to the login', async () => {
    const { user, confirm, fetchMock } = await renderPage();

    await user.click(confirm);

    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent(
      'Je verificatiemethode is uitgeschakeld. Log opnieuw in en stel een nieuwe verificatiemethode in.',
    );
    expect(status).toHaveFocus();
    expect(callsTo(fetchMock, RESET)).toEqual([{ token: TOKEN }]);
    expect(screen.queryByRole('button', { name: 'Verificatiemethode wijzigen' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Naar inloggen' })).toHaveAttribute('href', '/');
  });

  it('forgets the pending sign-in of this browser (the server ended it): the login starts from the password', async () => {
    const fetchMock = mockApi({
      'GET /api/users/account': [
        reply({ '2fa_complete': false, email: 'anna@example.nl', auth_method: 'authenticator' }, 401),
        SIGNED_OUT,
      ],
      [RESET]: reply({ accepted: true }),
    });
    const { user } = renderRoute(`/verificatiemethode-wijzigen?token=${TOKEN}`);
    await user.click(await screen.findByRole('button', { name: 'Verificatiemethode wijzigen' }));

    await user.click(await screen.findByRole('link', { name: 'Naar inloggen' }));

    expect(await screen.findByLabelText('Wachtwoord')).toBeInTheDocument();
    expect(screen.queryByLabelText('Verificatiecode')).not.toBeInTheDocument();
    expect(callsTo(fetchMock, 'GET /api/users/account')).toHaveLength(2);
  });

  it('says the link is no longer valid when the server refuses the token', async () => {
    const { user, confirm } = await renderPage(reply({ detail: 'invalid_token' }, 400));

    await user.click(confirm);

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Deze link om je verificatiemethode te wijzigen is niet (meer) geldig.',
    );
    expect(screen.queryByRole('button', { name: 'Verificatiemethode wijzigen' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Naar inloggen' })).toBeInTheDocument();
  });

  it('says so and can try again when the server cannot be reached', async () => {
    const { user, confirm, fetchMock } = await renderPage([networkError, reply({ accepted: true })]);

    await user.click(confirm);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Er is iets fout gegaan bij het wijzigen van je verificatiemethode. Probeer het opnieuw.',
    );

    await user.click(screen.getByRole('button', { name: 'Verificatiemethode wijzigen' }));
    expect(await screen.findByRole('status')).toBeInTheDocument();
    expect(callsTo(fetchMock, RESET)).toHaveLength(2);
  });

  it('says the link is not valid when it has no token', async () => {
    renderRoute('/verificatiemethode-wijzigen');
    expect(await screen.findByRole('alert')).toHaveTextContent('niet (meer) geldig');
    expect(screen.queryByRole('button', { name: 'Verificatiemethode wijzigen' })).not.toBeInTheDocument();
  });

  it('sends a signed-in user to /', async () => {
    mockApi({ 'GET /api/users/account': reply(makeAccount()) });
    const { router } = renderRoute(`/verificatiemethode-wijzigen?token=${TOKEN}`);
    expect(await screen.findByText('Welkom, Lotte')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });
});
