import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { callsTo, mockApi, networkError, renderRoute, reply, SIGNED_OUT } from '../../../../test/test-utils';

const ACCOUNT = 'GET /api/users/account';
const FORGOT = 'POST /api/forgot-password';
const RESET = 'POST /api/change-password';
const TOKEN = 'reset-token-0123456789abcdef';
const GOOD_PASSWORD = 'Fietsenmaker7(';

describe('password forgotten: asking for a link', () => {
  async function renderRequest(answer = reply({ accepted: true })) {
    const fetchMock = mockApi({ [ACCOUNT]: SIGNED_OUT, [FORGOT]: answer });
    const view = renderRoute('/wachtwoord-vergeten');
    await screen.findByRole('heading', { level: 1, name: 'Wachtwoord vergeten' });
    return { ...view, fetchMock, email: screen.getByLabelText('E-mailadres') };
  }

  it('is reached from the login form and has a heading, title, explanation and a labelled e-mail field', async () => {
    const { user, router } = renderRoute('/');
    await user.click(await screen.findByRole('link', { name: 'Wachtwoord vergeten?' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Wachtwoord vergeten' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/wachtwoord-vergeten');
    expect(screen.getByText(/We sturen je dan een e-mail met een link/)).toBeInTheDocument();
    const email = screen.getByLabelText('E-mailadres');
    expect(email).toHaveAttribute('type', 'email');
    expect(email).toHaveAttribute('autocomplete', 'username');
    expect(screen.getByRole('button', { name: 'Link versturen' })).toHaveAttribute('type', 'submit');
    expect(screen.getByRole('link', { name: 'Terug naar inloggen' })).toHaveAttribute('href', '/');
    await waitFor(() => expect(document.title).toBe('Wachtwoord vergeten | Opleidingsportaal'));
  });

  it('needs a valid e-mail address and sends nothing without one', async () => {
    const { user, email, fetchMock } = await renderRequest();

    await user.type(email, 'geen-adres{Enter}');

    expect(await screen.findByText('Vul een geldig e-mailadres in')).toBeInTheDocument();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(callsTo(fetchMock, FORGOT)).toEqual([]);
  });

  it('posts the address and shows the same confirmation whatever the address, with the focus on it', async () => {
    const { user, email, fetchMock } = await renderRequest();

    await user.type(email, 'anna@example.nl{Enter}');

    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent(
      'Als er een account bij anna@example.nl hoort, ontvang je binnen enkele minuten een e-mail met een link om een nieuw wachtwoord in te stellen.',
    );
    expect(status).toHaveFocus();
    expect(callsTo(fetchMock, FORGOT)).toEqual([{ email: 'anna@example.nl' }]);
    expect(screen.queryByLabelText('E-mailadres')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Terug naar inloggen' })).toBeInTheDocument();
  });

  it('says so when the request cannot be sent, and keeps the address', async () => {
    const { user, email } = await renderRequest(networkError);

    await user.type(email, 'anna@example.nl{Enter}');

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Het versturen is niet gelukt. Probeer het later opnieuw.',
    );
    expect(email).toHaveValue('anna@example.nl');
  });

  it('puts a server violation on the field', async () => {
    const { user, email } = await renderRequest(
      reply({ detail: 'validation_failed', violations: [{ propertyPath: 'email', detail: 'validation.email' }] }, 400),
    );
    await user.type(email, 'anna@example.nl{Enter}');
    await waitFor(() => expect(email).toHaveAccessibleDescription('Vul een geldig e-mailadres in'));
  });
});

describe('password forgotten: the mailed link (?token=)', () => {
  async function renderReset(answer = reply({ accepted: true })) {
    const fetchMock = mockApi({ [ACCOUNT]: SIGNED_OUT, [RESET]: answer });
    const view = renderRoute(`/wachtwoord-vergeten?token=${TOKEN}`);
    await screen.findByRole('heading', { level: 1, name: 'Nieuw wachtwoord instellen' });
    return {
      ...view,
      fetchMock,
      password: screen.getByLabelText('Nieuw wachtwoord'),
      confirmation: screen.getByLabelText('Herhaal nieuw wachtwoord'),
      submit: screen.getByRole('button', { name: 'Wachtwoord opslaan' }),
    };
  }

  it('asks for the new password twice, as new-password fields, with the title of the page', async () => {
    const { password, confirmation, submit } = await renderReset();

    for (const field of [password, confirmation]) {
      expect(field).toHaveAttribute('type', 'password');
      expect(field).toHaveAttribute('autocomplete', 'new-password');
    }
    expect(submit).toHaveAttribute('type', 'submit');
    await waitFor(() => expect(document.title).toBe('Nieuw wachtwoord instellen | Opleidingsportaal'));
  });

  it('shows the rules as a checklist that follows what is typed', async () => {
    const { user, password } = await renderReset();
    const list = screen.getByRole('list', { name: 'Je wachtwoord moet bevatten:' });
    const items = () => within(list).getAllByRole('listitem');

    expect(items().map((item) => item.textContent)).toEqual([
      'minimaal 8 tekens (nog niet voldaan)',
      'een hoofdletter (nog niet voldaan)',
      'een kleine letter (nog niet voldaan)',
      'een cijfer (nog niet voldaan)',
      'een van deze tekens: !@#?%^&*$() (nog niet voldaan)',
    ]);

    await user.type(password, 'fiets7');
    expect(items().map((item) => item.getAttribute('data-met'))).toEqual(['false', 'false', 'true', 'true', 'false']);
    // A tick or a cross, never an (empty) circle that looks like a radio button; hidden from screen readers.
    const icons = () => items().map((item) => item.querySelector('svg')!.getAttribute('data-testid'));
    expect(icons()).toEqual(['CloseIcon', 'CloseIcon', 'CheckIcon', 'CheckIcon', 'CloseIcon']);
    expect(items().every((item) => item.querySelector('svg')!.getAttribute('aria-hidden') === 'true')).toBe(true);

    await user.clear(password);
    await user.type(password, GOOD_PASSWORD);
    expect(items().every((item) => item.textContent?.endsWith('(voldaan)'))).toBe(true);
  });

  it('refuses a password that breaks a rule, and a confirmation that differs, before sending', async () => {
    const { user, password, confirmation, submit, fetchMock } = await renderReset();

    await user.type(password, 'fietsenmaker7(');
    await user.type(confirmation, 'iets anders');
    await user.click(submit);

    expect(await screen.findByText('Het wachtwoord moet een hoofdletter bevatten')).toBeInTheDocument();
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(confirmation).toHaveAccessibleDescription('De wachtwoorden komen niet overeen');
    expect(callsTo(fetchMock, RESET)).toEqual([]);
  });

  it('asks to repeat the password when the confirmation is empty', async () => {
    const { user, password, confirmation, submit } = await renderReset();
    await user.type(password, GOOD_PASSWORD);
    await user.click(submit);
    await waitFor(() => expect(confirmation).toHaveAccessibleDescription('Herhaal je nieuwe wachtwoord'));
  });

  it('sets the password with the token, then says so and links to the login', async () => {
    const { user, password, confirmation, fetchMock } = await renderReset();

    await user.type(password, GOOD_PASSWORD);
    await user.type(confirmation, `${GOOD_PASSWORD}{Enter}`);

    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent('Je wachtwoord is gewijzigd. Je kunt nu inloggen met je nieuwe wachtwoord.');
    expect(status).toHaveFocus();
    expect(callsTo(fetchMock, RESET)).toEqual([{ token: TOKEN, password: GOOD_PASSWORD }]);
    expect(screen.getByRole('link', { name: 'Naar inloggen' })).toHaveAttribute('href', '/');
    expect(screen.queryByLabelText('Nieuw wachtwoord')).not.toBeInTheDocument();
  });

  it('forgets a pending sign-in of this browser (the server ends every session of the user)', async () => {
    mockApi({
      [ACCOUNT]: [reply({ '2fa_complete': false, email: 'anna@example.nl', auth_method: 'email' }, 401), SIGNED_OUT],
      [RESET]: reply({ accepted: true }),
    });
    const { user } = renderRoute(`/wachtwoord-vergeten?token=${TOKEN}`);
    await user.type(await screen.findByLabelText('Nieuw wachtwoord'), GOOD_PASSWORD);
    await user.type(screen.getByLabelText('Herhaal nieuw wachtwoord'), `${GOOD_PASSWORD}{Enter}`);

    await user.click(await screen.findByRole('link', { name: 'Naar inloggen' }));

    expect(await screen.findByLabelText('Wachtwoord')).toBeInTheDocument();
    expect(screen.queryByLabelText('Verificatiecode')).not.toBeInTheDocument();
  });

  it('marks the field with the reason when the server refuses the password (invalid_password)', async () => {
    const { user, password, confirmation } = await renderReset(
      reply(
        {
          detail: 'invalid_password',
          violations: [{ propertyPath: 'password', detail: 'validation.passwordCommon' }],
        },
        400,
      ),
    );

    await user.type(password, GOOD_PASSWORD);
    await user.type(confirmation, `${GOOD_PASSWORD}{Enter}`);

    await waitFor(() =>
      expect(password).toHaveAccessibleDescription(
        'Dit wachtwoord wordt veel gebruikt en is daardoor makkelijk te raden; kies een ander',
      ),
    );
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(password).toHaveFocus();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it.each([
    ['the server cannot be reached', networkError],
    ['the server fails', reply({ detail: 'internal_error' }, 500)],
  ])('says "Wachtwoord veranderen mislukt!" when %s', async (_label, answer) => {
    const { user, password, confirmation } = await renderReset(answer);
    await user.type(password, GOOD_PASSWORD);
    await user.type(confirmation, `${GOOD_PASSWORD}{Enter}`);
    expect(await screen.findByRole('alert')).toHaveTextContent('Wachtwoord veranderen mislukt!');
    expect(password).toHaveValue(GOOD_PASSWORD);
  });

  it('explains a used or expired link and leads to asking for a new one', async () => {
    const { user, password, confirmation, router } = await renderReset(reply({ detail: 'invalid_token' }, 400));

    await user.type(password, GOOD_PASSWORD);
    await user.type(confirmation, `${GOOD_PASSWORD}{Enter}`);

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Deze link om een nieuw wachtwoord in te stellen is niet (meer) geldig.',
    );
    await user.click(screen.getByRole('link', { name: 'Vraag een nieuwe link aan' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Wachtwoord vergeten' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
    expect(screen.getByLabelText('E-mailadres')).toBeInTheDocument();
  });

  it('treats a malformed token (validation_failed on token) as an invalid link', async () => {
    const { user, password, confirmation } = await renderReset(
      reply(
        { detail: 'validation_failed', violations: [{ propertyPath: 'token', detail: 'validation.invalid' }] },
        400,
      ),
    );
    await user.type(password, GOOD_PASSWORD);
    await user.type(confirmation, `${GOOD_PASSWORD}{Enter}`);
    expect(await screen.findByRole('link', { name: 'Vraag een nieuwe link aan' })).toBeInTheDocument();
  });
});
