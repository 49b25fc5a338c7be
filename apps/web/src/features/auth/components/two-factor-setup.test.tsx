import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeAccount } from '../../../../test/fixtures';
import { callsTo, mockApi, pending, renderRoute, reply } from '../../../../test/test-utils';
import { groupSecret } from '../../../components/authenticator-setup';

const ACCOUNT = 'GET /api/users/account';
const account = makeAccount({ email: 'anna@example.nl' });
const SAVE = `POST /api/users/${account.id}/two-factor`;
const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';

const configurationRequired = reply({ detail: '2fa_configuration_required', account }, 403);

function renderSetup(save = reply({ authMethod: 'authenticator' })) {
  const fetchMock = mockApi({
    [ACCOUNT]: [configurationRequired, reply(account)],
    'GET /api/users/qr-code?format=json': reply({ secret: SECRET, uri: 'otpauth://totp/x' }),
    [SAVE]: save,
    'POST /api/logout': reply({ loggedOut: true }),
  });
  return { ...renderRoute('/'), fetchMock };
}

describe('two-factor configuration screen', () => {
  it('replaces the app: heading, explanation, the two methods with the authenticator app chosen', async () => {
    renderSetup();

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Inloggen met meervoudige verificatie' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(/naast je gebruikersnaam en wachtwoord een extra controle van je identiteit verplicht/),
    ).toBeInTheDocument();
    expect(screen.getByText(/Je kiest zelf in welke vorm/)).toBeInTheDocument();
    expect(screen.getByText(/geldt vanaf de volgende keer dat je inlogt/)).toBeInTheDocument();
    const authenticator = screen.getByRole('radio', { name: /Authenticator-app/ });
    expect(authenticator).toBeChecked();
    expect(authenticator).toHaveAccessibleName('Authenticator-app Sterk aanbevolen');
    const email = screen.getByRole('radio', { name: 'Code per e-mail' });
    expect(email).not.toBeChecked();
    expect(email).toHaveAccessibleDescription('Bij het inloggen sturen we een verificatiecode naar anna@example.nl.');
    // No login form, no account menu: only this screen (and its own logout).
    expect(screen.queryByLabelText('Wachtwoord')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Uitloggen' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Inloggen met meervoudige verificatie | Opleidingsportaal'));
  });

  it('shows the QR code with alt text and the secret in blocks of 4', async () => {
    renderSetup();

    const img = await screen.findByRole('img', {
      name: 'QR-code om je authenticator-app aan het Opleidingsportaal te koppelen',
    });
    expect(img).toHaveAttribute('src', '/api/users/qr-code');
    expect(screen.getByText('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP')).toBeInTheDocument();
    expect(screen.getByText('Kun je de QR-code niet scannen? Voer dan deze sleutel in de app in:')).toBeInTheDocument();
  });

  it('shows a loading indicator until the secret has loaded, and no image before it exists', async () => {
    mockApi({ [ACCOUNT]: configurationRequired, 'GET /api/users/qr-code?format=json': pending });
    renderRoute('/');

    await screen.findByRole('heading', { level: 1, name: 'Inloggen met meervoudige verificatie' });
    expect(screen.getByRole('progressbar', { name: 'Bezig met laden…' })).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('saves the authenticator with the 6-digit code, then the app appears signed in', async () => {
    const { user, fetchMock } = renderSetup();
    const code = await screen.findByLabelText('Verificatiecode');
    expect(code).toHaveAttribute('inputmode', 'numeric');
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');

    await user.type(code, '123456');
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));

    expect(await screen.findByText('Welkom, Lotte')).toBeInTheDocument();
    expect(callsTo(fetchMock, SAVE)).toEqual([{ method: 'authenticator', twoFactorCode: '123456' }]);
    expect(screen.getByRole('button', { name: 'Lotte de Graaf' })).toBeInTheDocument();
  });

  it('asks for 6 digits before saving', async () => {
    const { user, fetchMock } = renderSetup();
    await user.type(await screen.findByLabelText('Verificatiecode'), '123');
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));

    expect(await screen.findByText('De verificatiecode bestaat uit 6 cijfers')).toBeInTheDocument();
    expect(callsTo(fetchMock, SAVE)).toEqual([]);
  });

  it('says the code is wrong when the server refuses it', async () => {
    const { user } = renderSetup(reply({ detail: 'invalid_2fa_code' }, 400));
    const code = await screen.findByLabelText('Verificatiecode');

    await user.type(code, '654321{Enter}');

    expect(await screen.findByRole('alert')).toHaveTextContent('De opgegeven code is onjuist.');
    expect(code).toHaveValue('654321');
    expect(screen.getByRole('heading', { level: 1, name: 'Inloggen met meervoudige verificatie' })).toBeInTheDocument();
  });

  it('saves the e-mail method without a code', async () => {
    const { user, fetchMock } = renderSetup(reply({ authMethod: 'email' }));
    await user.click(await screen.findByRole('radio', { name: 'Code per e-mail' }));

    expect(screen.queryByLabelText('Verificatiecode')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));

    expect(await screen.findByText('Welkom, Lotte')).toBeInTheDocument();
    expect(callsTo(fetchMock, SAVE)).toEqual([{ method: 'email' }]);
  });

  it('logs out from the screen back to the login form', async () => {
    const { user, fetchMock, router } = renderSetup();

    await user.click(await screen.findByRole('button', { name: 'Uitloggen' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Inloggen' })).toBeInTheDocument();
    expect(screen.getByLabelText('Wachtwoord')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST /api/logout')).toHaveLength(1);
    expect(router.state.location.pathname).toBe('/');
  });

  it('appears right after a password whose account must configure two-factor', async () => {
    mockApi({
      [ACCOUNT]: reply({ detail: 'unauthorized' }, 401),
      'POST /api/login': configurationRequired,
      'GET /api/users/qr-code?format=json': reply({ secret: SECRET, uri: 'otpauth://totp/x' }),
    });
    const { user } = renderRoute('/');
    await user.type(await screen.findByLabelText('E-mailadres'), 'anna@example.nl');
    await user.type(screen.getByLabelText('Wachtwoord'), 'geheim{Enter}');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Inloggen met meervoudige verificatie' }),
    ).toBeInTheDocument();
  });
});

describe('groupSecret', () => {
  it('splits into blocks of 4, the last one shorter', () => {
    expect(groupSecret('ABCDEFGHIJ')).toBe('ABCD EFGH IJ');
    expect(groupSecret('')).toBe('');
  });
});
