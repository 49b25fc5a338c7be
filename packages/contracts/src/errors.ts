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
  // Sign-in (spec 1 §4, spec 3 §8).
  'invalid_credentials',
  'inactive_user',
  '2fa_failed',
  '2fa_limit_exceeded',
  'invalid_2fa_code',
  '2fa_configuration_required',
  'invalid_password',
  'old_password_incorrect',
  'invalid_token',
  // A state-changing request from another site (cross-site request forgery defence).
  'cross_site_request',
  // Files: the bytes are of a type the portal does not accept (415); a byte range outside the file (416).
  'unsupported_file_type',
  'range_not_satisfiable',
  // Forms: a form linked to a module, container or assignment, or with entries, cannot be deleted (409).
  'form_in_use',
  'form_has_entries',
  // Entries: a save based on an older revision (409, with the entry as it is now), or after handing in.
  'entry_revision_conflict',
  'entry_submitted',
  // The photo library's provider failed (spec 1 §8: 'Er ging iets mis bij het ophalen van fotobibliotheek').
  'image_search_failed',
  // A personal-data export already downloaded, expired or failed (410).
  'export_gone',
  // Event registration (spec 2 §8): no place left in the event or a chosen workshop (409), registration not open for
  // this module or event (409 registration_not_allowed), workshop choices past workshopsEditableUntil (409).
  'event_unavailable',
  'workshops_unavailable',
  'registration_not_allowed',
  'workshops_not_editable',
  // Learning material (spec 2 §7): no Moodle course id (404, the web shows 'Helaas!'); Moodle refused or failed (502).
  'learning_material_missing',
  'moodle_failed',
  // Users: a person with training records is not deleted (409, with their counts); nor oneself; an admin keeps
  // their own admin role; a registration whose e-mail address and AFAS id name two different people.
  'user_has_training_records',
  'cannot_delete_self',
  'own_admin_role',
  'registration_mismatch',
  // AFAS: the on-demand synchronisation failed (AFAS unreachable or the record unusable; a sync issue says why).
  'afas_sync_failed',
  // Assignments: a move the life cycle does not allow (409); deleting one that is answered or finished (409); an
  // invitation link that cannot be used (403: unknown/revoked/other assignment, expired, opened in another browser,
  // the assignment handed in).
  'assignment_transition',
  'assignment_not_deletable',
  'access_token_invalid',
  'access_token_expired',
  'access_token_used',
  'assignment_not_editable',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

/** One failed rule of a request: where (`propertyPath`, e.g. `title` or `items[0].name`) and what. */
export const violationSchema = z.object({
  propertyPath: z.string(),
  detail: z.string(),
  /** Where a form answer failed: `fieldId` (and `path` within the answer, e.g. a file's index). */
  parameters: z.record(z.string(), z.string()).optional(),
});
export type Violation = z.infer<typeof violationSchema>;

/** Every non-2xx answer of the API has this shape; `violations` only with `validation_failed`. */
export const errorResponseSchema = z.object({
  detail: z.string(),
  violations: z.array(violationSchema).optional(),
});
export type ErrorResponse = z.infer<typeof errorResponseSchema>;

/** The generic code of an HTTP error status: the server's default `detail`, and the client's reading of a bare error. */
export function errorCodeForStatus(status: number): ErrorCode {
  switch (status) {
    case 400:
    case 406:
      return 'bad_request';
    case 401:
      return 'unauthorized';
    case 403:
      return 'forbidden';
    case 404:
      return 'not_found';
    case 405:
      return 'method_not_allowed';
    case 409:
      return 'conflict';
    case 413:
      return 'payload_too_large';
    case 415:
      return 'unsupported_media_type';
    case 422:
      return 'validation_failed';
    case 429:
      return 'too_many_requests';
    case 503:
      return 'service_unavailable';
    default:
      return status >= 500 ? 'internal_error' : 'bad_request';
  }
}
