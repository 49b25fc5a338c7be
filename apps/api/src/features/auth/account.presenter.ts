import type { Account } from '@portal/contracts';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { educations, users } from '../../db/schema';
import type { User } from './auth.service';

export function fullName(user: Pick<User, 'firstName' | 'insertion' | 'lastName'>): string {
  return [user.firstName, user.insertion, user.lastName].filter(Boolean).join(' ');
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
    educations: own,
    avatar: user.avatarFileId ? `/api/file/${user.avatarFileId}` : null,
    authMethod: user.authMethod,
    isImitating: impersonatorId !== null,
    isImitatingAdmin,
  };
}
