import type { EducationStaffRole, ModuleKind, ModuleTypeCode } from '@portal/contracts';
import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
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

/** The facts of the education policy for the education that `where` selects, in one statement. */
function factsQuery(db: Db, asker: Asker, where: SQL) {
  return db
    .select({
      educationId: educations.id,
      ownerId: educations.userId,
      staffRoles: sql<EducationStaffRole[]>`coalesce((select json_agg(s.role) from ${educationStaff} s
        where s.education_id = ${educations.id} and s.user_id = ${asker.userId}), '[]'::json)`,
      impersonatedByAdmin: asker.impersonatorId
        ? sql<boolean>`exists(select 1 from ${users} u where u.id = ${asker.impersonatorId}
            and 'ROLE_ADMIN' = any(u.roles))`
        : sql<boolean>`false`,
    })
    .from(educations)
    .where(where)
    .limit(1);
}

const SESSION_TIME = (column: SQL | AnyPgColumn) => sql<string | null>`to_char(${column}, 'HH24:MI')`;

export function createEducationRepository(db: Db) {
  const catchUpSession = alias(eventSessions, 'catch_up_session');
  const catchUpAssignment = alias(assignments, 'catch_up_assignment');

  return {
    async factsOfEducation(asker: Asker, educationId: string): Promise<EducationAccessFacts | null> {
      const [row] = await factsQuery(db, asker, eq(educations.id, educationId));
      return row ?? null;
    },

    /** The facts of the education a module belongs to, with the module's id. */
    async factsOfModule(asker: Asker, moduleId: string): Promise<EducationAccessFacts | null> {
      const [row] = await factsQuery(
        db,
        asker,
        sql`${educations.id} = (select m.education_id from ${modules} m where m.id = ${moduleId})`,
      );
      return row ?? null;
    },

    async factsOfMaterial(asker: Asker, materialId: string): Promise<EducationAccessFacts | null> {
      const [row] = await factsQuery(
        db,
        asker,
        sql`${educations.id} = (select m.education_id from ${educationMaterials} m where m.id = ${materialId})`,
      );
      return row ?? null;
    },

    async education(id: string) {
      const [row] = await db
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
        .where(eq(educations.id, id));
      return row ?? null;
    },

    async staff(educationId: string) {
      return db
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
        .where(eq(educationStaff.educationId, educationId))
        .orderBy(asc(users.lastName), asc(users.firstName));
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
    ) {
      const conditions = [eq(modules.educationId, educationId)];
      if (filter.types?.length) conditions.push(inArray(modules.type, [...filter.types]));
      if (filter.kinds?.length) conditions.push(inArray(modules.moduleType, [...filter.kinds]));
      return db
        .select()
        .from(modules)
        .where(and(...conditions))
        .orderBy(asc(modules.publishedName), asc(modules.id));
    },

    async module(id: string): Promise<ModuleRow | null> {
      const [row] = await db.select().from(modules).where(eq(modules.id, id));
      return row ?? null;
    },

    async assignmentsOf(moduleIds: readonly string[]) {
      if (moduleIds.length === 0) return [];
      return db
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
        .where(inArray(assignments.moduleId, [...moduleIds]))
        .orderBy(asc(assignments.createdAt), asc(assignments.id));
    },

    async containersOf(moduleIds: readonly string[]) {
      if (moduleIds.length === 0) return [];
      return db
        .select()
        .from(assignmentContainers)
        .where(inArray(assignmentContainers.moduleId, [...moduleIds]))
        .orderBy(asc(assignmentContainers.name), asc(assignmentContainers.id));
    },

    /** Presence items with their session, and the session or assignment that catches them up. */
    async presenceOf(moduleIds: readonly string[]) {
      if (moduleIds.length === 0) return [];
      return db
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
        .where(inArray(presenceItems.moduleId, [...moduleIds]))
        .orderBy(asc(eventSessions.date), asc(eventSessions.startTime), asc(presenceItems.id));
    },

    /** Events the modules' participant is enrolled in through them. */
    async enrolledEventsOf(moduleIds: readonly string[]) {
      if (moduleIds.length === 0) return [];
      return db
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
        .where(and(inArray(enrolments.moduleId, [...moduleIds]), eq(enrolments.status, 'enrolled')))
        .orderBy(asc(events.startDate), asc(events.id));
    },

    /** The module kinds present in an education (for `practicalModules`, `epaModules` and the summary). */
    async moduleTotals(educationId: string) {
      return db
        .select({
          type: modules.type,
          moduleType: modules.moduleType,
          status: modules.status,
          finished: modules.finished,
          points: modules.points,
          internshipType: modules.internshipType,
        })
        .from(modules)
        .where(eq(modules.educationId, educationId));
    },

    async materials(educationId: string) {
      const rows = await db
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
        .where(eq(educationMaterials.educationId, educationId))
        .orderBy(
          desc(educationMaterials.createdAt),
          desc(educationMaterials.id),
          asc(educationMaterialFiles.createdAt),
          asc(files.name),
        );
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
