import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { callsTo, reply } from '../../../../test/test-utils';
import { API, mockAccountApi, renderAccount } from '../test-helpers';
import { passwordRulesMet } from '../../../components/password-form/password-rules';

async function renderPasswordForm(answer = reply({ accepted: true })) {
  const fetchMock = mockAccountApi({ [API.changePassword]: answer });
  const view = renderAccount();
  const form = within(await screen.findByRole('form', { name: 'Wachtwoord wijzigen' }));
  const fill = async (old: string, password: string, confirmation = password) => {
    await view.user.type(form.getByLabelText(/^Huidig wachtwoord/), old);
    await view.user.type(form.getByLabelText(/^Nieuw wachtwoord/), password);
    await view.user.type(form.getByLabelText(/^Herhaal het nieuwe wachtwoord/), confirmation);
  };
  const submit = () => view.user.click(form.getByRole('button', { name: 'Wachtwoord wijzigen' }));
  return { ...view, fetchMock, form, fill, submit };
}

const ruleStates = () =>
  within(screen.getByText('Je nieuwe wachtwoord bevat:').parentElement!)
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe('password change', () => {
  it('shows the rules as a live checklist that describes the new password field', async () => {
    const { user, form } = await renderPasswordForm();
    const password = form.getByLabelText(/^Nieuw wachtwoord/);
    expect(password).toHaveAttribute('type', 'password');
    expect(password).toHaveAttribute('autocomplete', 'new-password');
    expect(ruleStates()).toEqual([
      'minimaal 8 tekens (nog niet voldaan)',
      'een hoofdletter (nog niet voldaan)',
      'een kleine letter (nog niet voldaan)',
      'een cijfer (nog niet voldaan)',
      'een van deze tekens: !@#?%^&*$() (nog niet voldaan)',
    ]);

    await user.type(password, 'abcD1');
    expect(ruleStates()).toEqual([
      'minimaal 8 tekens (nog niet voldaan)',
      'een hoofdletter (voldaan)',
      'een kleine letter (voldaan)',
      'een cijfer (voldaan)',
      'een van deze tekens: !@#?%^&*$() (nog niet voldaan)',
    ]);
    // A tick or a cross, never an (empty) circle that looks like a radio button.
    const icons = within(screen.getByText('Je nieuwe wachtwoord bevat:').parentElement!)
      .getAllByRole('listitem')
      .map((item) => item.querySelector('svg')!.getAttribute('data-testid'));
    expect(icons).toEqual(['CloseIcon', 'CheckIcon', 'CheckIcon', 'CheckIcon', 'CloseIcon']);
    await user.type(password, 'efg!');
    expect(ruleStates().every((state) => state?.endsWith('(voldaan)'))).toBe(true);
    expect(password).toHaveAccessibleDescription(expect.stringContaining('Je nieuwe wachtwoord bevat:'));
  });

  it('changes the password and says so', async () => {
    const { fill, submit, fetchMock, form } = await renderPasswordForm();
    await fill('Oud-wachtwoord1', 'Nieuw!Wachtwoord2');
    await submit();

    expect(await screen.findByText('Je wachtwoord is gewijzigd!')).toBeInTheDocument();
    expect(callsTo(fetchMock, API.changePassword)).toEqual([
      { oldPassword: 'Oud-wachtwoord1', password: 'Nieuw!Wachtwoord2' },
    ]);
    // The fields are emptied: the password is not left on the screen.
    expect(form.getByLabelText(/^Huidig wachtwoord/)).toHaveValue('');
    expect(form.getByLabelText(/^Nieuw wachtwoord/)).toHaveValue('');
  });

  it('requires the old password and a confirmation equal to the new one', async () => {
    const { user, form, submit, fetchMock } = await renderPasswordForm();
    await user.type(form.getByLabelText(/^Nieuw wachtwoord/), 'Nieuw!Wachtwoord2');
    await user.type(form.getByLabelText(/^Herhaal het nieuwe wachtwoord/), 'Nieuw!Wachtwoord3');
    await submit();

    expect(form.getByLabelText(/^Huidig wachtwoord/)).toHaveAccessibleDescription('Dit is een verplicht veld');
    expect(form.getByLabelText(/^Herhaal het nieuwe wachtwoord/)).toHaveAccessibleDescription(
      'De wachtwoorden komen niet overeen',
    );
    expect(callsTo(fetchMock, API.changePassword)).toEqual([]);
  });

  it('refuses a new password that breaks a rule before calling', async () => {
    const { fill, submit, form, fetchMock } = await renderPasswordForm();
    await fill('Oud-wachtwoord1', 'kort');
    await submit();

    expect(form.getByLabelText(/^Nieuw wachtwoord/)).toHaveAccessibleDescription(
      expect.stringContaining('Het wachtwoord moet minimaal 8 tekens lang zijn'),
    );
    expect(callsTo(fetchMock, API.changePassword)).toEqual([]);
  });

  it('says the current password is not correct (old_password_incorrect)', async () => {
    const { fill, submit, form } = await renderPasswordForm(reply({ detail: 'old_password_incorrect' }, 400));
    await fill('Verkeerd-1', 'Nieuw!Wachtwoord2');
    await submit();

    expect(await form.findByRole('alert')).toHaveTextContent('Het huidige wachtwoord is niet correct!');
    expect(form.getByLabelText(/^Huidig wachtwoord/)).toHaveFocus();
    expect(form.getByLabelText(/^Nieuw wachtwoord/)).toHaveValue('Nieuw!Wachtwoord2');
  });

  it('says the new password is not valid (invalid_password), with the reason on the field', async () => {
    const { fill, submit, form } = await renderPasswordForm(
      reply(
        {
          detail: 'invalid_password',
          violations: [{ propertyPath: 'password', detail: 'validation.passwordCommon' }],
        },
        400,
      ),
    );
    await fill('Oud-wachtwoord1', 'Welkom01!');
    await submit();

    expect(await form.findByRole('alert')).toHaveTextContent('Het nieuwe wachtwoord is niet geldig!');
    expect(form.getByLabelText(/^Nieuw wachtwoord/)).toHaveAccessibleDescription(
      expect.stringContaining('Dit wachtwoord wordt veel gebruikt'),
    );
  });

  it('says changing failed on any other answer', async () => {
    const { fill, submit, form } = await renderPasswordForm(reply({ detail: 'internal_error' }, 500));
    await fill('Oud-wachtwoord1', 'Nieuw!Wachtwoord2');
    await submit();

    expect(await form.findByRole('alert')).toHaveTextContent('Wachtwoord wijzigen mislukt!');
  });
});

describe('passwordRulesMet', () => {
  it('reads each rule of the contract', () => {
    expect(passwordRulesMet('Abcdefg1!')).toEqual({
      passwordTooShort: true,
      passwordUppercase: true,
      passwordLowercase: true,
      passwordDigit: true,
      passwordSpecial: true,
    });
    expect(passwordRulesMet('ABCDEFGH')).toEqual({
      passwordTooShort: true,
      passwordUppercase: true,
      passwordLowercase: false,
      passwordDigit: false,
      passwordSpecial: false,
    });
  });
});
