import type { User, UserEducation, UserListItem, UserOverviewItem } from '@portal/contracts';
import { fullName, fullNameLastNameFirst, type NameParts } from '../../lib/names';
import type { UserRow } from './users.repository';

type ListRow = NameParts & Pick<UserRow, 'id' | 'email' | 'afasId' | 'roles' | 'active'>;

/** A row of the overview (and of a picker): an explicit field list, never a hash or a secret. */
export function presentUserListItem(row: ListRow): UserListItem {
  return {
    id: row.id,
    email: row.email,
    fullName: fullName(row),
    fullNameLastNameFirst: fullNameLastNameFirst(row),
    afasId: row.afasId,
    roles: row.roles,
    active: row.active,
  };
}

/** A row of the users overview: the list item and the person's educations (for the education menu). */
export function presentUserOverviewItem(row: ListRow & { educations: UserEducation[] }): UserOverviewItem {
  return {
    ...presentUserListItem(row),
    educations: row.educations.map(({ id, name, furtherEducation }) => ({ id, name, furtherEducation })),
  };
}

/** The user page's user. */
export function presentUser(row: UserRow): User {
  return {
    ...presentUserListItem(row),
    firstName: row.firstName,
    insertion: row.insertion,
    lastName: row.lastName,
    permissions: row.permissions,
    participantId: row.participantId,
    lastSync: row.lastSync?.toISOString() ?? null,
    authMethod: row.authMethod,
    created: row.createdAt.toISOString(),
  };
}
