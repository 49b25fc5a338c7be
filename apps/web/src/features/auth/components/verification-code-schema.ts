import { z } from 'zod';

/**
 * A verification code as typed: spaces are dropped (apps show "123 456"), then 6 digits are required (spec 3 §5:
 * "Authenticator code: 6 characters"; e-mailed codes have 6 digits too). Checking here saves the user an attempt.
 * Messages are keys of the `auth` namespace under `code.`.
 */
export const verificationCodeSchema = z.object({
  code: z
    .string()
    .transform((value) => value.replace(/\s+/g, ''))
    .pipe(
      z
        .string()
        .min(1, { error: 'required' })
        .regex(/^\d{6}$/, { error: 'sixDigits' }),
    ),
});
export type VerificationCodeInput = z.input<typeof verificationCodeSchema>;
export type VerificationCodeValues = z.output<typeof verificationCodeSchema>;

/** The `auth` key of a message of the schema above. */
export function verificationCodeMessageKey(message: string | undefined) {
  if (message === undefined) return undefined;
  return message === 'sixDigits' ? ('code.sixDigits' as const) : ('code.required' as const);
}
