import { getUserCertificate, getUserCertificates } from '@portal/contracts';
import { and, asc, count, desc, eq, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { certificates, users } from '../../db/schema';
import type { Identity } from '../../lib/access';
import { AppError } from '../../lib/app-error';
import { defineRoute, registerRoutes } from '../../lib/define-route';
import { fullName } from '../../lib/names';
import { renderCertificatePdf } from './certificate-pdf';
import { canViewProfile } from './profile.policy';

const ORDER_COLUMNS = { endDate: certificates.endDate, name: certificates.name } as const;

/** A file name browsers and operating systems accept: no path or control characters, at most 100 characters. */
function downloadName(name: string): string {
  const clean = name
    .replace(/[\\/:*?"<>|\p{Cc}]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 100);
  return `Certificaat ${clean || 'evenement'}.pdf`;
}

/** Certificates (spec 3 "Profile": the list and a download each), for their owner and for LIST_USERS staff. */
export function certificatesRoutes(db: Db) {
  const allow = (identity: Identity | null, userId: string) => {
    const decision = canViewProfile(identity as Extract<Identity, { kind: 'user' }>, userId);
    if (decision !== 'allow') throw new AppError(decision);
  };

  return async (app: FastifyInstance) => {
    registerRoutes(app, [
      defineRoute({
        endpoint: getUserCertificates,
        access: 'login',
        handler: async (request) => {
          const { id } = request.params;
          allow(request.identity, id);
          const { page, perPage, order } = request.query;
          const orderBy: SQL[] = order.map(({ field, direction }) =>
            direction === 'asc' ? asc(ORDER_COLUMNS[field]) : desc(ORDER_COLUMNS[field]),
          );
          if (orderBy.length === 0) orderBy.push(desc(certificates.endDate), asc(certificates.name));
          const where = eq(certificates.userId, id);
          const [rows, [total]] = await Promise.all([
            db
              .select({
                eventId: certificates.eventAfasId,
                name: certificates.name,
                endDate: certificates.endDate,
                points: certificates.points,
              })
              .from(certificates)
              .where(where)
              .orderBy(...orderBy, asc(certificates.id))
              .limit(perPage)
              .offset((page - 1) * perPage),
            db.select({ value: count() }).from(certificates).where(where),
          ]);
          return { items: rows, totalItems: total?.value ?? 0, perPage };
        },
      }),
      defineRoute({
        endpoint: getUserCertificate,
        access: 'login',
        handler: async (request, reply) => {
          const { id, eventId } = request.params;
          allow(request.identity, id);
          const [row] = await db
            .select({
              certificate: certificates,
              firstName: users.firstName,
              insertion: users.insertion,
              lastName: users.lastName,
            })
            .from(certificates)
            .innerJoin(users, eq(users.id, certificates.userId))
            .where(and(eq(certificates.userId, id), eq(certificates.eventAfasId, eventId)));
          if (!row) throw AppError.notFound();
          const pdf = await renderCertificatePdf({
            holder: fullName(row),
            name: row.certificate.name,
            eventId: row.certificate.eventAfasId,
            endDate: row.certificate.endDate,
            points: row.certificate.points,
            issuedAt: row.certificate.createdAt,
          });
          const filename = downloadName(row.certificate.name);
          return reply
            .header('content-type', 'application/pdf')
            .header(
              'content-disposition',
              `attachment; filename="${filename.replace(/[^\x20-\x7e]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(filename)}`,
            )
            .header('cache-control', 'private, no-store')
            .send(pdf);
        },
      }),
    ]);
  };
}
