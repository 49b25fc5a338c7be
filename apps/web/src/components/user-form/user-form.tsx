import type { ReactNode } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Box, Button, Checkbox, FormControlLabel, Stack, TextField, Typography } from '@mui/material';
import { GENDERS } from '@portal/contracts';
import { useSnackbar } from 'notistack';
import { Controller, useForm, useWatch, type Control, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { UserProfileBody } from '@portal/contracts';
import { ApiError } from '../../lib/api-client';
import {
  ADDRESS_FIELDS,
  asksCurrentPassword,
  isProfileFormField,
  profileFormSchema,
  toFormValues,
  type ProfileFormField,
  type ProfileFormOutput,
  type ProfileFormValues,
  type UserFormData,
  type UserProfile,
} from './user-form-schema';
import { useValidationMessage } from '../../lib/validation-message';

type TextFieldName = Exclude<ProfileFormField, 'newsletter'>;

interface FieldsContext {
  register: UseFormRegister<ProfileFormValues>;
  errors: FieldErrors<ProfileFormValues>;
}

interface FieldProps {
  form: FieldsContext;
  name: TextFieldName;
  required?: boolean;
  type?: 'text' | 'email' | 'tel' | 'password';
  autoComplete?: string;
  inputMode?: 'numeric' | 'text';
  /** Shown inside the empty field and under it while there is no message (the format to type, say). */
  hint?: string;
  /** Options of a native select (value, label). */
  options?: { value: string; label: string }[];
}

/** The address fields check each other (spec 3: one filled in makes all required; NL needs a Dutch postcode). */
const depsOf = (name: TextFieldName) =>
  (ADDRESS_FIELDS as readonly string[]).includes(name) ? ADDRESS_FIELDS.filter((field) => field !== name) : undefined;

/** One field of the form: label from the catalogue, the field's message under it. */
function Field({ form, name, required, type = 'text', autoComplete, inputMode, options, hint }: FieldProps) {
  const { t } = useTranslation('profile');
  const message = useValidationMessage()(form.errors[name]?.message);
  const { ref, ...field } = form.register(name, { deps: depsOf(name) });
  const select = options !== undefined;
  return (
    <TextField
      {...field}
      inputRef={ref}
      id={`profile-${name}`}
      label={t(`form.${name}`)}
      type={select ? undefined : type}
      required={required}
      select={select}
      fullWidth
      autoComplete={autoComplete}
      placeholder={hint}
      error={message !== undefined}
      helperText={message ?? hint}
      slotProps={{
        // Native selects: long lists (countries) are easier to use with the keyboard and on phones.
        select: { native: true },
        // A field with a placeholder shows it at once, so its label must stay above it.
        inputLabel: select || hint !== undefined ? { shrink: true } : undefined,
        htmlInput: { inputMode },
      }}
    >
      {options?.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </TextField>
  );
}

/** A titled group of fields (a fieldset, so screen readers announce the group with each field). */
function Section({ legend, hint, children }: { legend: string; hint?: string; children: ReactNode }) {
  return (
    <Box component="fieldset" sx={{ border: 0, m: 0, p: 0, minWidth: 0 }}>
      <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 600, mb: hint ? 0.5 : 1.5, p: 0 }}>
        {legend}
      </Typography>
      {hint ? (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
          {hint}
        </Typography>
      ) : null}
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' }, gap: 2.5 }}>
        {children}
      </Box>
    </Box>
  );
}

interface AddressSectionProps {
  form: FieldsContext;
  control: Control<ProfileFormValues, unknown, ProfileFormOutput>;
  countries: { value: string; label: string }[];
}

/**
 * Spec 3: once any address field is filled in, the whole address is required (marked as such). Its own component,
 * so that typing in the address re-renders only this section.
 */
function AddressSection({ form, control, countries }: AddressSectionProps) {
  const { t } = useTranslation('profile');
  const address = useWatch({ control, name: [...ADDRESS_FIELDS] });
  const required = address.some((value) => value.trim() !== '');
  return (
    <Section legend={t('form.address')} hint={t('form.addressHint')}>
      <Field form={form} name="addressStreet" required={required} autoComplete="address-line1" />
      <Field form={form} name="addressHouseNumber" required={required} inputMode="numeric" />
      <Field form={form} name="addressHouseNumberAddition" />
      <Field form={form} name="addressPostalCode" required={required} autoComplete="postal-code" />
      <Field form={form} name="addressTown" required={required} autoComplete="address-level2" />
      <Field form={form} name="addressCountryCode" required={required} autoComplete="country" options={countries} />
    </Section>
  );
}

export interface UserFormProps {
  profile: UserProfile;
  formData: UserFormData;
  /** One's own profile: a new e-mail address (the sign-in name) then needs the current password. */
  own: boolean;
  /** Saves the body (`PUT /api/users/{id}/complete`) and answers the saved profile. */
  onSave: (body: UserProfileBody) => Promise<UserProfile>;
  /** Whether a save is running (the button shows it). */
  saving: boolean;
  /** The heading above the form. */
  heading: string;
  /** The snackbar after a save. */
  savedMessage: string;
}

interface CurrentPasswordFieldProps {
  form: FieldsContext;
  control: Control<ProfileFormValues, unknown, ProfileFormOutput>;
  /** The address as saved: typing another one asks for the password. */
  savedEmail: string;
}

/** 'Huidig wachtwoord' under the e-mail address, once one's own address is being changed. */
function CurrentPasswordField({ form, control, savedEmail }: CurrentPasswordFieldProps) {
  const { t } = useTranslation('profile');
  const email = useWatch({ control, name: 'email' });
  if (!asksCurrentPassword(true, savedEmail, email)) return null;
  return (
    <Field
      form={form}
      name="currentPassword"
      type="password"
      required
      autoComplete="current-password"
      hint={t('form.currentPasswordHint')}
    />
  );
}

/**
 * The user form of spec 3, shared by the profile (/account) and the admin's user edit page (/gebruikers/{id}/bewerken).
 * The personal-detail fields appear only for users known in AFAS; the save button is enabled only when something
 * changed and everything is valid (spec 3 "Profile"). On one's own profile a new e-mail address (the sign-in name)
 * needs the current password; not so when an admin edits someone else's. A failed save shows 'Er is iets fout gegaan
 * bij het wijzigen van de gebruiker!' and the server's violations on their fields.
 */
export function UserForm({ profile, formData, own, onSave, saving, heading, savedMessage }: UserFormProps) {
  const { t } = useTranslation('profile');
  const { t: tDomain } = useTranslation('domain');
  const { enqueueSnackbar } = useSnackbar();
  const withPersonalDetails = profile.afasId !== null;
  const {
    control,
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isDirty, isValid },
  } = useForm<ProfileFormValues, unknown, ProfileFormOutput>({
    resolver: zodResolver(profileFormSchema(withPersonalDetails, own ? profile.email : undefined)),
    defaultValues: toFormValues(profile, formData),
    mode: 'onTouched',
  });
  const form: FieldsContext = { register, errors };
  const choose = { value: '', label: t('form.noChoice') };

  const onSubmit = handleSubmit(async (body) => {
    try {
      const saved = await onSave(body);
      reset(toFormValues(saved, formData));
      enqueueSnackbar(savedMessage, { variant: 'success' });
    } catch (error) {
      // The server's own check (e.g. an e-mail address already in use) is shown on the fields it names.
      const violations = error instanceof ApiError && error.detail === 'validation_failed' ? error.violations : [];
      let focus = true;
      for (const { propertyPath, detail } of violations) {
        if (!isProfileFormField(propertyPath)) continue;
        setError(propertyPath, { message: detail }, { shouldFocus: focus });
        focus = false;
      }
      enqueueSnackbar(t('form.saveFailed'), { variant: 'error' });
    }
  });

  return (
    // noValidate: the browser's own (English) bubbles would pre-empt the Dutch messages of the schema.
    <Box component="form" noValidate onSubmit={onSubmit} aria-labelledby="profile-form-heading">
      <Typography id="profile-form-heading" component="h2" variant="h5" gutterBottom>
        {heading}
      </Typography>
      <Stack spacing={4} sx={{ mt: 2 }}>
        <Section legend={t('form.name')}>
          <Field form={form} name="firstName" required autoComplete="given-name" />
          {withPersonalDetails ? <Field form={form} name="initials" /> : null}
          <Field form={form} name="insertion" />
          <Field form={form} name="lastName" required autoComplete="family-name" />
          {withPersonalDetails ? <Field form={form} name="nickname" autoComplete="nickname" /> : null}
        </Section>

        {withPersonalDetails ? (
          <Section legend={t('form.personal')}>
            <Field
              form={form}
              name="gender"
              options={[choose, ...GENDERS.map((gender) => ({ value: gender, label: tDomain(`gender.${gender}`) }))]}
            />
            <Field form={form} name="dateOfBirth" autoComplete="bday" inputMode="numeric" hint={t('form.dateHint')} />
            <Field form={form} name="bigId" inputMode="numeric" />
            <Field
              form={form}
              name="specialisationId"
              options={formData.specialisations.map(({ id, name }) => ({ value: String(id), label: name }))}
            />
          </Section>
        ) : null}

        <Section legend={t('form.contact')}>
          <Field form={form} name="email" type="email" required autoComplete="email" />
          {own ? <CurrentPasswordField form={form} control={control} savedEmail={profile.email} /> : null}
          {withPersonalDetails ? <Field form={form} name="phoneMobile" type="tel" autoComplete="tel" /> : null}
        </Section>

        <AddressSection
          form={form}
          control={control}
          countries={[choose, ...formData.countries.map(({ code, name }) => ({ value: code, label: name }))]}
        />

        {withPersonalDetails ? (
          <Section legend={t('form.preferences')}>
            <Field form={form} name="dietaryPreferences" />
            <Controller
              control={control}
              name="newsletter"
              render={({ field: { value, onChange, onBlur, ref, name } }) => (
                <FormControlLabel
                  label={t('form.newsletter')}
                  control={
                    <Checkbox
                      name={name}
                      checked={value}
                      onChange={(event) => onChange(event.target.checked)}
                      onBlur={onBlur}
                      slotProps={{ input: { ref } }}
                    />
                  }
                />
              )}
            />
          </Section>
        ) : null}

        <Button
          type="submit"
          variant="contained"
          disabled={!isDirty || !isValid}
          loading={saving}
          sx={{ alignSelf: 'flex-start' }}
        >
          {t('form.save')}
        </Button>
      </Stack>
    </Box>
  );
}
