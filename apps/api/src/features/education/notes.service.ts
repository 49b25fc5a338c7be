import type { Note } from '@portal/contracts';
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { notes, users } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { fullName } from '../../lib/names';
import { isAdmin, type EducationActor } from './education.policy';
import type { EducationService } from './education.service';

/**
 * The notes log on an education (spec 2 portfolio dialog): everyone who may view the education reads and adds
 * notes (the participant and the staff following them keep it together); a note is deleted by its author or an admin.
 */
export function createNotesService({ db, education }: { db: Db; education: EducationService }) {
  const canDelete = (actor: EducationActor, authorId: string | null) => isAdmin(actor) || authorId === actor.userId;

  async function list(actor: EducationActor, educationId: string, only?: string): Promise<Note[]> {
    const rows = await db
      .select({
        id: notes.id,
        message: notes.message,
        createdAt: notes.createdAt,
        authorId: notes.authorId,
        firstName: users.firstName,
        insertion: users.insertion,
        lastName: users.lastName,
      })
      .from(notes)
      .leftJoin(users, eq(users.id, notes.authorId))
      .where(only ? and(eq(notes.educationId, educationId), eq(notes.id, only)) : eq(notes.educationId, educationId))
      .orderBy(desc(notes.createdAt), desc(notes.id));
    return rows.map((r) => ({
      id: r.id,
      message: r.message,
      created: r.createdAt.toISOString(),
      author:
        r.authorId && r.firstName && r.lastName
          ? {
              id: r.authorId,
              fullName: fullName({ firstName: r.firstName, insertion: r.insertion, lastName: r.lastName }),
            }
          : null,
      deletable: canDelete(actor, r.authorId),
    }));
  }

  return {
    async list(actor: EducationActor, educationId: string) {
      await education.authorizeEducation(actor, 'view', educationId);
      const items = await list(actor, educationId);
      return { items, totalItems: items.length };
    },
    async add(actor: EducationActor, educationId: string, message: string) {
      await education.authorizeEducation(actor, 'view', educationId);
      // An admin acting as someone writes as that user (the session's user), as everything else they do.
      const [row] = await db
        .insert(notes)
        .values({ educationId, message, authorId: actor.userId })
        .returning({ id: notes.id });
      const [note] = await list(actor, educationId, row!.id);
      return note!;
    },
    async remove(actor: EducationActor, educationId: string, noteId: string) {
      await education.authorizeEducation(actor, 'view', educationId);
      const [row] = await db
        .select({ authorId: notes.authorId })
        .from(notes)
        .where(and(eq(notes.id, noteId), eq(notes.educationId, educationId)));
      if (!row) throw AppError.notFound();
      if (!canDelete(actor, row.authorId)) throw AppError.forbidden();
      await db.delete(notes).where(eq(notes.id, noteId));
    },
  };
}
export type NotesService = ReturnType<typeof createNotesService>;
