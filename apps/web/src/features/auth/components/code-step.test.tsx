import { screen, waitFor, within } from '@testing-library/react';
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

const LOGIN = 'POST /api/login';
const CHECK = 'POST /2fa_check';
const ACCOUNT = 'GET /api/users/account';

const codeOwed = (authMethod: 'authenticator' | 'email') =>
  reply({ '2fa_complete': false, email: 'anna@example.nl', auth_method: authMethod });

/** Signs in with the password; the server then asks for the code. */
async function reachCodeStep(
  check: FakeAnswer | FakeAnswer[],
  authMethod: 'authenticator' | 'email' = 'authenticator',
) {
  const fetchMock = mockApi({
    [ACCOUNT]: [SIGNED_OUT, reply(makeAccount())],
    [LOGIN]: codeOwed(authMethod),
    [CHECK]: check,
    'POST /api/logout': reply({ loggedOut: true }),
  });
  const view = renderRoute('/');
  await view.user.type(await screen.findByLabelText('E-mailadres'), 'anna@example.nl');
  await view.user.type(screen.getByLabelText('Wachtwoord'), 'geheim{Enter}');
  await screen.findByRole('heading', { level: 2, name: 'Verificatiecode invoeren' });
  return { ...view, fetchMock, code: screen.getByLabelText('Verificatiecode') };
}

describe('code step', () => {
  it('follows the password in the same card: heading, authenticator text and a one-time-code field with focus', async () => {
    const { code } = await reachCodeStep(reply({ '2fa_complete': true }));

    expect(screen.getByRole('heading', { level: 1, name: 'Inloggen' })).toBeInTheDocument();
    expect(
      screen.getByText(
        'Open de authenticator-app op je telefoon en vul de code van 6 cijfers in die de app voor het Opleidingsportaal toont.',
      ),
    ).toBeInTheDocument();
    expect(code).toHaveAttribute('inputmode', 'numeric');
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    expect(code).toHaveFocus();
    expect(screen.queryByLabelText('Wachtwoord')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Bevestigen' })).toHaveAttribute('type', 'submit');
  });

  it('names the e-mail address when the code was sent by e-mail', async () => {
    await reachCodeStep(reply({ '2fa_complete': true }), 'email');
    expect(
      screen.getByText(
        'We hebben een verificatiecode naar anna@example.nl gestuurd. Vul de code van 6 cijfers uit die e-mail hieronder in.',
      ),
    ).toBeInTheDocument();
  });

  it('signs in with the right code (spaces are dropped)', async () => {
    const { user, code, fetchMock } = await reachCodeStep(reply({ '2fa_complete': true }));

    await user.type(code, '123 456{Enter}');

    expect(await screen.findByText('Welkom, Lotte')).toBeInTheDocument();
    expect(callsTo(fetchMock, CHECK)).toEqual([{ _auth_code: '123456' }]);
  });

  it('checks the code is 6 digits before spending an attempt', async () => {
    const { user, code, fetchMock } = await reachCodeStep(reply({ '2fa_complete': true }));

    await user.click(screen.getByRole('button', { name: 'Bevestigen' }));
    expect(await screen.findByText('Vul de verificatiecode in')).toBeInTheDocument();

    await user.type(code, '12a45{Enter}');
    expect(await screen.findByText('De verificatiecode bestaat uit 6 cijfers')).toBeInTheDocument();
    expect(code).toHaveAttribute('aria-invalid', 'true');
    expect(callsTo(fetchMock, CHECK)).toEqual([]);
  });

  it('says how many attempts are left after a wrong code, and keeps the step', async () => {
    const { user, code } = await reachCodeStep([
      reply({ detail: '2fa_failed', attemptsRemaining: 4 }, 401),
      reply({ detail: '2fa_failed', attemptsRemaining: 1 }, 401),
    ]);

    await user.type(code, '000000{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('Je hebt nog 4 poging(en) over.');
    expect(code).toHaveValue('000000');
    expect(code).toHaveFocus();

    await user.clear(code);
    await user.type(code, '111111{Enter}');
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Je hebt nog 1 poging(en) over.'));
  });

  it.each([
    ['2fa_limit_exceeded (429)', reply({ detail: '2fa_limit_exceeded', attemptsRemaining: 0 }, 429)],
    ['2fa_failed with 0 attempts left', reply({ detail: '2fa_failed', attemptsRemaining: 0 }, 401)],
  ])('goes back to the password step after %s, saying why, with the address filled in', async (_label, answer) => {
    const { user, code } = await reachCodeStep(answer);

    await user.type(code, '000000{Enter}');

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Je hebt teveel foute pogingen gedaan. Probeer het over enkele minuten nog eens.');
    expect(screen.queryByLabelText('Verificatiecode')).not.toBeInTheDocument();
    expect(screen.getByLabelText('E-mailadres')).toHaveValue('anna@example.nl');
    expect(screen.getByLabelText('Wachtwoord')).toHaveValue('');
    await waitFor(() => expect(screen.getByLabelText('Wachtwoord')).toHaveFocus());
  });

  it('starts again with the password when no sign-in is pending any more', async () => {
    const { user, code } = await reachCodeStep(reply({ detail: 'unauthorized' }, 401));

    await user.type(code, '123456{Enter}');

    expect(await screen.findByRole('alert')).toHaveTextContent('Je inlogpoging is verlopen. Log opnieuw in.');
    expect(screen.getByLabelText('Wachtwoord')).toBeInTheDocument();
  });

  it('shows the general failure when the server cannot be reached', async () => {
    const { user, code } = await reachCodeStep(networkError);
    await user.type(code, '123456{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('Er is iets fout gegaan bij het inloggen!');
    expect(code).toBeInTheDocument();
  });

  it('can be cancelled: the pending sign-in is ended and the password step returns', async () => {
    const { user, fetchMock } = await reachCodeStep(reply({ '2fa_complete': true }));

    await user.click(screen.getByRole('button', { name: 'Annuleren' }));

    expect(await screen.findByLabelText('Wachtwoord')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST /api/logout')).toHaveLength(1);
  });

  it('is where a reload lands while the code is still owed (startup answers 401 with 2fa_complete false)', async () => {
    mockApi({ [ACCOUNT]: reply({ '2fa_complete': false, email: 'anna@example.nl', auth_method: 'email' }, 401) });
    renderRoute('/');

    const form = await screen.findByRole('form', { name: 'Verificatiecode invoeren' });
    expect(within(form).getByText(/naar anna@example.nl gestuurd/)).toBeInTheDocument();
    expect(screen.queryByLabelText('Wachtwoord')).not.toBeInTheDocument();
  });
});

describe('code step: no access to the verification method', () => {
  const RESET_REQUEST = 'POST /2fa_reset_request';

  async function renderCodeStep(answer: FakeAnswer) {
    const fetchMock = mockApi({
      [ACCOUNT]: reply({ '2fa_complete': false, email: 'anna@example.nl', auth_method: 'authenticator' }, 401),
      [RESET_REQUEST]: answer,
    });
    const view = renderRoute('/');
    await screen.findByRole('heading', { level: 2, name: 'Verificatiecode invoeren' });
    return {
      ...view,
      fetchMock,
      link: screen.getByRole('button', { name: 'Geen toegang tot je verificatiemethode?' }),
    };
  }

  it('mails a link to choose a new method, and says where it went', async () => {
    const { user, link, fetchMock } = await renderCodeStep(reply({ accepted: true }));

    await user.click(link);

    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent(
      'We hebben een e-mail naar anna@example.nl gestuurd. Met de link in die e-mail kies je een nieuwe verificatiemethode.',
    );
    expect(status).toHaveFocus();
    expect(callsTo(fetchMock, RESET_REQUEST)).toEqual([undefined]);
    // The code can still be entered (the method stays until the mailed link is used).
    expect(screen.getByLabelText('Verificatiecode')).toBeInTheDocument();
  });

  it('says so when the mail cannot be sent', async () => {
    const { user, link } = await renderCodeStep(networkError);
    await user.click(link);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Het versturen van de e-mail is niet gelukt. Probeer het opnieuw.',
    );
    expect(screen.getByRole('button', { name: 'Geen toegang tot je verificatiemethode?' })).toBeInTheDocument();
  });

  it('says the sign-in has expired when no sign-in is pending any more (401)', async () => {
    const { user, link } = await renderCodeStep(reply({ detail: 'unauthorized' }, 401));
    await user.click(link);
    expect(await screen.findByRole('alert')).toHaveTextContent('Je inlogpoging is verlopen. Log opnieuw in.');
  });
});
