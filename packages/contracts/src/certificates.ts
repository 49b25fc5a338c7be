import { z } from 'zod';
import { defineEndpoint } from './endpoint';
import { listQuerySchema, listResponseSchema } from './list';

/**
 * A certificate of attendance (spec 3 §3: eventId, name, endDate). `eventId` is the event's AFAS id: the key the
 * certificate is downloaded by, which stays valid after the event itself is gone.
 */
export const certificateSchema = z.object({
  eventId: z.string(),
  name: z.string(),
  endDate: z.iso.date().nullable(),
  /** Accreditation points earned, when the event awards them. */
  points: z.number().nullable(),
});
export type Certificate = z.infer<typeof certificateSchema>;

const userParams = z.object({ id: z.uuid() });

/** `GET /api/users/{id}/certificates`: the user's certificates, most recent first (own, admin or LIST_USERS). */
export const getUserCertificates = defineEndpoint({
  method: 'GET',
  path: '/api/users/:id/certificates',
  summary: "A user's certificates, most recent first",
  tags: ['profile'],
  params: userParams,
  querystring: listQuerySchema({ order: ['endDate', 'name'], defaultPerPage: 10, maxPerPage: 1000 }),
  response: { 200: listResponseSchema(certificateSchema) },
});

/** `GET /api/users/{id}/certificates/{eventId}`: the certificate as a PDF download. */
export const getUserCertificate = defineEndpoint({
  method: 'GET',
  path: '/api/users/:id/certificates/:eventId',
  summary: 'Download a certificate (PDF)',
  tags: ['profile'],
  params: userParams.extend({ eventId: z.string().min(1).max(64) }),
  response: { 200: z.any().describe('application/pdf') },
});
