import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AuthMethod } from '@portal/contracts';
import { makeAccount } from '../../../../test/fixtures';
import { callsTo, pending, reply, type FakeAnswer } from '../../../../test/test-utils';
import { account, API, mockAccountApi, renderAccount } from '../test-helpers';
import { groupSecret } from '../../../components/authenticator-setup';

const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';

/** The tab for an account with `method`; after a save the account answers with `after`. */
async function renderTab(
  method: AuthMethod,
  save: FakeAnswer = reply({ authMethod: 'authenticator' }),
  after = method,
  qrSecret: FakeAnswer = reply({ secret: SECRET, uri: 'otpauth://totp/x' }),
) {
  const fetchMock = mockAccountApi(
    {
      [API.account]: [reply({ ...account, authMethod: method }), reply({ ...account, authMethod: after })],
      [API.qrSecret]: qrSecret,
      [API.twoFactor]: save,
    },
    makeAccount({ authMethod: method }),
  );
  const view = renderAccount('?tab=authenticatie');
  await screen.findByRole('heading', { level: 2, name: 'Meervoudige verificatie' });
  return { ...view, fetchMock };
}

describe('authentication tab', () => {
  it('shows the current method and the three choices, the current one chosen', async () => {
    await renderTab('email');

    expect(screen.getByText('Huidige verificatiemethode: Verificatiecode per e-mail')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Authenticator-app' })).not.toBeChecked();
    expect(screen.getByRole('radio', { name: 'Verificatiecode per e-mail' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Geen' })).not.toBeChecked();
    expect(screen.getByRole('radio', { name: 'Verificatiecode per e-mail' })).toHaveAccessibleDescription(
      'Bij het inloggen sturen we een verificatiecode naar lotte@example.nl.',
    );
    expect(screen.getByText('Dit is je huidige verificatiemethode.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Opslaan' })).not.toBeInTheDocument();
  });

  it('names the method none as Geen', async () => {
    await renderTab('none');
    expect(screen.getByText('Huidige verificatiemethode: Geen')).toBeInTheDocument();
  });

  it('changes to the authenticator with the QR code, the secret and a 6-digit code', async () => {
    const { user, fetchMock } = await renderTab('email', reply({ authMethod: 'authenticator' }), 'authenticator');
    await user.click(screen.getByRole('radio', { name: 'Authenticator-app' }));

    const img = await screen.findByRole('img', {
      name: 'QR-code om je authenticator-app aan het Opleidingsportaal te koppelen',
    });
    expect(img).toHaveAttribute('src', '/api/users/qr-code');
    expect(screen.getByText('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP')).toBeInTheDocument();
    const code = screen.getByLabelText('Verificatiecode');
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    await user.type(code, '123 456');
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));

    expect(await screen.findByText('De verificatiemethode is gewijzigd!')).toBeInTheDocument();
    expect(callsTo(fetchMock, API.twoFactor)).toEqual([{ method: 'authenticator', twoFactorCode: '123456' }]);
    expect(await screen.findByText('Huidige verificatiemethode: Authenticator-app')).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('asks for 6 digits before saving', async () => {
    const { user, fetchMock } = await renderTab('email');
    await user.click(screen.getByRole('radio', { name: 'Authenticator-app' }));
    await user.type(await screen.findByLabelText('Verificatiecode'), '123');
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));

    expect(await screen.findByText('De verificatiecode bestaat uit 6 cijfers')).toBeInTheDocument();
    expect(callsTo(fetchMock, API.twoFactor)).toEqual([]);
  });

  it('says the code is wrong when the server refuses it (invalid_2fa_code)', async () => {
    const { user } = await renderTab('email', reply({ detail: 'invalid_2fa_code' }, 400));
    await user.click(screen.getByRole('radio', { name: 'Authenticator-app' }));
    const code = await screen.findByLabelText('Verificatiecode');
    await user.type(code, '654321{Enter}');

    expect(await screen.findByRole('alert')).toHaveTextContent('De opgegeven code is onjuist.');
    expect(code).toHaveFocus();
    expect(screen.getByText('Huidige verificatiemethode: Verificatiecode per e-mail')).toBeInTheDocument();
  });

  it('shows a loader until the secret has loaded, and no image before it exists', async () => {
    const { user } = await renderTab('email', undefined, undefined, pending);
    await user.click(screen.getByRole('radio', { name: 'Authenticator-app' }));

    expect(await screen.findByRole('progressbar', { name: 'Bezig met laden…' })).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('changes to codes by e-mail without a code', async () => {
    const { user, fetchMock } = await renderTab('authenticator', reply({ authMethod: 'email' }), 'email');
    await user.click(screen.getByRole('radio', { name: 'Verificatiecode per e-mail' }));
    expect(screen.queryByLabelText('Verificatiecode')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));

    expect(await screen.findByText('De verificatiemethode is gewijzigd!')).toBeInTheDocument();
    expect(callsTo(fetchMock, API.twoFactor)).toEqual([{ method: 'email' }]);
    expect(await screen.findByText('Huidige verificatiemethode: Verificatiecode per e-mail')).toBeInTheDocument();
  });

  it('changes to none after a warning', async () => {
    const { user, fetchMock } = await renderTab('email', reply({ authMethod: 'none' }), 'none');
    await user.click(screen.getByRole('radio', { name: 'Geen' }));
    expect(screen.getByText(/Zonder verificatiemethode is je account minder goed beveiligd/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));

    expect(await screen.findByText('De verificatiemethode is gewijzigd!')).toBeInTheDocument();
    expect(callsTo(fetchMock, API.twoFactor)).toEqual([{ method: 'none' }]);
    expect(await screen.findByText('Huidige verificatiemethode: Geen')).toBeInTheDocument();
  });

  it('says so when the change fails', async () => {
    const { user } = await renderTab('email', reply({ detail: 'internal_error' }, 500));
    await user.click(screen.getByRole('radio', { name: 'Geen' }));
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Er is iets fout gegaan bij het wijzigen van de verificatiemethode!',
    );
  });
});

describe('groupSecret', () => {
  it('splits into blocks of 4, the last one shorter', () => {
    expect(groupSecret('ABCDEFGHIJ')).toBe('ABCD EFGH IJ');
    expect(groupSecret('')).toBe('');
  });
});
