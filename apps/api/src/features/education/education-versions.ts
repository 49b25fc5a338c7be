import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { educationVersions } from '../../db/schema';
import { strongETag } from '../../lib/etag';
import type { EducationActor } from './education.policy';

/**
 * The ETags of the education page's calls: from the education's change counter (`education_versions`, raised by the
 * database's triggers with every write that changes these answers, in any process), the caller (their permissions
 * decide `_permissions` and whether they may look at all; a change of access changes the tag, so a 304 never goes
 * to someone who may no longer see the education) and the URL. One primary-key read.
 */
export function createEducationVersions(db: Db) {
  const read = db
    .select({ version: educationVersions.version })
    .from(educationVersions)
    .where(eq(educationVersions.educationId, sql.placeholder('id')))
    .prepare('education_version');
  return {
    /**
     * The ETag of `url`'s answer about education `educationId` for this caller, or null: an impersonation (whether
     * the impersonator is an admin is part of the answer, and rare enough not to be worth a tag).
     */
    async tag(actor: EducationActor, educationId: string, url: string): Promise<string | null> {
      if (actor.impersonatorId) return null;
      const [row] = await read.execute({ id: educationId });
      return strongETag([
        url,
        educationId,
        row?.version ?? 0,
        actor.userId,
        actor.roles.join(','),
        actor.permissions.join(','),
      ]);
    },
  };
}
export type EducationVersions = ReturnType<typeof createEducationVersions>;
