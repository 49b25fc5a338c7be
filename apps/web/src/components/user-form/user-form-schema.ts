import { z } from 'zod';
import {
  GENDERS,
  type getUserFormData,
  userProfileBodySchema,
  type UserProfileBody,
  type userProfileSchema,
} from '@portal/contracts';
import { formatDate, parseDateInput } from '../../lib/format';

/** A user's complete profile (`GET /api/users/{id}/complete`). */
export type UserProfile = z.infer<typeof userProfileSchema>;
/** Specialisations and countries of the form (`GET /api/user-form-data`). */
export type UserFormData = z.infer<(typeof getUserFormData.response)[200]>;

/** The user form (spec 3 "User form fields and limits") as typed: every text is a string, '' is "not filled in". */
const formValuesSchema = z.object({
  email: z.string(),
  nickname: z.string(),
  firstName: z.string(),
  initials: z.string(),
  insertion: z.string(),
  lastName: z.string(),
  gender: z.union([z.enum(GENDERS), z.literal('')]),
  /** DD-MM-YYYY as typed (the product's Dutch date field); sent as YYYY-MM-DD. */
  dateOfBirth: z.string(),
  bigId: z.string(),
  /** The id as the select gives it. */
  specialisationId: z.string(),
  phoneMobile: z.string(),
  addressStreet: z.string(),
  addressHouseNumber: z.string(),
  addressHouseNumberAddition: z.string(),
  addressPostalCode: z.string(),
  addressTown: z.string(),
  addressCountryCode: z.string(),
  newsletter: z.boolean(),
  dietaryPreferences: z.string(),
  /** One's own password, asked (and sent) only when one changes one's own e-mail address. */
  currentPassword: z.string(),
});
export type ProfileFormValues = z.infer<typeof formValuesSchema>;
export type ProfileFormField = keyof ProfileFormValues;

/** Shown (and sent) only when the user is known in AFAS (spec 3: personal-detail fields). */
export const PERSONAL_FIELDS = [
  'nickname',
  'initials',
  'gender',
  'dateOfBirth',
  'bigId',
  'specialisationId',
  'phoneMobile',
  'dietaryPreferences',
  'newsletter',
] as const satisfies readonly ProfileFormField[];

export const ADDRESS_FIELDS = [
  'addressStreet',
  'addressHouseNumber',
  'addressHouseNumberAddition',
  'addressPostalCode',
  'addressTown',
  'addressCountryCode',
] as const satisfies readonly ProfileFormField[];

/** The personal-detail fields as left out of the body (`undefined` is not sent). */
const LEFT_OUT = Object.fromEntries(PERSONAL_FIELDS.map((field) => [field, undefined])) as Record<
  (typeof PERSONAL_FIELDS)[number],
  undefined
>;

/** Whether a server violation's `propertyPath` names a field of the form. */
export function isProfileFormField(path: string): path is ProfileFormField {
  return Object.hasOwn(formValuesSchema.shape, path);
}

/** The form's starting values: the saved profile, with the default specialisation when none is set (spec 3). */
export function toFormValues(profile: UserProfile, formData: UserFormData): ProfileFormValues {
  const text = (value: string | null) => value ?? '';
  return {
    email: profile.email,
    nickname: text(profile.nickname),
    firstName: profile.firstName,
    initials: text(profile.initials),
    insertion: text(profile.insertion),
    lastName: profile.lastName,
    gender: profile.gender ?? '',
    dateOfBirth: formatDate(profile.dateOfBirth),
    bigId: text(profile.bigId),
    specialisationId: String(profile.specialisationId ?? formData.defaultSpecialisationId),
    phoneMobile: text(profile.phoneMobile),
    addressStreet: text(profile.addressStreet),
    addressHouseNumber: text(profile.addressHouseNumber),
    addressHouseNumberAddition: text(profile.addressHouseNumberAddition),
    addressPostalCode: text(profile.addressPostalCode),
    addressTown: text(profile.addressTown),
    addressCountryCode: text(profile.addressCountryCode),
    newsletter: profile.newsletter,
    dietaryPreferences: text(profile.dietaryPreferences),
    currentPassword: '',
  };
}

/**
 * Whether the form asks for the current password: on one's own profile, once the e-mail address (the sign-in name)
 * differs from the saved one. An admin changing someone else's address needs none.
 */
export function asksCurrentPassword(own: boolean, savedEmail: string, email: string): boolean {
  return own && email.trim() !== savedEmail;
}

/**
 * The form's schema: the typed values become the body of `PUT /api/users/{id}/complete`, which the contract's own
 * schema then checks, so the form shows exactly the server's rules and messages. Without an AFAS ID the
 * personal-detail fields are hidden and left out of the body (the server keeps what it has). A birth date is typed
 * as DD-MM-YYYY and sent as YYYY-MM-DD. `ownEmail` is the saved address of one's own profile (undefined for someone
 * else's): changing it needs the current password, sent as `currentPassword`.
 */
export function profileFormSchema(withPersonalDetails: boolean, ownEmail?: string) {
  const asksPassword = (email: string) => ownEmail !== undefined && asksCurrentPassword(true, ownEmail, email);
  return (
    formValuesSchema
      .transform(({ gender, dateOfBirth, specialisationId, currentPassword, ...values }): UserProfileBody => ({
        ...values,
        gender: gender === '' ? null : gender,
        // A date that is no real DD-MM-YYYY day goes on as typed, for the contract's check to name it.
        dateOfBirth: dateOfBirth.trim() === '' ? null : (parseDateInput(dateOfBirth) ?? dateOfBirth),
        specialisationId: specialisationId === '' ? null : Number(specialisationId),
        ...(asksPassword(values.email) ? { currentPassword } : {}),
        ...(withPersonalDetails ? {} : LEFT_OUT),
      }))
      .pipe(userProfileBodySchema)
      // The server asks for it too; here it is said before sending.
      .superRefine((body, ctx) => {
        if (asksPassword(body.email) && !body.currentPassword) {
          ctx.addIssue({ code: 'custom', path: ['currentPassword'], message: 'validation.currentPasswordRequired' });
        }
      })
  );
}
export type ProfileFormOutput = z.output<typeof userProfileBodySchema>;
