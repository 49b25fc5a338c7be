import { z } from 'zod';
import { defineEndpoint } from './endpoint';
import { apiKeyRoleSchema } from './roles';

/** The header a machine client sends its key in (`Authorization: ApiKey <key>` is accepted too); never a query. */
export const API_KEY_HEADER = 'x-api-key';

/** Every key starts with this, so a leaked one is recognisable (secret scanners, logs under review). */
export const API_KEY_PREFIX = 'opk_';

/** An API key as an admin sees it (spec 1 §3). Never carries the key's hash or its stored ciphertext. */
export const apiKeySchema = z.object({
  id: z.uuid(),
  name: z.string(),
  /** The key itself, revealed to the admin; null when the stored key cannot be decrypted (e.g. after a key change). */
  token: z.string().nullable(),
  enabled: z.boolean(),
  roles: z.array(apiKeyRoleSchema),
  created: z.iso.datetime(),
});
export type ApiKey = z.infer<typeof apiKeySchema>;

/** Name non-empty (spec 1 §5); messages are keys of the `validation` namespace. */
const nameSchema = z
  .string({ error: 'validation.required' })
  .trim()
  .min(1, { error: 'validation.required' })
  .max(255, { error: 'validation.invalid' });

/** A set of key roles; repeats are dropped. */
const rolesSchema = z.array(apiKeyRoleSchema).transform((roles) => [...new Set(roles)]);

/** Body of `POST /api/api-keys` (spec 1 §7): the server makes the key itself. */
export const apiKeyCreateBodySchema = z.object({
  name: nameSchema,
  roles: rolesSchema.default([]),
  enabled: z.boolean().default(true),
});
export type ApiKeyCreateBody = z.input<typeof apiKeyCreateBodySchema>;

/** Body of `POST /api/api-keys/{id}`: the fields to change; the key itself never changes. */
export const apiKeyUpdateBodySchema = z.object({
  name: nameSchema.optional(),
  roles: rolesSchema.optional(),
  enabled: z.boolean().optional(),
});
export type ApiKeyUpdateBody = z.input<typeof apiKeyUpdateBodySchema>;

const idParams = z.object({ id: z.uuid() });

/** `GET /api/api-keys` (spec 1 §7): every key, newest first. */
export const getApiKeys = defineEndpoint({
  method: 'GET',
  path: '/api/api-keys',
  summary: 'List the API keys',
  tags: ['api-keys'],
  response: {
    200: z.object({ items: z.array(apiKeySchema), totalItems: z.number().int() }),
  },
});

/** `POST /api/api-keys` (spec 1 §7): a new key of 32 random bytes, enabled unless said otherwise. */
export const postApiKey = defineEndpoint({
  method: 'POST',
  path: '/api/api-keys',
  summary: 'Create an API key',
  tags: ['api-keys'],
  body: apiKeyCreateBodySchema,
  response: { 201: apiKeySchema },
});

/** `POST /api/api-keys/{id}` (spec 1 §7): rename, change the roles, enable or disable. */
export const postApiKeyUpdate = defineEndpoint({
  method: 'POST',
  path: '/api/api-keys/:id',
  summary: 'Update an API key',
  tags: ['api-keys'],
  params: idParams,
  body: apiKeyUpdateBodySchema,
  response: { 200: apiKeySchema },
});

/** `DELETE /api/api-keys/{id}` (spec 1 §7): the key stops working at once. */
export const deleteApiKey = defineEndpoint({
  method: 'DELETE',
  path: '/api/api-keys/:id',
  summary: 'Delete an API key',
  tags: ['api-keys'],
  params: idParams,
  response: { 204: z.null().describe('No content') },
});
