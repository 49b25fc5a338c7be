import { errorCodeForStatus, errorResponseSchema } from '@portal/contracts';
import type { z } from 'zod';
import { ApiError } from '../../../lib/api-client';

/**
 * A multipart call with the session cookie, for the image and attachment uploads of a news item. The shared client
 * speaks JSON only; this keeps its error contract (`ApiError` with the server's detail and violations), and lets the
 * browser write the multipart boundary itself.
 */
export async function postMultipart<S extends z.ZodType>(
  path: string,
  form: FormData,
  schema: S,
): Promise<z.output<S>> {
  let response: Response;
  try {
    response = await fetch(path, {
      method: 'POST',
      headers: { Accept: 'application/json' },
      credentials: 'same-origin',
      body: form,
    });
  } catch {
    throw new ApiError(0, 'network_error');
  }
  const text = await response.text();
  let json: unknown;
  try {
    json = text === '' ? undefined : (JSON.parse(text) as unknown);
  } catch {
    json = undefined;
  }
  if (!response.ok) {
    const parsed = errorResponseSchema.safeParse(json);
    throw parsed.success
      ? new ApiError(response.status, parsed.data.detail, parsed.data.violations, json)
      : new ApiError(response.status, errorCodeForStatus(response.status), [], json);
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) throw new ApiError(response.status, 'invalid_response');
  return parsed.data;
}
