import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { callsTo, renderRoute, reply } from '../../../../test/test-utils';
import { API, lister, mockUsersApi, PIETER, PIETER_PROFILE } from '../test-helpers';

describe('/gebruikers/{id}', () => {
  it('shows the account and the login events at their Dutch time; the admin gets the edit button', async () => {
    mockUsersApi();
    renderRoute(`/gebruikers/${PIETER.id}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Pieter de Boer' })).toBeInTheDocument();
    const logins = await screen.findByRole('table', { name: 'Inlogmomenten' });
    // 06:30 UTC in July is 08:30 in Amsterdam (summer time); 12:05 UTC in January is 13:05. Dutch order (DD-MM-YYYY).
    expect(
      within(logins)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['01-07-2026 08:30', '15-01-2026 13:05']);
    expect(screen.getByRole('link', { name: 'Bewerken' })).toHaveAttribute('href', `/gebruikers/${PIETER.id}/bewerken`);
  });

  it('has no edit button for a LIST_USERS holder who is no admin', async () => {
    mockUsersApi({}, lister);
    renderRoute(`/gebruikers/${PIETER.id}`);
    await screen.findByRole('heading', { level: 1, name: 'Pieter de Boer' });
    expect(screen.queryByRole('link', { name: 'Bewerken' })).not.toBeInTheDocument();
  });
});

describe('/gebruikers/{id}/bewerken', () => {
  it('refuses a LIST_USERS holder who is no admin', async () => {
    mockUsersApi({}, lister);
    renderRoute(`/gebruikers/${PIETER.id}/bewerken`);
    expect(await screen.findByText('Je hebt geen toestemming om deze pagina te bekijken.')).toBeInTheDocument();
  });

  it('shows every message of the user form and the failure of a save', async () => {
    const fetchMock = mockUsersApi({ [API.save(PIETER.id)]: reply({ detail: 'internal_error' }, 500) });
    const { user } = renderRoute(`/gebruikers/${PIETER.id}/bewerken`);
    const firstName = await screen.findByRole('textbox', { name: /Voornaam/ });
    // The default specialisation (99) when none is set; personal fields because Pieter has an AFAS ID.
    expect(screen.getByRole('combobox', { name: 'Specialisme' })).toHaveValue('99');
    await user.clear(firstName);
    await user.tab();
    expect(await screen.findByText('Dit is een verplicht veld')).toBeInTheDocument();
    await user.type(firstName, 'x'.repeat(51));
    await user.tab();
    expect(await screen.findByText('Maximaal 50 tekens')).toBeInTheDocument();
    const email = screen.getByRole('textbox', { name: /E-mailadres/ });
    await user.clear(email);
    await user.type(email, 'geen-adres');
    await user.tab();
    expect(await screen.findByText('Vul een geldig e-mailadres in')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /Straat/ }), 'Dorpsstraat');
    await user.tab();
    expect((await screen.findAllByText('Gelieve een compleet adres in te vullen')).length).toBeGreaterThan(0);
    await user.type(screen.getByRole('textbox', { name: /Huisnummer/ }), '12a');
    await user.tab();
    expect(await screen.findByText('Alleen cijfers')).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: /Land/ }), 'NL');
    await user.type(screen.getByRole('textbox', { name: /Postcode/ }), '0123 XY');
    await user.tab();
    expect(await screen.findByText('Vul een geldige postcode in (1234 AB)')).toBeInTheDocument();

    await user.clear(firstName);
    await user.type(firstName, 'Piet');
    await user.clear(email);
    await user.type(email, PIETER_PROFILE.email);
    for (const name of [/Straat/, /Huisnummer/, /Postcode/]) await user.clear(screen.getByRole('textbox', { name }));
    await user.selectOptions(screen.getByRole('combobox', { name: /Land/ }), '');
    await user.tab();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Opslaan' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));
    expect(await screen.findByText('Er is iets fout gegaan bij het wijzigen van de gebruiker!')).toBeInTheDocument();
    expect(callsTo(fetchMock, API.save(PIETER.id))).toHaveLength(1);
  });

  it('hides the personal fields of a user without an AFAS ID', async () => {
    mockUsersApi({ [API.complete(PIETER.id)]: reply({ ...PIETER_PROFILE, afasId: null }) });
    renderRoute(`/gebruikers/${PIETER.id}/bewerken`);
    await screen.findByRole('textbox', { name: /Voornaam/ });
    expect(screen.queryByRole('textbox', { name: /Roepnaam/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Specialisme' })).not.toBeInTheDocument();
  });
});
