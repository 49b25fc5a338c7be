import type { InternshipType } from '@portal/contracts';
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt, fkIndex } from './_columns';
import { educationStaffRoleEnum, participantStatusEnum } from './enums';
import { files } from './files';
import { users } from './users';

/**
 * One participant's education (a programme followed by one person), synchronised from AFAS. `afasId` is the
 * programme's id in AFAS and is shared by everyone in it (news targets educations by it); one row per participant.
 */
export const educations = pgTable(
  'educations',
  {
    id: id(),
    afasId: text().notNull(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    /** Bij- en nascholing: shown as its own programme, not in the education picker. */
    furtherEducation: boolean().notNull().default(false),
    status: participantStatusEnum().notNull().default('definitely_placed'),
    cohortName: text(),
    email: text(),
    /** Part-time percentage (100 = full time). */
    fullTimePercentage: integer().notNull().default(100),
    startDate: date({ mode: 'string' }),
    electiveCourseHours: numeric({ precision: 7, scale: 2, mode: 'number' }).notNull().default(0),
    electiveCourseBudgetCents: integer().notNull().default(0),
    interruptionStartDate: date({ mode: 'string' }),
    interruptionEndDate: date({ mode: 'string' }),
    deregistrationDate: date({ mode: 'string' }),
    rgsEndDate: date({ mode: 'string' }),
    /** Required internship hours per internship type (1-11). */
    internshipHours: jsonb().$type<Partial<Record<InternshipType, number>>>().notNull().default({}),
    studyGuideUrl: text(),
    moodleCourseId: text(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('educations_user_afas_key').on(t.userId, t.afasId), index('educations_afas_idx').on(t.afasId)],
);

/** Staff of a participant's education: institute educators, practical trainers, the program assistant. */
export const educationStaff = pgTable(
  'education_staff',
  {
    educationId: uuid()
      .notNull()
      .references(() => educations.id, { onDelete: 'cascade' }),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: educationStaffRoleEnum().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.educationId, t.userId, t.role] }),
    // "My participants": a trainer's educations.
    index('education_staff_user_idx').on(t.userId, t.role),
  ],
);

/** A period of the practical training (the period table on Opleidingsgegevens). */
export const periods = pgTable(
  'periods',
  {
    id: id(),
    /** The period's id in AFAS; null for periods entered in the portal (the sync leaves those alone). */
    afasId: text(),
    educationId: uuid()
      .notNull()
      .references(() => educations.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    institution: text(),
    matchStatus: text(),
    startDate: date({ mode: 'string' }),
    endDate: date({ mode: 'string' }),
    practicalTrainerId: uuid().references(() => users.id, { onDelete: 'set null' }),
    practicalTrainerName: text(),
    remarks: text(),
    sortOrder: integer().notNull().default(0),
  },
  (t) => [
    index('periods_education_idx').on(t.educationId, t.sortOrder),
    uniqueIndex('periods_afas_id_key').on(t.afasId),
    fkIndex('periods_practical_trainer_idx', t.practicalTrainerId, { sparse: true }),
  ],
);

/** A participant's own material (Producten tab): a title with files. */
export const educationMaterials = pgTable(
  'education_materials',
  {
    id: id(),
    educationId: uuid()
      .notNull()
      .references(() => educations.id, { onDelete: 'cascade' }),
    title: text().notNull(),
    createdById: uuid().references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('education_materials_education_idx').on(t.educationId),
    fkIndex('education_materials_created_by_idx', t.createdById),
  ],
);

export const educationMaterialFiles = pgTable(
  'education_material_files',
  {
    materialId: uuid()
      .notNull()
      .references(() => educationMaterials.id, { onDelete: 'cascade' }),
    fileId: uuid()
      .notNull()
      .references(() => files.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.materialId, t.fileId] }), fkIndex('education_material_files_file_idx', t.fileId)],
);

/** The notes log on a participant's education (educators and the participant write them). */
export const notes = pgTable(
  'notes',
  {
    id: id(),
    educationId: uuid()
      .notNull()
      .references(() => educations.id, { onDelete: 'cascade' }),
    authorId: uuid().references(() => users.id, { onDelete: 'set null' }),
    message: text().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('notes_education_idx').on(t.educationId, t.createdAt), fkIndex('notes_author_idx', t.authorId)],
);

/**
 * A counter per education, raised by the triggers of migration 0023 with every committed write that changes what the
 * education page's calls answer (the education, its staff, periods, own material, modules and everything their lists
 * show, names of the people shown), whichever process, job or script wrote it. The calls' ETag is made from it, so an
 * unchanged page is answered 304 after one primary-key read. No foreign key and never deleted: a row must not
 * vanish and come back at a lower count (a deleted education's row stays, a few bytes).
 */
export const educationVersions = pgTable('education_versions', {
  educationId: uuid().primaryKey(),
  version: bigint({ mode: 'number' }).notNull(),
});
