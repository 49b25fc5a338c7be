// The development mailbox's contract. It lives with the feature rather than in @portal/contracts because only a
// demo without a mail server has these routes; move it there when a web page calls them.
import { defineEndpoint, MAIL_STATUSES, uuidSchema } from '@portal/contracts';
import { z } from 'zod';

const devMailSummarySchema = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  template: z.string(),
  status: z.enum(MAIL_STATUSES),
  createdAt: z.iso.datetime(),
});

/** `GET /api/dev/mails`: the newest 50 mails of the outbox. */
export const listDevMails = defineEndpoint({
  method: 'GET',
  path: '/api/dev/mails',
  summary: 'Development mailbox: the newest 50 mails (only without a mail server)',
  tags: ['development'],
  response: { 200: z.object({ items: z.array(devMailSummarySchema) }) },
});

/** `GET /api/dev/mails/:id`: one mail with its HTML and plain-text body. */
export const getDevMail = defineEndpoint({
  method: 'GET',
  path: '/api/dev/mails/:id',
  summary: 'Development mailbox: one mail with its bodies (only without a mail server)',
  tags: ['development'],
  params: z.object({ id: uuidSchema }),
  response: { 200: devMailSummarySchema.extend({ html: z.string(), text: z.string() }) },
});
