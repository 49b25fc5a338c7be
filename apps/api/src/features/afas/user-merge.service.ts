import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { auditEvents, userMerges, users } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { Tx } from './afas-person-writer';
import { rowsOf } from '../../db/rows';

/**
 * What a merge does with each foreign key to `users`, by `table.column`; every other reference moves. Sign-ins and
 * one-time tokens of the previous account end with it (moving them would sign a browser in as someone else); the
 * audit trail, the merges' own records and personal-data exports keep who they were about.
 */
export const MERGE_EXCEPTIONS: Readonly<Record<string, 'delete' | 'keep'>> = {
  'sessions.user_id': 'delete',
  'sessions.impersonator_id': 'delete',
  'user_tokens.user_id': 'delete',
  // A personal agenda feed's address names the account: the person makes a new one after the merge.
  'calendar_feeds.user_id': 'delete',
  'audit_events.user_id': 'keep',
  'audit_events.actor_id': 'keep',
  'user_merges.previous_user_id': 'keep',
  'user_merges.current_user_id': 'keep',
  'user_merges.merged_by_id': 'keep',
  'user_merges.undone_by_id': 'keep',
  // A personal-data export is about the account it was made of, and expires within two days.
  'personal_data_exports.user_id': 'keep',
  'personal_data_exports.requested_by_id': 'keep',
};

/** A foreign key column to `users.id`, with its table's primary key and the unique keys that include it. */
export interface UserReference {
  table: string;
  column: string;
  primaryKey: string[];
  /** Other columns of each unique key (primary included) that contains `column`. */
  uniqueWith: string[][];
}

/** The rows of a raw statement (node-postgres and PGlite both answer `{ rows }`). */
async function rowsFrom<T>(query: Promise<unknown>): Promise<T[]> {
  return rowsOf<T>(await query);
}

const ident = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** Every foreign key to `users` in the database's catalogue (a table added later is found without anyone listing it). */
export async function userReferences(db: Db | Tx): Promise<UserReference[]> {
  const fks = await rowsFrom<{ table: string; column: string }>(
    db.execute(sql`
    select c.conrelid::regclass::text as "table", a.attname as "column"
    from pg_constraint c
    join pg_attribute a on a.attrelid = c.conrelid and a.attnum = c.conkey[1]
    where c.contype = 'f' and c.confrelid = 'public.users'::regclass
    order by 1, 2`),
  );
  const indexes = await rowsFrom<{ table: string; primary: boolean; columns: string[] }>(
    db.execute(sql`
    select i.indrelid::regclass::text as "table", i.indisprimary as "primary",
      array(select a.attname::text from unnest(i.indkey) with ordinality k(attnum, n)
            join pg_attribute a on a.attrelid = i.indrelid and a.attnum = k.attnum order by k.n) as "columns"
    from pg_index i
    where i.indisunique and i.indexprs is null
      and i.indrelid in (select conrelid from pg_constraint where contype = 'f' and confrelid = 'public.users'::regclass)`),
  );
  return fks.map(({ table, column }) => {
    const own = indexes.filter((i) => i.table === table);
    return {
      table,
      column,
      primaryKey: own.find((i) => i.primary)?.columns ?? [],
      uniqueWith: own.filter((i) => i.columns.includes(column)).map((i) => i.columns.filter((c) => c !== column)),
    };
  });
}

const keyOf = (ref: UserReference) => `${ref.table}.${ref.column}`;
const pkJson = (ref: UserReference, alias = '') =>
  `jsonb_build_object(${ref.primaryKey.map((c) => `'${c}', ${alias}${ident(c)}`).join(', ')})`;

export interface MergeResult {
  id: string;
  moved: Record<string, number>;
  kept: Record<string, number>;
}

export function createUserMergeService(db: Db) {
  async function person(tx: Tx, afasId: string) {
    const [row] = await tx
      .select({ id: users.id, active: users.active })
      .from(users)
      .where(eq(users.afasId, afasId))
      .for('update');
    if (!row) throw AppError.validation([{ propertyPath: afasId, detail: 'validation.invalid' }]);
    return row;
  }

  return {
    /**
     * Moves every reference of the previous user to the current one in one transaction, except the exceptions
     * above; a row whose move would break a unique key (the current user has the same already) stays, counted in
     * `kept`. The previous account is deactivated. Records exactly what moved, for `undo`.
     */
    async merge(actorId: string, previousAfasId: string, currentAfasId: string): Promise<MergeResult> {
      if (previousAfasId === currentAfasId)
        throw AppError.validation([{ propertyPath: 'currentAfasId', detail: 'validation.invalid' }]);
      return db.transaction(async (tx) => {
        const previous = await person(tx, previousAfasId).catch(() => {
          throw AppError.validation([{ propertyPath: 'previousAfasId', detail: 'validation.invalid' }]);
        });
        const current = await person(tx, currentAfasId).catch(() => {
          throw AppError.validation([{ propertyPath: 'currentAfasId', detail: 'validation.invalid' }]);
        });
        const moved: Record<string, Record<string, unknown>[]> = {};
        const kept: Record<string, number> = {};
        for (const ref of await userReferences(tx)) {
          const action = MERGE_EXCEPTIONS[keyOf(ref)] ?? 'move';
          const t = ident(ref.table);
          const c = ident(ref.column);
          if (action === 'keep') continue;
          if (action === 'delete') {
            await tx.execute(sql`delete from ${sql.raw(t)} where ${sql.raw(c)} = ${previous.id}`);
            continue;
          }
          // Not where the current user already holds the same unique key (that row would collide).
          const clashes = ref.uniqueWith.map(
            (others) =>
              sql`exists (select 1 from ${sql.raw(t)} o where o.${sql.raw(c)} = ${current.id}${sql.raw(
                others.map((o) => ` and o.${ident(o)} is not distinct from r.${ident(o)}`).join(''),
              )})`,
          );
          const guard = clashes.length > 0 ? sql` and not (${sql.join(clashes, sql` or `)})` : sql``;
          const rows = await rowsFrom<{ key: Record<string, unknown> }>(
            tx.execute(
              sql`update ${sql.raw(`${t} r`)} set ${sql.raw(c)} = ${current.id}
                where r.${sql.raw(c)} = ${previous.id}${guard}
                returning ${sql.raw(pkJson(ref, 'r.'))} as key`,
            ),
          );
          if (rows.length > 0) moved[keyOf(ref)] = rows.map((r) => r.key);
          const [left] = await rowsFrom<{ n: number }>(
            tx.execute(sql`select count(*)::int as n from ${sql.raw(t)} where ${sql.raw(c)} = ${previous.id}`),
          );
          if (left && left.n > 0) kept[keyOf(ref)] = left.n;
        }
        await tx.update(users).set({ active: false }).where(eq(users.id, previous.id));
        const [record] = await tx
          .insert(userMerges)
          .values({
            previousUserId: previous.id,
            currentUserId: current.id,
            previousAfasId,
            currentAfasId,
            mergedById: actorId,
            moved,
            kept,
            previousWasActive: previous.active,
          })
          .returning({ id: userMerges.id });
        await tx.insert(auditEvents).values({
          type: 'user_merged',
          userId: current.id,
          actorId,
          data: { mergeId: record!.id, previousUserId: previous.id, previousAfasId, currentAfasId },
        });
        return {
          id: record!.id,
          moved: Object.fromEntries(Object.entries(moved).map(([k, v]) => [k, v.length])),
          kept,
        };
      });
    },

    /** Moves back exactly the rows the merge moved and restores the previous account's active flag. */
    async undo(actorId: string, mergeId: string): Promise<MergeResult> {
      return db.transaction(async (tx) => {
        const [merge] = await tx
          .select()
          .from(userMerges)
          .where(and(eq(userMerges.id, mergeId), isNull(userMerges.undoneAt)))
          .for('update');
        if (!merge) throw AppError.notFound();
        const refs = new Map((await userReferences(tx)).map((r) => [keyOf(r), r]));
        const restored: Record<string, number> = {};
        for (const [key, keys] of Object.entries(merge.moved)) {
          const ref = refs.get(key);
          if (!ref) throw AppError.conflict();
          const rows = await rowsFrom(
            tx.execute(sql`update ${sql.raw(`${ident(ref.table)} r`)} set ${sql.raw(ident(ref.column))} = ${merge.previousUserId}
                where r.${sql.raw(ident(ref.column))} = ${merge.currentUserId}
                  and ${sql.raw(pkJson(ref, 'r.'))} in (select value from jsonb_array_elements(${JSON.stringify(keys)}::jsonb))
                returning 1`),
          );
          restored[key] = rows.length;
        }
        await tx.update(users).set({ active: merge.previousWasActive }).where(eq(users.id, merge.previousUserId));
        await tx
          .update(userMerges)
          .set({ undoneAt: new Date(), undoneById: actorId })
          .where(eq(userMerges.id, merge.id));
        await tx.insert(auditEvents).values({
          type: 'user_merged',
          userId: merge.currentUserId,
          actorId,
          data: { mergeId: merge.id, undone: true },
        });
        return { id: merge.id, moved: restored, kept: merge.kept };
      });
    },

    /** The name of the user with this AFAS id (the merge dialog's look-up), or null. */
    async nameOf(afasId: string): Promise<{ afasId: string; fullName: string } | null> {
      const [row] = await db
        .select({ firstName: users.firstName, insertion: users.insertion, lastName: users.lastName })
        .from(users)
        .where(eq(users.afasId, afasId));
      if (!row) return null;
      return { afasId, fullName: [row.firstName, row.insertion, row.lastName].filter(Boolean).join(' ') };
    },
  };
}
export type UserMergeService = ReturnType<typeof createUserMergeService>;
