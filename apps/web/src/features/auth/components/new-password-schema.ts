import { newPasswordSchema, PASSWORD_SPECIALS } from '@portal/contracts';
import { z } from 'zod';

/**
 * A new password and its confirmation (spec 3 §5: the password rules; "Confirmation must equal password"). The
 * password's messages are the contract's `validation.*` keys; the confirmation's are keys of the `auth` namespace
 * under `newPassword.`.
 */
export const newPasswordFormSchema = z
  .object({
    password: newPasswordSchema,
    confirmation: z.string().min(1, { error: 'confirmationRequired' }),
  })
  .refine((values) => values.password === values.confirmation, {
    path: ['confirmation'],
    error: 'mismatch',
    // Also while the password itself breaks a rule: both messages at once save a round of corrections.
    when: ({ value }) => {
      const values = value as { password?: unknown; confirmation?: unknown };
      return (
        typeof values.password === 'string' && typeof values.confirmation === 'string' && values.confirmation !== ''
      );
    },
  });
export type NewPasswordValues = z.infer<typeof newPasswordFormSchema>;

/** The `auth` key of a confirmation message of the schema above. */
export function confirmationMessageKey(message: string | undefined) {
  if (message === undefined) return undefined;
  return message === 'mismatch' ? ('newPassword.mismatch' as const) : ('newPassword.confirmationRequired' as const);
}

const specials = new Set(PASSWORD_SPECIALS);

/** The rules of spec 3 §5 one by one, for the checklist next to the field (the schema is what decides). */
export const PASSWORD_RULES = [
  { key: 'length', met: (value: string) => value.length >= 8 },
  { key: 'uppercase', met: (value: string) => /[A-Z]/.test(value) },
  { key: 'lowercase', met: (value: string) => /[a-z]/.test(value) },
  { key: 'digit', met: (value: string) => /\d/.test(value) },
  { key: 'special', met: (value: string) => [...value].some((c) => specials.has(c)) },
] as const;
