import { boolean, date, index, integer, numeric, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt, fkIndex } from './_columns';
import { educations } from './educations';
import { moduleKindEnum, moduleStatusEnum, moduleTypeCodeEnum } from './enums';
import { forms } from './forms';

/**
 * A module of one participant's education (AFAS course membership): its type, placement status, levels (EPA),
 * points and the assignments made in it. `moduleCode` is the catalogue module; events of the same code are the
 * executions a participant can register for.
 */
export const modules = pgTable(
  'modules',
  {
    id: id(),
    afasId: text(),
    educationId: uuid()
      .notNull()
      .references(() => educations.id, { onDelete: 'cascade' }),
    /** The catalogue module in AFAS (spec: moduleId). */
    moduleCode: text().notNull(),
    type: moduleTypeCodeEnum().notNull(),
    moduleType: moduleKindEnum().notNull(),
    publishedName: text().notNull(),
    status: moduleStatusEnum(),
    finished: boolean().notNull().default(false),
    currentLevel: integer(),
    minLevel: integer(),
    maxLevel: integer(),
    /** Points earned (further education, elective education). */
    points: numeric({ precision: 7, scale: 2, mode: 'number' }),
    minimumAssignments: integer().notNull().default(0),
    internshipType: integer(),
    eventRegistrationAllowed: boolean().notNull().default(false),
    elearning: boolean().notNull().default(false),
    moodleCourseId: text(),
    /** The form used to create assignments or requests in this module. */
    formId: uuid().references(() => forms.id, { onDelete: 'set null' }),
    startDate: date({ mode: 'string' }),
    endDate: date({ mode: 'string' }),
    contactHours: numeric({ precision: 7, scale: 2, mode: 'number' }),
    educatorName: text(),
    programAssistantName: text(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('modules_afas_id_key').on(t.afasId),
    index('modules_education_idx').on(t.educationId, t.type),
    index('modules_code_idx').on(t.moduleCode),
    fkIndex('modules_form_idx', t.formId, { sparse: true }),
  ],
);

/** A slot for assignments of one kind inside a practical module (e.g. "KPB" with a required number). */
export const assignmentContainers = pgTable(
  'assignment_containers',
  {
    id: id(),
    afasId: text(),
    moduleId: uuid()
      .notNull()
      .references(() => modules.id, { onDelete: 'cascade' }),
    blueprintId: text(),
    name: text().notNull(),
    formId: uuid().references(() => forms.id, { onDelete: 'set null' }),
    status: text(),
    requiredNumberOfAssignments: integer().notNull().default(0),
  },
  (t) => [
    uniqueIndex('assignment_containers_afas_id_key').on(t.afasId),
    index('assignment_containers_module_idx').on(t.moduleId),
    fkIndex('assignment_containers_form_idx', t.formId, { sparse: true }),
  ],
);
