import type { Account } from '@portal/contracts';
import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { educations, users } from '../../db/schema';
import { fullName } from '../../lib/names';
import type { User } from './auth.service';

/** The fields the account answer is made of, without the secrets a full user row carries. */
type AccountUser = Pick<
  User,
  | 'id'
  | 'email'
  | 'firstName'
  | 'insertion'
  | 'lastName'
  | 'active'
  | 'roles'
  | 'permissions'
  | 'avatarFileId'
  | 'authMethod'
>;

function toAccount(
  user: AccountUser,
  educationList: Account['educations'],
  isImitatingAdmin: boolean,
  impersonatorId: string | null,
): Account {
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    insertion: user.insertion,
    lastName: user.lastName,
    fullName: fullName(user),
    active: user.active,
    roles: user.roles,
    permissions: user.permissions,
    educations: educationList,
    avatar: user.avatarFileId ? `/api/file/${user.avatarFileId}` : null,
    authMethod: user.authMethod,
    isImitating: impersonatorId !== null,
    isImitatingAdmin,
  };
}

/**
 * `GET /api/users/account` in one prepared round trip (after the session lookup): the user, their educations and
 * whether the impersonator is an admin. Every open browser asks for it at start-up and after each view change.
 */
export function createAccountReader(db: Db) {
  const lookup = db
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      insertion: users.insertion,
      lastName: users.lastName,
      active: users.active,
      roles: users.roles,
      permissions: users.permissions,
      avatarFileId: users.avatarFileId,
      authMethod: users.authMethod,
      // `users.id` written out: drizzle prints a lone column of a one-table select without its table, which would
      // bind to the subquery's own `id`.
      educations: sql<Account['educations']>`coalesce((
        select json_agg(json_build_object('id', e.id, 'name', e.name, 'furtherEducation', e.further_education)
                        order by e.name, e.id)
        from ${educations} e where e.user_id = users.id), '[]'::json)`,
      impersonatorIsAdmin: sql<boolean>`exists(
        select 1 from ${users} i
        where i.id = ${sql.placeholder('impersonatorId')}::uuid and 'ROLE_ADMIN' = any(i.roles))`,
    })
    .from(users)
    .where(eq(users.id, sql.placeholder('userId')))
    .prepare('account_lookup');

  return {
    /** The account of `userId` as seen through a session of `impersonatorId` (null: their own), or null. */
    async load(userId: string, impersonatorId: string | null): Promise<Account | null> {
      const [row] = await lookup.execute({ userId, impersonatorId });
      if (!row) return null;
      const { educations: educationList, impersonatorIsAdmin, ...user } = row;
      return toAccount(user, educationList, impersonatorId !== null && impersonatorIsAdmin, impersonatorId);
    },
  };
}

/** The account as the client sees it: an explicit list of fields, so hashes and secrets can never slip out. */
export async function presentAccount(db: Db, user: User, impersonatorId: string | null): Promise<Account> {
  const own = await db
    .select({ id: educations.id, name: educations.name, furtherEducation: educations.furtherEducation })
    .from(educations)
    .where(eq(educations.userId, user.id))
    .orderBy(asc(educations.name));
  let isImitatingAdmin = false;
  if (impersonatorId) {
    const [impersonator] = await db.select({ roles: users.roles }).from(users).where(eq(users.id, impersonatorId));
    isImitatingAdmin = impersonator?.roles.includes('ROLE_ADMIN') ?? false;
  }
  return toAccount(user, own, isImitatingAdmin, impersonatorId);
}
