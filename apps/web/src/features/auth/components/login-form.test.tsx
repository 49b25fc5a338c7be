import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderRoute } from '../../../../test/test-utils';

function stubFetch(answer: () => Promise<Response>) {
  const fetchMock = vi.fn<typeof fetch>(answer);
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

async function renderLogin() {
  const view = renderRoute('/');
  // The login screen is a lazy route module: wait for it.
  await screen.findByRole('heading', { level: 1, name: 'Inloggen' });
  return {
    ...view,
    email: screen.getByLabelText('E-mailadres'),
    password: screen.getByLabelText('Wachtwoord'),
    submit: screen.getByRole('button', { name: 'Inloggen' }),
  };
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
    await waitFor(() => expect(document.title).toBe('Inloggen | Opleidingsportaal'));
  });

  it('shows the Dutch message for an invalid e-mail address and sends nothing', async () => {
    const fetchMock = stubFetch(() => Promise.resolve(jsonResponse({})));
    const { user, email, password, submit } = await renderLogin();

    await user.type(email, 'geen-adres');
    await user.type(password, 'geheim');
    await user.click(submit);

    expect(await screen.findByText('Vul een geldig e-mailadres in')).toBeInTheDocument();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('Vul een geldig e-mailadres in');
    expect(password).toHaveAttribute('aria-invalid', 'false');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('asks for the password when it is left empty', async () => {
    const fetchMock = stubFetch(() => Promise.resolve(jsonResponse({})));
    const { user, email, password, submit } = await renderLogin();

    await user.type(email, 'anna@example.nl');
    await user.click(submit);

    expect(await screen.findByText('Vul je wachtwoord in')).toBeInTheDocument();
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(password).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('posts the values as JSON to /api/login when Enter is pressed', async () => {
    const fetchMock = stubFetch(() =>
      Promise.resolve(jsonResponse({ '2fa_complete': true, email: 'anna@example.nl', auth_method: 'email' })),
    );
    const { user, email, password } = await renderLogin();

    await user.type(email, 'anna@example.nl');
    await user.type(password, 'geheim wachtwoord{Enter}');

    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/login');
    expect(init?.method).toBe('POST');
    expect(init?.credentials).toBe('same-origin');
    expect(new Headers(init?.headers).get('Content-Type')).toBe('application/json');
    expect(JSON.parse(String(init?.body))).toEqual({ email: 'anna@example.nl', password: 'geheim wachtwoord' });
  });

  it('shows the snackbar on a 404 answer and keeps what was typed', async () => {
    const fetchMock = stubFetch(() => Promise.resolve(jsonResponse({ detail: 'not_found' }, 404)));
    const { user, email, password, submit } = await renderLogin();

    await user.type(email, 'anna@example.nl');
    await user.type(password, 'geheim');
    await user.click(submit);

    const snackbar = await screen.findByRole('alert');
    expect(snackbar).toHaveTextContent('Er is iets fout gegaan bij het inloggen!');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(email).toHaveValue('anna@example.nl');
    expect(password).toHaveValue('geheim');
    expect(submit).toBeEnabled();
  });

  it('shows the same snackbar when the server cannot be reached', async () => {
    stubFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    const { user, email, password } = await renderLogin();

    await user.type(email, 'anna@example.nl');
    await user.type(password, 'geheim{Enter}');

    expect(await screen.findByRole('alert')).toHaveTextContent('Er is iets fout gegaan bij het inloggen!');
    expect(email).toHaveValue('anna@example.nl');
  });
});
