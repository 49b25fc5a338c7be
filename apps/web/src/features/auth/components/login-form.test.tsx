import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeAccount } from '../../../../test/fixtures';
import { callsTo, mockApi, networkError, renderRoute, reply, SIGNED_OUT } from '../../../../test/test-utils';

const LOGIN = 'POST /api/login';
const ACCOUNT = 'GET /api/users/account';

async function renderLogin() {
  const view = renderRoute('/');
  // The login screen is a lazy module, shown once the startup account fetch has answered: wait for it.
  await screen.findByRole('heading', { level: 1, name: 'Inloggen' });
  return {
    ...view,
    email: screen.getByLabelText('E-mailadres'),
    password: screen.getByLabelText('Wachtwoord'),
    submit: screen.getByRole('button', { name: 'Inloggen' }),
  };
}

/** Types valid values and submits; resolves once the form shows an alert. */
async function submitRefused(answer: ReturnType<typeof reply>) {
  mockApi({ [ACCOUNT]: SIGNED_OUT, [LOGIN]: answer });
  const view = await renderLogin();
  await view.user.type(view.email, 'anna@example.nl');
  await view.user.type(view.password, 'geheim');
  await view.user.click(view.submit);
  return { ...view, alert: await screen.findByRole('alert') };
}

describe('login form', () => {
  it('has labelled fields with the autocomplete hints, the button and the password-forgotten link', async () => {
    const { email, password, submit } = await renderLogin();

    expect(email).toHaveAttribute('type', 'email');
    expect(email).toHaveAttribute('autocomplete', 'username');
    expect(password).toHaveAttribute('type', 'password');
    expect(password).toHaveAttribute('autocomplete', 'current-password');
    expect(submit).toHaveAttribute('type', 'submit');
    expect(screen.getByRole('link', { name: 'Wachtwoord vergeten?' })).toHaveAttribute('href', '/wachtwoord-vergeten');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Inloggen | Opleidingsportaal'));
  });

  it('shows the Dutch message for an invalid e-mail address and sends nothing', async () => {
    const fetchMock = mockApi({ [ACCOUNT]: SIGNED_OUT });
    const { user, email, password, submit } = await renderLogin();

    await user.type(email, 'geen-adres');
    await user.type(password, 'geheim');
    await user.click(submit);

    expect(await screen.findByText('Vul een geldig e-mailadres in')).toBeInTheDocument();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('Vul een geldig e-mailadres in');
    expect(password).toHaveAttribute('aria-invalid', 'false');
    expect(callsTo(fetchMock, LOGIN)).toEqual([]);
  });

  it('asks for the password when it is left empty', async () => {
    const fetchMock = mockApi({ [ACCOUNT]: SIGNED_OUT });
    const { user, email, password, submit } = await renderLogin();

    await user.type(email, 'anna@example.nl');
    await user.click(submit);

    expect(await screen.findByText('Vul je wachtwoord in')).toBeInTheDocument();
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(password).toHaveFocus();
    expect(callsTo(fetchMock, LOGIN)).toEqual([]);
  });

  it('posts the values as JSON to /api/login on Enter and, when complete, shows the signed-in home', async () => {
    const fetchMock = mockApi({
      [ACCOUNT]: [SIGNED_OUT, reply(makeAccount())],
      [LOGIN]: reply({ '2fa_complete': true, email: 'anna@example.nl', auth_method: 'none' }),
    });
    const { user, email, password, router } = await renderLogin();

    await user.type(email, 'anna@example.nl');
    await user.type(password, 'geheim wachtwoord{Enter}');

    expect(await screen.findByRole('heading', { level: 1, name: 'Opleiding' })).toBeInTheDocument();
    expect(screen.getByText('Welkom, Lotte')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    const [url, init] = fetchMock.mock.calls.find(([, i]) => i?.method === 'POST')!;
    expect(url).toBe('/api/login');
    expect(init?.credentials).toBe('same-origin');
    expect(new Headers(init?.headers).get('Content-Type')).toBe('application/json');
    expect(callsTo(fetchMock, LOGIN)).toEqual([{ email: 'anna@example.nl', password: 'geheim wachtwoord' }]);
    // Once at startup, once after the password.
    expect(callsTo(fetchMock, ACCOUNT)).toHaveLength(2);
  });

  it('says the e-mail address or password is wrong, in the form, and keeps what was typed', async () => {
    const { alert, email, password, submit } = await submitRefused(reply({ detail: 'invalid_credentials' }, 401));

    expect(alert).toHaveTextContent('Het e-mailadres of wachtwoord is onjuist.');
    expect(screen.getByRole('main')).toContainElement(alert);
    expect(email).toHaveValue('anna@example.nl');
    expect(password).toHaveValue('geheim');
    expect(submit).toBeEnabled();
  });

  it('says the account is not activated yet', async () => {
    const { alert } = await submitRefused(reply({ detail: 'inactive_user' }, 403));
    expect(alert).toHaveTextContent('Je account is nog niet geactiveerd.');
  });

  it.each([
    [240, 'Er is te vaak een verkeerd wachtwoord ingevuld. Probeer het over 4 minuten opnieuw.'],
    [30, 'Er is te vaak een verkeerd wachtwoord ingevuld. Probeer het over 1 minuut opnieuw.'],
  ])('names the minutes of a lockout (retryAfter %i s)', async (retryAfter, text) => {
    const { alert } = await submitRefused(reply({ detail: 'too_many_requests', retryAfter }, 429));
    expect(alert).toHaveTextContent(text);
  });

  it('speaks of "enkele minuten" when the lockout has no retryAfter', async () => {
    const { alert } = await submitRefused(reply({ detail: 'too_many_requests' }, 429));
    expect(alert).toHaveTextContent(
      'Er is te vaak een verkeerd wachtwoord ingevuld. Probeer het over enkele minuten opnieuw.',
    );
  });

  it.each([
    ['the server cannot be reached', networkError],
    ['the server fails', reply({ detail: 'internal_error' }, 500)],
  ])('shows the spec’s sign-in failure when %s', async (_label, answer) => {
    const { alert, email } = await submitRefused(answer);
    expect(alert).toHaveTextContent('Er is iets fout gegaan bij het inloggen!');
    expect(email).toHaveValue('anna@example.nl');
  });

  it('puts server violations on the fields', async () => {
    const { alert, email } = await submitRefused(
      reply({ detail: 'validation_failed', violations: [{ propertyPath: 'email', detail: 'validation.email' }] }, 400),
    );
    expect(alert).toHaveTextContent('Er is iets fout gegaan bij het inloggen!');
    expect(email).toHaveAccessibleDescription('Vul een geldig e-mailadres in');
  });

  it('clears the previous message when trying again', async () => {
    mockApi({
      [ACCOUNT]: SIGNED_OUT,
      [LOGIN]: [reply({ detail: 'invalid_credentials' }, 401), reply({ detail: 'inactive_user' }, 403)],
    });
    const { user, email, password, submit } = await renderLogin();
    await user.type(email, 'anna@example.nl');
    await user.type(password, 'fout');
    await user.click(submit);
    expect(await screen.findByRole('alert')).toHaveTextContent('Het e-mailadres of wachtwoord is onjuist.');

    await user.click(submit);

    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Je account is nog niet geactiveerd.'));
    expect(screen.getAllByRole('alert')).toHaveLength(1);
  });
});

describe('resending the activation mail from the login form', () => {
  const RESEND = 'POST /api/users/send-activation-link';

  async function refuse(answer: ReturnType<typeof reply>, resend = reply({ accepted: true })) {
    const fetchMock = mockApi({ [ACCOUNT]: SIGNED_OUT, [LOGIN]: answer, [RESEND]: resend });
    const view = await renderLogin();
    await view.user.type(view.email, 'anna@example.nl');
    await view.user.type(view.password, 'geheim');
    await view.user.click(view.submit);
    await screen.findByRole('alert');
    return { ...view, fetchMock };
  }

  it('offers it with the inactive-account message and sends it for the typed address', async () => {
    const { user, fetchMock } = await refuse(reply({ detail: 'inactive_user' }, 403));
    expect(screen.getByRole('alert')).toHaveTextContent('Je account is nog niet geactiveerd.');
    expect(screen.queryByText('Heb je je account nog niet geactiveerd?')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Activatiemail opnieuw versturen' }));

    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent(
      'Als er bij anna@example.nl een account hoort dat nog niet is geactiveerd, ontvang je binnen enkele minuten een nieuwe activatiemail.',
    );
    expect(status).toHaveFocus();
    expect(callsTo(fetchMock, RESEND)).toEqual([{ email: 'anna@example.nl' }]);
    expect(screen.queryByRole('button', { name: 'Activatiemail opnieuw versturen' })).not.toBeInTheDocument();
  });

  it('offers it after a refused password too, as a question (an account never activated has no password)', async () => {
    const { user, fetchMock } = await refuse(reply({ detail: 'invalid_credentials' }, 401));

    expect(screen.getByText('Heb je je account nog niet geactiveerd?')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Activatiemail opnieuw versturen' }));

    expect(await screen.findByRole('status')).toHaveTextContent('anna@example.nl');
    expect(callsTo(fetchMock, RESEND)).toEqual([{ email: 'anna@example.nl' }]);
  });

  it('is not offered for other refusals', async () => {
    await refuse(reply({ detail: 'too_many_requests' }, 429));
    expect(screen.queryByRole('button', { name: 'Activatiemail opnieuw versturen' })).not.toBeInTheDocument();
  });

  it('says so when sending fails, and can be tried again', async () => {
    const { user } = await refuse(reply({ detail: 'inactive_user' }, 403), networkError);

    await user.click(screen.getByRole('button', { name: 'Activatiemail opnieuw versturen' }));

    await waitFor(() =>
      expect(screen.getAllByRole('alert').map((a) => a.textContent)).toContain(
        'De activatiemail kon niet worden verstuurd. Probeer het later opnieuw.',
      ),
    );
    expect(screen.getByRole('button', { name: 'Activatiemail opnieuw versturen' })).toBeEnabled();
  });
});
