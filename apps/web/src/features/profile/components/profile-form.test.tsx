import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeAccount } from '../../../../test/fixtures';
import { callsTo, networkError, renderRoute, reply } from '../../../../test/test-utils';
import { useSession } from '../../../lib/session';
import { account, API, formData, makeProfile, mockAccountApi, renderAccount } from '../test-helpers';
import { ProfileForm } from './profile-form';

async function renderForm(overrides: Parameters<typeof mockAccountApi>[0] = {}) {
  const fetchMock = mockAccountApi(overrides);
  const view = renderAccount('?tab=profiel');
  await screen.findByRole('heading', { level: 2, name: 'Mijn gegevens' });
  const save = screen.getByRole('button', { name: 'Opslaan' });
  return { ...view, fetchMock, save };
}

/** A field by its label (with or without the required asterisk); faster than a role query on this large form. */
const field = (label: string) =>
  screen.getByLabelText(new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(\\s*\\*)?$`));

/** The profile form's own 'Huidig wachtwoord' (the password form below it has one too). */
const profileForm = () => within(screen.getByRole('form', { name: 'Mijn gegevens' }));
const currentPassword = () => profileForm().getByLabelText(/^Huidig wachtwoord(\s*\*)?$/);
const queryCurrentPassword = () => profileForm().queryByLabelText(/^Huidig wachtwoord(\s*\*)?$/);

describe('profile form', () => {
  it('shows the profile with every field of the user form for a user known in AFAS', async () => {
    await renderForm();

    expect(field('Voornaam')).toHaveValue('Lotte');
    expect(field('Voorletters')).toHaveValue('L.');
    expect(field('Tussenvoegsel')).toHaveValue('de');
    expect(field('Achternaam')).toHaveValue('Graaf');
    expect(field('Roepnaam')).toHaveValue('');
    expect(field('Geslacht')).toHaveValue('V');
    // The product's Dutch date field: typed DD-MM-JJJJ, whatever language the browser has.
    expect(field('Geboortedatum')).toHaveValue('12-04-1990');
    expect(field('Geboortedatum')).toHaveAttribute('type', 'text');
    expect(field('Geboortedatum')).toHaveAttribute('placeholder', 'DD-MM-JJJJ');
    expect(field('BIG-registratienummer')).toHaveValue('19012345601');
    expect(field('Specialisme')).toHaveValue('5');
    expect(field('E-mailadres')).toHaveValue('lotte@example.nl');
    expect(field('Mobiel telefoonnummer')).toHaveValue('06-12345678');
    expect(field('Straat')).toHaveValue('Kerkstraat');
    expect(field('Huisnummer')).toHaveValue('12');
    expect(field('Toevoeging')).toHaveValue('');
    expect(field('Postcode')).toHaveValue('3512 AB');
    expect(field('Woonplaats')).toHaveValue('Utrecht');
    expect(field('Land')).toHaveValue('NL');
    expect(field('Dieetwensen')).toHaveValue('');
    expect(screen.getByRole('checkbox', { name: 'Ik wil de nieuwsbrief ontvangen' })).not.toBeChecked();
    // The choices: gender M Man, V Vrouw, O Onbekend; specialisations and countries from the form data call.
    const gender = within(field('Geslacht'));
    expect(gender.getAllByRole('option').map((o) => [o.getAttribute('value'), o.textContent])).toEqual([
      ['', 'Maak een keuze'],
      ['M', 'Man'],
      ['V', 'Vrouw'],
      ['O', 'Onbekend'],
    ]);
    const countries = within(field('Land')).getAllByRole('option');
    expect(countries.map((o) => o.textContent)).toEqual(['Maak een keuze', 'Nederland', 'België']);
  });

  it('hides the personal-detail fields without an AFAS ID', async () => {
    await renderForm({ [API.profile]: reply(makeProfile({ afasId: null })) });

    expect(field('Voornaam')).toBeInTheDocument();
    expect(field('E-mailadres')).toBeInTheDocument();
    expect(field('Straat')).toBeInTheDocument();
    for (const label of [
      'Roepnaam',
      'Voorletters',
      'Geslacht',
      'Geboortedatum',
      'BIG-registratienummer',
      'Specialisme',
      'Mobiel telefoonnummer',
      'Dieetwensen',
      'Ik wil de nieuwsbrief ontvangen',
    ]) {
      expect(screen.queryByLabelText(label), label).not.toBeInTheDocument();
    }
  });

  it('leaves the hidden personal-detail fields out of the saved body', async () => {
    const { user, fetchMock, save } = await renderForm({
      [API.profile]: reply(makeProfile({ afasId: null })),
      [API.saveProfile]: reply(makeProfile({ afasId: null, addressTown: 'Zeist' })),
    });
    await user.clear(field('Woonplaats'));
    await user.type(field('Woonplaats'), 'Zeist');
    await user.click(save);

    await screen.findByText('Je gegevens zijn opgeslagen!');
    const [body] = callsTo(fetchMock, API.saveProfile) as Record<string, unknown>[];
    expect(body).toEqual({
      email: 'lotte@example.nl',
      firstName: 'Lotte',
      insertion: 'de',
      lastName: 'Graaf',
      addressStreet: 'Kerkstraat',
      addressHouseNumber: '12',
      addressHouseNumberAddition: null,
      addressPostalCode: '3512 AB',
      addressTown: 'Zeist',
      addressCountryCode: 'NL',
    });
  });

  it('selects the default specialisation 99 when the profile has none', async () => {
    await renderForm({ [API.profile]: reply(makeProfile({ specialisationId: null })) });

    expect(field('Specialisme')).toHaveValue(String(formData.defaultSpecialisationId));
  });

  it('enables saving only once something changed, and saves the changed profile', async () => {
    const saved = makeProfile({ addressTown: 'Zeist', gender: 'O', specialisationId: 99 });
    const { user, fetchMock, save } = await renderForm({ [API.saveProfile]: reply(saved) });
    expect(save).toBeDisabled();

    await user.clear(field('Woonplaats'));
    await user.click(field('Woonplaats'));
    await user.paste('Zeist');
    await user.selectOptions(field('Geslacht'), 'O');
    await user.selectOptions(field('Specialisme'), '99');
    await user.click(screen.getByRole('checkbox', { name: 'Ik wil de nieuwsbrief ontvangen' }));
    expect(save).toBeEnabled();
    await user.click(save);

    expect(await screen.findByText('Je gegevens zijn opgeslagen!')).toBeInTheDocument();
    expect(callsTo(fetchMock, API.saveProfile)).toEqual([
      {
        email: 'lotte@example.nl',
        nickname: null,
        firstName: 'Lotte',
        initials: 'L.',
        insertion: 'de',
        lastName: 'Graaf',
        gender: 'O',
        dateOfBirth: '1990-04-12',
        bigId: '19012345601',
        specialisationId: 99,
        phoneMobile: '06-12345678',
        addressStreet: 'Kerkstraat',
        addressHouseNumber: '12',
        addressHouseNumberAddition: null,
        addressPostalCode: '3512 AB',
        addressTown: 'Zeist',
        addressCountryCode: 'NL',
        newsletter: true,
        dietaryPreferences: null,
      },
    ]);
    // The saved profile is the new starting point: nothing is changed any more.
    await waitFor(() => expect(save).toBeDisabled());
    expect(field('Woonplaats')).toHaveValue('Zeist');
  });

  it('disables saving again when the change is undone', async () => {
    const { user, save } = await renderForm();
    await user.type(field('Woonplaats'), 'x');
    expect(save).toBeEnabled();
    await user.type(field('Woonplaats'), '{Backspace}');
    expect(save).toBeDisabled();
  });

  it('sends an emptied date of birth as null', async () => {
    const { user, fetchMock, save } = await renderForm({ [API.saveProfile]: reply(makeProfile()) });
    await user.clear(field('Geboortedatum'));
    await user.click(save);

    await screen.findByText('Je gegevens zijn opgeslagen!');
    expect(callsTo(fetchMock, API.saveProfile)).toEqual([expect.objectContaining({ dateOfBirth: null })]);
  });

  it.each(
    (
      [
        ['Voornaam', '', 'Dit is een verplicht veld'],
        ['Achternaam', '', 'Dit is een verplicht veld'],
        ['E-mailadres', '', 'Vul een geldig e-mailadres in'],
        ['E-mailadres', 'geen-adres', 'Vul een geldig e-mailadres in'],
        ['E-mailadres', `${'a'.repeat(40)}@${'b'.repeat(33)}.nl`, 'Maximaal 75 tekens'],
        ['Voornaam', 'a'.repeat(51), 'Maximaal 50 tekens'],
        ['Achternaam', 'a'.repeat(81), 'Maximaal 80 tekens'],
        ['Roepnaam', 'a'.repeat(81), 'Maximaal 80 tekens'],
        ['Voorletters', 'a'.repeat(16), 'Maximaal 15 tekens'],
        ['Tussenvoegsel', 'a'.repeat(16), 'Maximaal 15 tekens'],
        ['BIG-registratienummer', '1'.repeat(21), 'Maximaal 20 tekens'],
        ['Mobiel telefoonnummer', '0'.repeat(256), 'Maximaal 255 tekens'],
        ['Straat', 'a'.repeat(61), 'Maximaal 60 tekens'],
        ['Huisnummer', '12a', 'Alleen cijfers'],
        ['Toevoeging', 'a'.repeat(31), 'Maximaal 30 tekens'],
        ['Postcode', '1234', 'Vul een geldige postcode in (1234 AB)'],
        ['Woonplaats', 'a'.repeat(51), 'Maximaal 50 tekens'],
        ['Dieetwensen', 'a'.repeat(256), 'Maximaal 255 tekens'],
      ] as const
    ).map(([label, value, message]) => ({ label, value, message })),
  )('$label → $message, and no saving', async ({ label, value, message }) => {
    const { user, save } = await renderForm();
    const input = field(label);
    await user.clear(input);
    if (value !== '') {
      await user.click(input);
      // Pasted: typing hundreds of characters one by one is slow.
      await user.paste(value);
    }
    await user.tab();

    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(input).toHaveAccessibleDescription(message);
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(save).toBeDisabled();
  });

  it('asks for a Dutch postcode only for an address in the Netherlands', async () => {
    const { user, save } = await renderForm();
    await user.selectOptions(field('Land'), 'BE');
    await user.clear(field('Postcode'));
    await user.type(field('Postcode'), '1000');
    await user.tab();
    expect(save).toBeEnabled();
    expect(screen.queryByText('Vul een geldige postcode in (1234 AB)')).not.toBeInTheDocument();

    await user.selectOptions(field('Land'), 'NL');
    expect(await screen.findByText('Vul een geldige postcode in (1234 AB)')).toBeInTheDocument();
    expect(save).toBeDisabled();
  });

  it('requires the complete address once one address field is filled in', async () => {
    const empty = {
      addressStreet: null,
      addressHouseNumber: null,
      addressPostalCode: null,
      addressTown: null,
      addressCountryCode: null,
    };
    const { user, save } = await renderForm({ [API.profile]: reply(makeProfile(empty)) });
    expect(field('Straat')).not.toBeRequired();

    await user.type(field('Woonplaats'), 'Utrecht');
    await user.tab();

    expect(await screen.findAllByText('Gelieve een compleet adres in te vullen')).toHaveLength(4);
    for (const label of ['Straat', 'Huisnummer', 'Postcode']) {
      expect(field(label)).toHaveAccessibleDescription('Gelieve een compleet adres in te vullen');
      expect(field(label)).toBeRequired();
    }
    expect(field('Land')).toHaveAccessibleDescription('Gelieve een compleet adres in te vullen');
    expect(field('Toevoeging')).not.toBeRequired();
    expect(save).toBeDisabled();

    await user.clear(field('Woonplaats'));
    await user.tab();
    await waitFor(() => expect(screen.queryByText('Gelieve een compleet adres in te vullen')).not.toBeInTheDocument());
  });

  it('shows the server violations on their fields, with the failure snackbar', async () => {
    const { user, save } = await renderForm({
      [API.saveProfile]: reply(
        {
          detail: 'validation_failed',
          violations: [
            { propertyPath: 'email', detail: 'validation.emailTaken' },
            { propertyPath: 'addressTown', detail: 'validation.maxLength:50' },
          ],
        },
        400,
      ),
    });
    await user.clear(field('E-mailadres'));
    await user.type(field('E-mailadres'), 'bezet@example.nl');
    await user.type(currentPassword(), 'Demo2026!');
    await user.click(save);

    expect(await screen.findByText('Er is iets fout gegaan bij het wijzigen van de gebruiker!')).toBeInTheDocument();
    expect(field('E-mailadres')).toHaveAccessibleDescription('Dit e-mailadres is al in gebruik');
    expect(field('E-mailadres')).toHaveFocus();
    expect(field('Woonplaats')).toHaveAccessibleDescription('Maximaal 50 tekens');
  });

  it('says so in a snackbar when saving fails, keeping what was typed', async () => {
    const { user, save } = await renderForm({ [API.saveProfile]: reply({ detail: 'internal_error' }, 500) });
    await user.type(field('Woonplaats'), 'x');
    await user.click(save);

    expect(await screen.findByText('Er is iets fout gegaan bij het wijzigen van de gebruiker!')).toBeInTheDocument();
    expect(field('Woonplaats')).toHaveValue('Utrechtx');
    expect(save).toBeEnabled();
  });

  it('tells when the profile cannot be loaded, and tries again', async () => {
    const fetchMock = mockAccountApi({ [API.profile]: [networkError, reply(makeProfile())] });
    const { user } = renderAccount();

    expect(await screen.findByText('Je profiel kon niet worden geladen.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Opnieuw proberen' }));
    expect(await screen.findByRole('textbox', { name: 'Voornaam' })).toHaveValue('Lotte');
    expect(callsTo(fetchMock, API.profile)).toHaveLength(2);
  });

  it('loads the own profile by the account id', async () => {
    const { fetchMock } = await renderForm();
    expect(callsTo(fetchMock, `GET /api/users/${account.id}/complete`)).toHaveLength(1);
  });

  it('takes the date of birth as DD-MM-JJJJ and sends it as YYYY-MM-DD; an impossible day is marked', async () => {
    const { user, fetchMock, save } = await renderForm({ [API.saveProfile]: reply(makeProfile()) });
    const date = field('Geboortedatum');
    await user.clear(date);
    await user.type(date, '31-02-1991');
    await user.tab();
    expect(await screen.findByText('Vul een geldige datum in')).toBeInTheDocument();
    expect(date).toHaveAccessibleDescription('Vul een geldige datum in');
    expect(save).toBeDisabled();

    await user.clear(date);
    await user.type(date, '01-02-1991');
    await user.tab();
    await waitFor(() => expect(save).toBeEnabled());
    await user.click(save);
    await screen.findByText('Je gegevens zijn opgeslagen!');
    expect(callsTo(fetchMock, API.saveProfile)).toEqual([expect.objectContaining({ dateOfBirth: '1991-02-01' })]);
  });
});

describe('changing the e-mail address', () => {
  it('asks for the current password on one’s own profile and sends it as currentPassword', async () => {
    const { user, fetchMock, save } = await renderForm({
      [API.saveProfile]: reply(makeProfile({ email: 'nieuw@example.nl' })),
    });
    // Not asked while the address stays as it is.
    expect(queryCurrentPassword()).not.toBeInTheDocument();

    await user.clear(field('E-mailadres'));
    await user.type(field('E-mailadres'), 'nieuw@example.nl');
    const password = currentPassword();
    expect(password).toHaveAttribute('type', 'password');
    expect(password).toHaveAttribute('autocomplete', 'current-password');
    expect(password).toBeRequired();
    expect(password).toHaveAccessibleDescription('Nodig om je e-mailadres te wijzigen');
    // Required: saving waits for it, and leaving it empty says why.
    expect(save).toBeDisabled();
    await user.click(password);
    await user.tab();
    expect(await screen.findByText('Vul je huidige wachtwoord in om je e-mailadres te wijzigen')).toBeInTheDocument();

    await user.type(password, 'Demo2026!');
    await waitFor(() => expect(save).toBeEnabled());
    await user.click(save);
    await screen.findByText('Je gegevens zijn opgeslagen!');
    expect(callsTo(fetchMock, API.saveProfile)).toEqual([
      expect.objectContaining({ email: 'nieuw@example.nl', currentPassword: 'Demo2026!' }),
    ]);
    // Saved: the new address is the one on record, so the password is no longer asked.
    await waitFor(() => expect(queryCurrentPassword()).not.toBeInTheDocument());
  });

  it.each([
    ['validation.currentPasswordIncorrect', 'Het huidige wachtwoord is niet juist'],
    ['validation.currentPasswordRequired', 'Vul je huidige wachtwoord in om je e-mailadres te wijzigen'],
  ])('shows the server’s %s on the password field', async (detail, message) => {
    const { user, save } = await renderForm({
      [API.saveProfile]: reply(
        { detail: 'validation_failed', violations: [{ propertyPath: 'currentPassword', detail }] },
        400,
      ),
    });
    await user.clear(field('E-mailadres'));
    await user.type(field('E-mailadres'), 'nieuw@example.nl');
    await user.type(currentPassword(), 'fout');
    await user.click(save);

    expect(await screen.findByText('Er is iets fout gegaan bij het wijzigen van de gebruiker!')).toBeInTheDocument();
    expect(currentPassword()).toHaveAccessibleDescription(message);
    expect(currentPassword()).toHaveAttribute('aria-invalid', 'true');
    expect(currentPassword()).toHaveFocus();
  });

  it('does not ask an admin for a password when they change someone else’s address', async () => {
    const admin = makeAccount({ id: '9f8e7d6c-5b4a-4321-8fed-cba987654321', roles: ['ROLE_ADMIN'] });
    const fetchMock = mockAccountApi({ [API.saveProfile]: reply(makeProfile({ email: 'ander@example.nl' })) }, admin);
    const { user } = renderRoute('/', [
      {
        path: '/',
        element: <SignedInForm />,
      },
    ]);
    await screen.findByRole('heading', { level: 2, name: 'Mijn gegevens' });
    await user.clear(field('E-mailadres'));
    await user.type(field('E-mailadres'), 'ander@example.nl');
    expect(queryCurrentPassword()).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));
    await screen.findByText('Je gegevens zijn opgeslagen!');
    const [body] = callsTo(fetchMock, API.saveProfile) as Record<string, unknown>[];
    expect(body).toMatchObject({ email: 'ander@example.nl' });
    expect(body).not.toHaveProperty('currentPassword');
  });
});

/** Someone else's profile (the test account's) in the form, once the signed-in account (an admin) is known. */
function SignedInForm() {
  const { session } = useSession();
  return session === undefined ? <p>laden</p> : <ProfileForm profile={makeProfile()} formData={formData} />;
}
