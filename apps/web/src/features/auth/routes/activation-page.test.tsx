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

const ACCOUNT = 'GET /api/users/account';
const ACTIVATE = 'POST /api/users/activate';
const RESEND = 'POST /api/users/send-activation-link';
const TOKEN = 'activation-token-0123456789';
const GOOD_PASSWORD = 'Fietsenmaker7(';

async function renderActivation(activate: FakeAnswer, accountAfter: FakeAnswer = reply(makeAccount())) {
  const fetchMock = mockApi({
    [ACCOUNT]: [SIGNED_OUT, accountAfter],
    [ACTIVATE]: activate,
    [RESEND]: reply({ accepted: true }),
  });
  const view = renderRoute(`/activeren?token=${TOKEN}`);
  await screen.findByRole('heading', { level: 1, name: 'Account activeren' });
  return {
    ...view,
    fetchMock,
    password: screen.getByLabelText('Nieuw wachtwoord'),
    confirmation: screen.getByLabelText('Herhaal nieuw wachtwoord'),
  };
}

async function submit(view: Awaited<ReturnType<typeof renderActivation>>) {
  await view.user.type(view.password, GOOD_PASSWORD);
  await view.user.type(view.confirmation, `${GOOD_PASSWORD}{Enter}`);
}

describe('activation page', () => {
  it('sends a visit without a token to /', async () => {
    const { router } = renderRoute('/activeren');
    expect(await screen.findByRole('heading', { level: 1, name: 'Inloggen' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it('sends a signed-in user to /', async () => {
    mockApi({ [ACCOUNT]: reply(makeAccount()) });
    const { router } = renderRoute(`/activeren?token=${TOKEN}`);
    expect(await screen.findByText('Welkom, Lotte')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it('explains itself and asks for a new password twice, with the rules', async () => {
    await renderActivation(reply({ '2fa_complete': true, email: 'lotte@example.nl', auth_method: 'none' }));

    expect(
      screen.getByText('Kies een wachtwoord om je account te activeren. Daarna ben je meteen ingelogd.'),
    ).toBeVisible();
    expect(screen.getByRole('list', { name: 'Je wachtwoord moet bevatten:' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Account activeren' })).toHaveAttribute('type', 'submit');
    await waitFor(() => expect(document.title).toBe('Account activeren | Opleidingsportaal'));
  });

  it('activates with the token and signs in: the app appears at /', async () => {
    const view = await renderActivation(
      reply({ '2fa_complete': true, email: 'lotte@example.nl', auth_method: 'none' }),
    );

    await submit(view);

    expect(await screen.findByText('Welkom, Lotte')).toBeInTheDocument();
    expect(view.router.state.location.pathname).toBe('/');
    expect(callsTo(view.fetchMock, ACTIVATE)).toEqual([{ token: TOKEN, password: GOOD_PASSWORD }]);
    expect(callsTo(view.fetchMock, ACCOUNT)).toHaveLength(2);
  });

  it('leads to the two-factor configuration screen when the account must configure it (403)', async () => {
    const configurationRequired = reply({ detail: '2fa_configuration_required', account: makeAccount() }, 403);
    const view = await renderActivation(configurationRequired, configurationRequired);

    await submit(view);

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Inloggen met meervoudige verificatie' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/'));
  });

  it('leads to the code step when the server still asks for a code', async () => {
    const view = await renderActivation(
      reply({ '2fa_complete': false, email: 'lotte@example.nl', auth_method: 'email' }),
      reply({ '2fa_complete': false, email: 'lotte@example.nl', auth_method: 'email' }, 401),
    );

    await submit(view);

    expect(await screen.findByRole('heading', { level: 2, name: 'Verificatiecode invoeren' })).toBeInTheDocument();
    expect(view.router.state.location.pathname).toBe('/');
  });

  it('marks the field when the server refuses the password (invalid_password)', async () => {
    const view = await renderActivation(
      reply(
        { detail: 'invalid_password', violations: [{ propertyPath: 'password', detail: 'validation.passwordCommon' }] },
        400,
      ),
    );

    await submit(view);

    await waitFor(() => expect(view.password).toHaveAttribute('aria-invalid', 'true'));
    expect(view.password).toHaveAccessibleDescription(
      'Dit wachtwoord wordt veel gebruikt en is daardoor makkelijk te raden; kies een ander',
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it.each([
    ['the server cannot be reached', networkError],
    ['the server fails', reply({ detail: 'internal_error' }, 500)],
  ])('shows the spec’s activation failure when %s', async (_label, answer) => {
    const view = await renderActivation(answer);
    await submit(view);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Er is iets fout gegaan bij het activeren van je account.',
    );
  });

  it('explains a used or expired link and lets the user ask for a new one by e-mail address', async () => {
    const view = await renderActivation(reply({ detail: 'invalid_token' }, 400));

    await submit(view);

    expect(await screen.findByRole('alert')).toHaveTextContent('Deze activatielink is niet (meer) geldig.');
    expect(screen.queryByLabelText('Nieuw wachtwoord')).not.toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'Nieuwe activatielink aanvragen' });
    const email = screen.getByLabelText('E-mailadres');
    expect(form).toContainElement(email);

    await view.user.type(email, 'geen-adres{Enter}');
    expect(await screen.findByText('Vul een geldig e-mailadres in')).toBeInTheDocument();
    expect(callsTo(view.fetchMock, RESEND)).toEqual([]);

    await view.user.clear(email);
    await view.user.type(email, 'lotte@example.nl{Enter}');

    expect(await screen.findByRole('status')).toHaveTextContent(
      'Als er bij lotte@example.nl een account hoort dat nog niet is geactiveerd, ontvang je binnen enkele minuten een nieuwe activatiemail.',
    );
    expect(callsTo(view.fetchMock, RESEND)).toEqual([{ email: 'lotte@example.nl' }]);
  });
});
