import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { mailOutbox } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { defineRoute, registerRoutes } from '../../lib/define-route';
import { getDevMail, listDevMails } from './dev-mail.endpoints';

const DEV_MAILBOX_SIZE = 50;

const summaryColumns = {
  id: mailOutbox.id,
  to: mailOutbox.to,
  subject: mailOutbox.subject,
  template: mailOutbox.template,
  status: mailOutbox.status,
  createdAt: mailOutbox.createdAt,
};

/**
 * The development mailbox: every mail of the outbox, bodies included, to anyone who asks. Sign-in links and codes
 * are in those bodies, so it is for the demo without a mail server only (where nobody else receives the mails):
 * app.ts registers it only when asked to, which must never happen when SMTP_URL is set.
 */
export function devMailRoutes(db: Db) {
  return async (app: FastifyInstance) => {
    registerRoutes(app, [
      defineRoute({
        endpoint: listDevMails,
        // Anonymous on purpose: the demo user who forgot their password is not signed in.
        access: 'anonymous',
        handler: async () => {
          const rows = await db
            .select(summaryColumns)
            .from(mailOutbox)
            .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
            .limit(DEV_MAILBOX_SIZE);
          return { items: rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })) };
        },
      }),
      defineRoute({
        endpoint: getDevMail,
        access: 'anonymous',
        handler: async (request) => {
          const [row] = await db
            .select({ ...summaryColumns, html: mailOutbox.html, text: mailOutbox.text })
            .from(mailOutbox)
            .where(eq(mailOutbox.id, request.params.id));
          if (!row) throw AppError.notFound();
          return { ...row, createdAt: row.createdAt.toISOString() };
        },
      }),
    ]);
  };
}
