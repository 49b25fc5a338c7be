import type { AuditEventType } from '@portal/contracts';
import type { Db } from '../../db/client';
import { auditEvents } from '../../db/schema';
import type { SessionContext } from '../../plugins/session.service';

/** Writes one audit event (login, failures, impersonation, ...), with the client address and agent. */
export async function audit(
  db: Db,
  type: AuditEventType,
  event: { userId: string | null; actorId?: string | null; data?: Record<string, unknown> } & SessionContext,
): Promise<void> {
  await db.insert(auditEvents).values({
    type,
    userId: event.userId,
    actorId: event.actorId ?? event.userId,
    ip: event.ip,
    userAgent: event.userAgent?.slice(0, 500) ?? null,
    data: event.data ?? {},
  });
}
