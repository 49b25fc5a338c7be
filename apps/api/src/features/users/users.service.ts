import type { AuditEventType, Role, User, UserRegistration } from '@portal/contracts';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { auditEvents, users } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { SessionContext } from '../../plugins/session.service';
import { canChangeRoles, canDelete, type UserActor } from './users.policy';
import { presentUser } from './users.presenter';
import type { Tx, UserRow, UsersRepository } from './users.repository';

/** Issues an activation token and writes its mail into the outbox, in the caller's transaction (wired in app.ts). */
export type SendActivation = (tx: Tx, user: Pick<UserRow, 'id' | 'email' | 'firstName'>) => Promise<void>;

export interface UsersServiceDeps {
  db: Db;
  repo: UsersRepository;
  sendActivation: SendActivation;
}

interface Audited extends SessionContext {
  userId: string | null;
  actorId: string | null;
  data: Record<string, unknown>;
}

async function audit(tx: Tx, type: AuditEventType, event: Audited): Promise<void> {
  await tx.insert(auditEvents).values({
    type,
    userId: event.userId,
    actorId: event.actorId,
    ip: event.ip,
    userAgent: event.userAgent?.slice(0, 500) ?? null,
    data: event.data,
  });
}

/** The users area: role changes, deletion with its training-record rule, and registration by machines. */
export function createUsersService({ db, repo, sendActivation }: UsersServiceDeps) {
  return {
    async get(id: string): Promise<User> {
      const row = await repo.find(id);
      if (!row) throw AppError.notFound();
      return presentUser(row);
    },

    /** Replaces the roles (admin only by the route), audited as `roles_changed` with before and after. */
    async setRoles(actor: UserActor, context: SessionContext, id: string, asked: readonly Role[]): Promise<User> {
      const roles = [...new Set(asked)];
      const decision = canChangeRoles(actor, id, roles);
      if (decision !== 'allow') throw new AppError(decision, 409);
      const row = await db.transaction(async (tx) => {
        const [before] = await tx.select({ roles: users.roles }).from(users).where(eq(users.id, id)).for('update');
        if (!before) throw AppError.notFound();
        const [updated] = await tx.update(users).set({ roles }).where(eq(users.id, id)).returning();
        await audit(tx, 'roles_changed', {
          userId: id,
          actorId: actor.impersonatorId ?? actor.userId,
          ...context,
          data: { before: before.roles, after: roles },
        });
        return updated!;
      });
      return presentUser(row);
    },

    /**
     * Deletes a user without training records (see the contract's `deleteUser`). The row is locked first, so an
     * education or assignment created meanwhile for them waits and the count stays true until the delete.
     */
    async remove(actor: UserActor, context: SessionContext, id: string): Promise<void> {
      const decision = canDelete(actor, id);
      if (decision !== 'allow') throw new AppError(decision, 409);
      await db.transaction(async (tx) => {
        const [row] = await tx.select().from(users).where(eq(users.id, id)).for('update');
        if (!row) throw AppError.notFound();
        const records = await repo.trainingRecords(tx, id);
        if (Object.values(records).some((n) => n > 0)) {
          throw new AppError('user_has_training_records', 409, { records });
        }
        await tx.delete(users).where(eq(users.id, id));
        // The audit row outlives the account (user id null): who was deleted, by whom, when.
        await audit(tx, 'user_deleted', {
          userId: null,
          actorId: actor.impersonatorId ?? actor.userId,
          ...context,
          data: {
            deletedUserId: row.id,
            email: row.email,
            afasId: row.afasId,
            name: [row.firstName, row.insertion, row.lastName].filter(Boolean).join(' '),
            roles: row.roles,
          },
        });
      });
    },

    /**
     * Registers a person (machine call; see the contract's `postMachineUser`). Known by e-mail or AFAS id: answered as
     * they are, with the asked roles added. New: created inactive, with an activation mail, in one transaction.
     */
    async register(
      apiKeyId: string,
      context: SessionContext,
      body: UserRegistration,
    ): Promise<{ status: 200 | 201; id: string; active: boolean; roles: Role[] }> {
      const email = body.email.trim();
      const afasId = body.afasId ?? null;
      return db.transaction(async (tx) => {
        const known = await existing(tx, email, afasId);
        if (known) return addRoles(tx, known, body.roles, afasId);
        const [created] = await tx
          .insert(users)
          .values({
            email,
            firstName: body.firstName,
            insertion: body.insertion ?? null,
            lastName: body.lastName,
            afasId,
            roles: [...new Set(body.roles)],
            active: false,
          })
          .onConflictDoNothing()
          .returning();
        if (!created) {
          // Registered by a parallel call between the look-up and the insert: answer that account.
          const raced = await existing(tx, email, afasId);
          if (!raced) throw AppError.conflict();
          return addRoles(tx, raced, body.roles, afasId);
        }
        await sendActivation(tx, created);
        await audit(tx, 'user_registered', {
          userId: created.id,
          actorId: null,
          ...context,
          data: { apiKeyId, roles: created.roles },
        });
        return { status: 201 as const, id: created.id, active: false, roles: created.roles };
      });
    },
  };

  /** The account an e-mail address or AFAS id names; 409 when they name two different people. */
  async function existing(tx: Tx, email: string, afasId: string | null): Promise<UserRow | undefined> {
    const [byEmail] = await tx
      .select()
      .from(users)
      .where(eq(sql`lower(${users.email})`, email.toLowerCase()));
    const [byAfas] = afasId ? await tx.select().from(users).where(eq(users.afasId, afasId)) : [];
    if (byEmail && byAfas && byEmail.id !== byAfas.id) throw new AppError('registration_mismatch', 409);
    if (byEmail && afasId && byEmail.afasId !== null && byEmail.afasId !== afasId) {
      throw new AppError('registration_mismatch', 409);
    }
    return byEmail ?? byAfas;
  }

  async function addRoles(tx: Tx, user: UserRow, asked: readonly Role[], afasId: string | null) {
    const roles = [...new Set([...user.roles, ...asked])];
    const changes: Partial<UserRow> = {};
    if (roles.length !== user.roles.length) changes.roles = roles;
    if (afasId && user.afasId === null) changes.afasId = afasId;
    if (Object.keys(changes).length > 0) await tx.update(users).set(changes).where(eq(users.id, user.id));
    return { status: 200 as const, id: user.id, active: user.active, roles };
  }
}

export type UsersService = ReturnType<typeof createUsersService>;
