import type { EducationStaffRole, ModuleKind, ModuleTypeCode } from '@portal/contracts';
import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import {
  assignmentContainers,
  assignments,
  educationMaterialFiles,
  educationMaterials,
  educations,
  educationStaff,
  enrolments,
  events,
  eventSessions,
  files,
  forms,
  modules,
  periods,
  presenceItems,
  users,
} from '../../db/schema';
import type { EducationAccessFacts } from './education.policy';

export type EducationRow = typeof educations.$inferSelect;
export type ModuleRow = typeof modules.$inferSelect;

/** Who asks: the user and the admin impersonating them (if any). */
export interface Asker {
  userId: string;
  impersonatorId?: string | null;
}

/**
 * The facts of the education policy for the education that `where` selects, in one statement: the participant, the
 * caller's links as staff, and whether the impersonator (if any) is an admin.
 */
function factsQuery(db: Db, where: SQL) {
  return db
    .select({
      educationId: educations.id,
      ownerId: educations.userId,
      staffRoles: sql<EducationStaffRole[]>`coalesce((select json_agg(s.role) from ${educationStaff} s
        where s.education_id = ${educations.id} and s.user_id = ${sql.placeholder('userId')}::uuid), '[]'::json)`,
      impersonatedByAdmin: sql<boolean>`exists(select 1 from ${users} u
        where u.id = ${sql.placeholder('impersonatorId')}::uuid and 'ROLE_ADMIN' = any(u.roles))`,
    })
    .from(educations)
    .where(where)
    .limit(1);
}

const SESSION_TIME = (column: SQL | AnyPgColumn) => sql<string | null>`to_char(${column}, 'HH24:MI')`;
const EDUCATION_ID = sql.placeholder('educationId');
/** The modules of the education of the placeholder `educationId` (child rows are read per education). */
const modulesOfEducation = sql`(select m.id from ${modules} m where m.education_id = ${EDUCATION_ID}::uuid)`;

/**
 * Reads of the education area. The calls of the education page are named prepared statements keyed by the
 * education (planning cost more than running them: 6 ms against 0.4 ms for the presence items on the scale set), and
 * read every module's children of the education at once; callers keep the modules they show.
 */
export function createEducationRepository(db: Db) {
  const catchUpSession = alias(eventSessions, 'catch_up_session');
  const catchUpAssignment = alias(assignments, 'catch_up_assignment');
  const asked = (asker: Asker) => ({ userId: asker.userId, impersonatorId: asker.impersonatorId ?? null });

  const factsByEducation = factsQuery(db, eq(educations.id, sql.placeholder('id'))).prepare('education_facts');
  const factsByModule = factsQuery(
    db,
    sql`${educations.id} = (select m.education_id from ${modules} m where m.id = ${sql.placeholder('id')}::uuid)`,
  ).prepare('education_facts_by_module');
  const factsByMaterial = factsQuery(
    db,
    sql`${educations.id} = (select m.education_id from ${educationMaterials} m where m.id = ${sql.placeholder('id')}::uuid)`,
  ).prepare('education_facts_by_material');

  const modulesStatement = db
    .select()
    .from(modules)
    .where(eq(modules.educationId, EDUCATION_ID))
    .orderBy(asc(modules.publishedName), asc(modules.id))
    .prepare('education_modules');

  const assignmentsStatement = db
    .select({
      id: assignments.id,
      moduleId: assignments.moduleId,
      containerId: assignments.containerId,
      name: assignments.name,
      state: assignments.state,
      draft: assignments.draft,
      notAssigned: assignments.notAssigned,
      assignedLevel: assignments.assignedLevel,
      requestedLevel: assignments.requestedLevel,
      deliveryDate: assignments.deliveryDate,
      createdAt: assignments.createdAt,
    })
    .from(assignments)
    .where(sql`${assignments.moduleId} in ${modulesOfEducation}`)
    .orderBy(asc(assignments.createdAt), asc(assignments.id))
    .prepare('education_module_assignments');

  const containersStatement = db
    .select()
    .from(assignmentContainers)
    .where(sql`${assignmentContainers.moduleId} in ${modulesOfEducation}`)
    .orderBy(asc(assignmentContainers.name), asc(assignmentContainers.id))
    .prepare('education_module_containers');

  const presenceStatement = db
    .select({
      id: presenceItems.id,
      moduleId: presenceItems.moduleId,
      sessionId: presenceItems.sessionId,
      sessionName: eventSessions.title,
      sessionDate: eventSessions.date,
      sessionStartTime: SESSION_TIME(eventSessions.startTime),
      sessionEndTime: SESSION_TIME(eventSessions.endTime),
      present: presenceItems.present,
      catchingUpEventId: presenceItems.catchingUpEventId,
      catchingUpPresenceItemId: presenceItems.catchingUpPresenceItemId,
      catchingUpSessionName: catchUpSession.title,
      catchingUpSessionDate: catchUpSession.date,
      catchingUpSessionStartTime: SESSION_TIME(sql`${catchUpSession.startTime}`),
      catchingUpSessionEndTime: SESSION_TIME(sql`${catchUpSession.endTime}`),
      catchingUpAssignmentId: presenceItems.catchingUpAssignmentId,
      catchingUpAssignmentName: catchUpAssignment.name,
      compensationProcessedAt: presenceItems.compensationProcessedAt,
    })
    .from(presenceItems)
    .innerJoin(eventSessions, eq(eventSessions.id, presenceItems.sessionId))
    .leftJoin(catchUpSession, eq(catchUpSession.id, presenceItems.catchingUpSessionId))
    .leftJoin(catchUpAssignment, eq(catchUpAssignment.id, presenceItems.catchingUpAssignmentId))
    .where(sql`${presenceItems.moduleId} in ${modulesOfEducation}`)
    .orderBy(asc(eventSessions.date), asc(eventSessions.startTime), asc(presenceItems.id))
    .prepare('education_module_presence');

  const enrolledStatement = db
    .select({
      moduleId: enrolments.moduleId,
      id: events.id,
      name: events.name,
      startDate: events.startDate,
      workshops: events.workshops,
      workshopsEditableUntil: events.workshopsEditableUntil,
      moodleCourseId: events.moodleCourseId,
    })
    .from(enrolments)
    .innerJoin(events, eq(events.id, enrolments.eventId))
    .where(and(sql`${enrolments.moduleId} in ${modulesOfEducation}`, eq(enrolments.status, 'enrolled')))
    .orderBy(asc(events.startDate), asc(events.id))
    .prepare('education_module_events');

  const educationStatement = db
    .select({
      education: educations,
      user: {
        id: users.id,
        firstName: users.firstName,
        insertion: users.insertion,
        lastName: users.lastName,
        email: users.email,
      },
    })
    .from(educations)
    .innerJoin(users, eq(users.id, educations.userId))
    .where(eq(educations.id, sql.placeholder('id')))
    .prepare('education_by_id');

  const staffStatement = db
    .select({
      id: users.id,
      role: educationStaff.role,
      firstName: users.firstName,
      insertion: users.insertion,
      lastName: users.lastName,
      email: users.email,
    })
    .from(educationStaff)
    .innerJoin(users, eq(users.id, educationStaff.userId))
    .where(eq(educationStaff.educationId, EDUCATION_ID))
    .orderBy(asc(users.lastName), asc(users.firstName))
    .prepare('education_staff_list');

  const materialsStatement = db
    .select({
      id: educationMaterials.id,
      title: educationMaterials.title,
      createdAt: educationMaterials.createdAt,
      fileId: files.id,
      fileName: files.name,
      mimeType: files.mimeType,
      size: files.size,
      fileCreatedAt: educationMaterialFiles.createdAt,
    })
    .from(educationMaterials)
    .leftJoin(educationMaterialFiles, eq(educationMaterialFiles.materialId, educationMaterials.id))
    .leftJoin(files, eq(files.id, educationMaterialFiles.fileId))
    .where(eq(educationMaterials.educationId, EDUCATION_ID))
    .orderBy(
      desc(educationMaterials.createdAt),
      desc(educationMaterials.id),
      asc(educationMaterialFiles.createdAt),
      asc(files.name),
    )
    .prepare('education_materials_list');

  return {
    async factsOfEducation(asker: Asker, educationId: string): Promise<EducationAccessFacts | null> {
      const [row] = await factsByEducation.execute({ ...asked(asker), id: educationId });
      return row ?? null;
    },

    /** The facts of the education a module belongs to. */
    async factsOfModule(asker: Asker, moduleId: string): Promise<EducationAccessFacts | null> {
      const [row] = await factsByModule.execute({ ...asked(asker), id: moduleId });
      return row ?? null;
    },

    async factsOfMaterial(asker: Asker, materialId: string): Promise<EducationAccessFacts | null> {
      const [row] = await factsByMaterial.execute({ ...asked(asker), id: materialId });
      return row ?? null;
    },

    async education(id: string) {
      const [row] = await educationStatement.execute({ id });
      return row ?? null;
    },

    async staff(educationId: string) {
      return staffStatement.execute({ educationId });
    },

    async periods(educationId: string) {
      return db
        .select({
          id: periods.id,
          name: periods.name,
          institution: periods.institution,
          matchStatus: periods.matchStatus,
          startDate: periods.startDate,
          endDate: periods.endDate,
          remarks: periods.remarks,
          practicalTrainerName: periods.practicalTrainerName,
          trainerFirstName: users.firstName,
          trainerInsertion: users.insertion,
          trainerLastName: users.lastName,
        })
        .from(periods)
        .leftJoin(users, eq(users.id, periods.practicalTrainerId))
        .where(eq(periods.educationId, educationId))
        .orderBy(asc(periods.sortOrder), asc(periods.startDate), asc(periods.id));
    },

    /** Modules of an education, by type codes and/or kinds (all when neither is given), ordered by name. */
    async modules(
      educationId: string,
      filter: { types?: readonly ModuleTypeCode[]; kinds?: readonly ModuleKind[] } = {},
    ): Promise<ModuleRow[]> {
      const rows = await modulesStatement.execute({ educationId });
      return rows.filter(
        (m) =>
          (!filter.types?.length || filter.types.includes(m.type)) &&
          (!filter.kinds?.length || filter.kinds.includes(m.moduleType)),
      );
    },

    async module(id: string): Promise<ModuleRow | null> {
      const [row] = await db.select().from(modules).where(eq(modules.id, id));
      return row ?? null;
    },

    /** Assignments, containers, presence items and registrations of every module of the education. */
    async moduleChildren(educationId: string) {
      const [assignmentRows, containerRows, presenceRows, eventRows] = await Promise.all([
        assignmentsStatement.execute({ educationId }),
        containersStatement.execute({ educationId }),
        presenceStatement.execute({ educationId }),
        enrolledStatement.execute({ educationId }),
      ]);
      return { assignmentRows, containerRows, presenceRows, eventRows };
    },

    async materials(educationId: string) {
      const rows = await materialsStatement.execute({ educationId });
      const byId = new Map<
        string,
        {
          id: string;
          title: string;
          created: string;
          files: { id: string; name: string; mimeType: string; size: number; created: string }[];
        }
      >();
      for (const row of rows) {
        let material = byId.get(row.id);
        if (!material) {
          material = { id: row.id, title: row.title, created: row.createdAt.toISOString(), files: [] };
          byId.set(row.id, material);
        }
        if (row.fileId && row.fileName && row.mimeType && row.fileCreatedAt) {
          material.files.push({
            id: row.fileId,
            name: row.fileName,
            mimeType: row.mimeType,
            size: Number(row.size),
            created: row.fileCreatedAt.toISOString(),
          });
        }
      }
      return [...byId.values()];
    },

    async form(id: string) {
      const [row] = await db
        .select({ id: forms.id, title: forms.title, description: forms.description, version: forms.version })
        .from(forms)
        .where(eq(forms.id, id));
      return row ?? null;
    },
  };
}
export type EducationRepository = ReturnType<typeof createEducationRepository>;
