// Modules of a participant's education and the assignment containers inside practical modules.
import type { ModuleKind, ModuleTypeCode } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import type { Db } from '../../src/db/client';
import { assignmentContainers, modules } from '../../src/db/schema';
import { createEducation } from './educations';
import { defined, isoDate, one, sequence, uniqueAfasNumber, uniqueName, type Overrides, type Row } from './support';

export type ModuleRow = Row<typeof modules>;

/** Which screen shows a module of each AFAS type code (spec 2 §9), so a module made by type is consistent. */
export const MODULE_KIND_BY_TYPE: Record<ModuleTypeCode, ModuleKind> = {
  IO: 'education',
  IKO: 'education',
  EKO: 'education',
  PRK: 'practical',
  STA: 'practical',
  EPA: 'epa',
  AANVRAAG: 'request',
  BEG: 'guidance',
};

export async function getModule(db: Db, id: string): Promise<ModuleRow> {
  return one(await db.select().from(modules).where(eq(modules.id, id)), 'module');
}

export interface ModuleOptions extends Overrides<typeof modules> {
  /** Without `educationId`: the participant whose new education the module joins. */
  userId?: string;
}

/**
 * A practical module (PRK) in a new education unless told otherwise; `moduleType` follows `type`. No form unless
 * given (`createAssignment` adds one). Its `moduleCode` is new, so events for it are made with the same code.
 */
export async function createModule(db: Db, options: ModuleOptions = {}): Promise<ModuleRow> {
  const { userId, ...overrides } = options;
  const type = overrides.type ?? 'PRK';
  const values = {
    afasId: uniqueAfasNumber(),
    moduleCode: uniqueName('MOD'),
    publishedName: `Module ${sequence()}`,
    moduleType: MODULE_KIND_BY_TYPE[type],
    status: 'definitely_placed' as const,
    startDate: isoDate(-90),
    endDate: isoDate(270),
    ...defined(overrides),
    type,
    educationId: overrides.educationId ?? (await createEducation(db, { userId })).id,
  };
  return one(await db.insert(modules).values(values).returning(), 'module');
}

export async function createAssignmentContainer(
  db: Db,
  overrides: Overrides<typeof assignmentContainers> = {},
): Promise<Row<typeof assignmentContainers>> {
  const values = {
    afasId: uniqueAfasNumber(),
    name: `KPB ${sequence()}`,
    requiredNumberOfAssignments: 2,
    ...defined(overrides),
    moduleId: overrides.moduleId ?? (await createModule(db)).id,
  };
  return one(await db.insert(assignmentContainers).values(values).returning(), 'assignment container');
}
