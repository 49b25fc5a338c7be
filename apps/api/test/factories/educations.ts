// A participant's education and what belongs to it: staff, periods, materials (with files) and notes.
import { fakerNL } from '@faker-js/faker';
import type { EducationStaffRole } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import type { Db } from '../../src/db/client';
import {
  educationMaterialFiles,
  educationMaterials,
  educations,
  educationStaff,
  educationVersions,
  notes,
  periods,
} from '../../src/db/schema';
import { createFile } from './files';
import { defined, isoDate, one, sequence, uniqueAfasNumber, uniqueEmail, type Overrides, type Row } from './support';
import {
  createInstituteEducator,
  createParticipant,
  createPracticalTrainer,
  createProgramAssistant,
  type UserRow,
} from './users';

export type EducationRow = Row<typeof educations>;

const PROGRAMMES = [
  'Arts Maatschappij en Gezondheid',
  'Jeugdgezondheidszorg',
  'Arbeid en Gezondheid - Bedrijfsgeneeskunde',
  'Arbeid en Gezondheid - Verzekeringsgeneeskunde',
  'Infectieziektebestrijding',
  'Medische Milieukunde',
];

export async function getEducation(db: Db, id: string): Promise<EducationRow> {
  return one(await db.select().from(educations).where(eq(educations.id, id)), 'education');
}

/** The education, or a new one (with a new participant) when no id is given. */
export function educationFor(db: Db, id: string | undefined): Promise<EducationRow> {
  return id === undefined ? createEducation(db) : getEducation(db, id);
}

/**
 * One participant's education. `afasId` is the programme's id and is shared by everyone in it; each call makes a
 * new programme, so pass the same `afasId` to put two participants in one programme.
 */
export async function createEducation(db: Db, overrides: Overrides<typeof educations> = {}): Promise<EducationRow> {
  const values = {
    afasId: uniqueAfasNumber(),
    name: fakerNL.helpers.arrayElement(PROGRAMMES),
    cohortName: `Cohort ${2020 + (sequence() % 6)}`,
    email: uniqueEmail('opleiding'),
    startDate: isoDate(-365),
    internshipHours: { 4: 800, 5: 800 },
    ...defined(overrides),
    userId: overrides.userId ?? (await createParticipant(db)).id,
  };
  return one(await db.insert(educations).values(values).returning(), 'education');
}

/**
 * The change counter of an education (the education page's ETags). The database keeps these rows itself (the
 * triggers of migration 0023 start one with every new education): this makes an education and returns its row.
 */
export async function createEducationVersion(
  db: Db,
  overrides: { educationId?: string } = {},
): Promise<Row<typeof educationVersions>> {
  const educationId = overrides.educationId ?? (await createEducation(db)).id;
  const rows = await db.select().from(educationVersions).where(eq(educationVersions.educationId, educationId));
  return one(
    rows.length > 0 ? rows : await db.insert(educationVersions).values({ educationId, version: 1 }).returning(),
    'education version',
  );
}

const STAFF_BUILDERS: Record<EducationStaffRole, (db: Db) => Promise<UserRow>> = {
  institute_educator: createInstituteEducator,
  practical_trainer: createPracticalTrainer,
  program_assistant: createProgramAssistant,
};

/** An institute educator of a new education unless told otherwise; a missing user gets the role's user role. */
export async function createEducationStaff(
  db: Db,
  overrides: Overrides<typeof educationStaff> = {},
): Promise<Row<typeof educationStaff>> {
  const role = overrides.role ?? 'institute_educator';
  const values = {
    educationId: overrides.educationId ?? (await createEducation(db)).id,
    userId: overrides.userId ?? (await STAFF_BUILDERS[role](db)).id,
    role,
  };
  return one(await db.insert(educationStaff).values(values).returning(), 'education staff');
}

export async function createPeriod(db: Db, overrides: Overrides<typeof periods> = {}): Promise<Row<typeof periods>> {
  const n = sequence();
  const values = {
    name: `Opleidingsperiode ${n}`,
    institution: fakerNL.company.name(),
    startDate: isoDate(-180),
    endDate: isoDate(180),
    sortOrder: n,
    ...defined(overrides),
    educationId: overrides.educationId ?? (await createEducation(db)).id,
  };
  return one(await db.insert(periods).values(values).returning(), 'period');
}

/** Material of the participant, who also made it (the Producten tab is theirs). */
export async function createEducationMaterial(
  db: Db,
  overrides: Overrides<typeof educationMaterials> = {},
): Promise<Row<typeof educationMaterials>> {
  const education = await educationFor(db, overrides.educationId);
  const values = {
    title: `Product ${sequence()}`,
    ...defined(overrides),
    educationId: education.id,
    createdById: overrides.createdById === undefined ? education.userId : overrides.createdById,
  };
  return one(await db.insert(educationMaterials).values(values).returning(), 'education material');
}

export async function createEducationMaterialFile(
  db: Db,
  overrides: Overrides<typeof educationMaterialFiles> = {},
): Promise<Row<typeof educationMaterialFiles>> {
  const values = {
    ...defined(overrides),
    materialId: overrides.materialId ?? (await createEducationMaterial(db)).id,
    fileId: overrides.fileId ?? (await createFile(db, { context: 'material' })).id,
  };
  return one(await db.insert(educationMaterialFiles).values(values).returning(), 'education material file');
}

/** A note the participant wrote on their own education unless another author is given. */
export async function createNote(db: Db, overrides: Overrides<typeof notes> = {}): Promise<Row<typeof notes>> {
  const education = await educationFor(db, overrides.educationId);
  const values = {
    message: fakerNL.lorem.sentence(),
    ...defined(overrides),
    educationId: education.id,
    authorId: overrides.authorId === undefined ? education.userId : overrides.authorId,
  };
  return one(await db.insert(notes).values(values).returning(), 'note');
}
