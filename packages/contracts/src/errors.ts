import { z } from 'zod';

/**
 * Error codes the API answers in `{ detail }`. The web turns each into the spec's Dutch sentence;
 * areas add their own codes here so both sides share one list.
 */
export const ERROR_CODES = [
  'validation_failed',
  'unauthorized',
  'forbidden',
  'not_found',
  'method_not_allowed',
  'conflict',
  'payload_too_large',
  'unsupported_media_type',
  'too_many_requests',
  'bad_request',
  'service_unavailable',
  'internal_error',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

/** One failed rule of a request: where (`propertyPath`, e.g. `title` or `items[0].name`) and what. */
export const violationSchema = z.object({
  propertyPath: z.string(),
  detail: z.string(),
});
export type Violation = z.infer<typeof violationSchema>;

/** Every non-2xx answer of the API has this shape; `violations` only with `validation_failed`. */
export const errorResponseSchema = z.object({
  detail: z.string(),
  violations: z.array(violationSchema).optional(),
});
export type ErrorResponse = z.infer<typeof errorResponseSchema>;
