import type { TrainingRecords, UserEducation, userListQuerySchema } from '@portal/contracts';
import { and, arrayOverlaps, asc, count, eq, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { assignments, certificates, educations, enrolments, evaluations, presenceItems, users } from '../../db/schema';
import { containsText, filterBy, listPage } from '../../lib/list-query';

type UserListQuery = z.output<typeof userListQuerySchema>;
/** A database or a transaction. */
export type Tx = Db | Parameters<Parameters<Db['transaction']>[0]>[0];
export type UserRow = typeof users.$inferSelect;

/** "Jan de Vries" as SQL, for the name filter and the search. */
const nameExpression = sql`concat_ws(' ', ${users.firstName}, ${users.insertion}, ${users.lastName})`;

const listFields = {
  id: users.id,
  email: users.email,
  firstName: users.firstName,
  insertion: users.insertion,
  lastName: users.lastName,
  afasId: users.afasId,
  roles: users.roles,
  active: users.active,
};

/**
 * The person's educations by name, as a correlated subquery of the overview's select: one statement for the page
 * (PostgreSQL evaluates it for the rows of the page only, by `educations_user_afas_key`, which leads with the user),
 * and the page's count drops it. `users.id` is written out: drizzle prints a lone column of a one-table select
 * without its table, which would bind to the subquery's own `id`.
 */
const educationsExpression = sql<UserEducation[]>`coalesce((
  select json_agg(json_build_object('id', e.id, 'name', e.name, 'furtherEducation', e.further_education)
                  order by e.further_education, e.name, e.id)
  from ${educations} e where e.user_id = users.id), '[]'::json)`;

/** The users area's reads and writes (the users overview, the user page, pickers, deletion, registration). */
export function createUsersRepository(db: Db) {
  return {
    /** The overview: the role filter uses the GIN index on roles (`&&`), the default order the name index. */
    list(query: UserListQuery) {
      const perPage = query.itemsPerPage ?? query.perPage;
      return listPage(
        db,
        () =>
          db
            .select({ ...listFields, educations: educationsExpression })
            .from(users)
            .$dynamic(),
        { ...query, perPage },
        {
          search: [nameExpression, users.email, users.afasId],
          filters: {
            role: (roles) => arrayOverlaps(users.roles, [...roles]),
            name: filterBy.contains(nameExpression),
            email: filterBy.contains(users.email),
            afasId: filterBy.contains(users.afasId),
            active: filterBy.equals(users.active),
          },
          order: { name: users.lastName, email: users.email, afasId: users.afasId },
          defaultOrder: [asc(users.lastName), asc(users.firstName)],
          tieBreaker: users.id,
        },
      );
    },

    async find(id: string): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.id, id));
      return row;
    },

    /** Active users whose name, e-mail or AFAS id contains every word of the query (pickers). */
    search(query: string, roles: readonly string[] | undefined, limit: number) {
      const words = query.split(/\s+/).filter(Boolean).slice(0, 8);
      const conditions: (SQL | undefined)[] = [eq(users.active, true)];
      for (const word of words) {
        conditions.push(
          or(containsText(nameExpression, word), containsText(users.email, word), containsText(users.afasId, word)),
        );
      }
      if (roles && roles.length > 0) conditions.push(arrayOverlaps(users.roles, roles as UserRow['roles']));
      return db
        .select(listFields)
        .from(users)
        .where(and(...conditions))
        .orderBy(asc(users.lastName), asc(users.firstName), asc(users.id))
        .limit(limit);
    },

    /**
     * What ties the person to training (see `deleteUser` in the contracts). Run inside the deleting transaction after
     * the user's row is locked `for update`: a new education or assignment referencing them must wait for it.
     */
    async trainingRecords(tx: Tx, userId: string): Promise<TrainingRecords> {
      const n = async (query: Promise<{ n: number }[]>) => (await query)[0]?.n ?? 0;
      const [e, a, v, r, p, c] = await Promise.all([
        n(tx.select({ n: count() }).from(educations).where(eq(educations.userId, userId))),
        n(tx.select({ n: count() }).from(assignments).where(eq(assignments.userId, userId))),
        n(tx.select({ n: count() }).from(evaluations).where(eq(evaluations.evaluatorId, userId))),
        n(tx.select({ n: count() }).from(enrolments).where(eq(enrolments.userId, userId))),
        n(tx.select({ n: count() }).from(presenceItems).where(eq(presenceItems.userId, userId))),
        n(tx.select({ n: count() }).from(certificates).where(eq(certificates.userId, userId))),
      ]);
      return { educations: e, assignments: a, evaluations: v, enrolments: r, presence: p, certificates: c };
    },
  };
}

export type UsersRepository = ReturnType<typeof createUsersRepository>;
