import { z } from 'zod';

/**
 * Body of `POST /api/login` (spec 1 §7). Messages are i18n keys of the `validation` namespace
 * (`validation.<key>`), not Dutch text: the same schema runs on the server, whose violations carry the key.
 */
export const loginBodySchema = z.object({
  /** The username is an e-mail address (spec 1 §2). */
  email: z.email({ error: 'validation.email' }),
  password: z.string({ error: 'validation.passwordRequired' }).min(1, { error: 'validation.passwordRequired' }),
});
export type LoginBody = z.infer<typeof loginBodySchema>;
