// The factories on a real database: a factory for every table, valid rows with their parents, unique values on
// every call, parents that agree with each other, and the schema's on-delete rules (cascade, set null, restrict).
import { count, eq, getTableName, inArray, is, type SQL } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { FORM_FIELD_TYPES } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Database, Db } from '../src/db/client';
import * as schema from '../src/db/schema';
import { verifyPassword } from '../src/lib/password';
import { openTestDatabase } from './databases';
import * as f from './factories';

let database: Database;
let db: Db;
beforeAll(async () => {
  database = await openTestDatabase(inject('testDatabase'));
  db = database.db;
});
afterAll(async () => {
  await database.close();
});

/** Every table of the schema, by its SQL name. */
const TABLES = new Map(
  (Object.values(schema) as unknown[])
    .filter((value): value is PgTable => is(value, PgTable))
    .map((table) => [getTableName(table), table]),
);

/** One factory per table: the one a test reaches for first. */
const FACTORIES: Record<string, (db: Db) => Promise<object>> = {
  app_settings: f.createAppSetting,
  files: f.createFile,
  file_reads: f.createFileRead,
  specialisations: f.createSpecialisation,
  users: f.createUser,
  sessions: f.createSession,
  auth_throttle: f.createAuthThrottle,
  user_tokens: f.createUserToken,
  audit_events: f.createAuditEvent,
  api_keys: f.createApiKey,
  educations: f.createEducation,
  education_staff: f.createEducationStaff,
  education_versions: f.createEducationVersion,
  periods: f.createPeriod,
  education_materials: f.createEducationMaterial,
  education_material_files: f.createEducationMaterialFile,
  notes: f.createNote,
  forms: f.createForm,
  form_categories: f.createFormCategory,
  form_category_links: f.createFormCategoryLink,
  form_fields: f.createFormField,
  form_field_options: f.createFormFieldOption,
  form_attachments: f.createFormAttachment,
  form_versions: f.createFormVersion,
  evaluation_options: f.createEvaluationOption,
  form_evaluation_options: f.createFormEvaluationOption,
  modules: f.createModule,
  assignment_containers: f.createAssignmentContainer,
  assignments: f.createAssignment,
  assignment_evaluators: f.createAssignmentEvaluator,
  assignment_versions: f.createAssignmentVersion,
  evaluations: f.createEvaluation,
  evaluation_drafts: f.createEvaluationDraft,
  access_tokens: f.createAccessToken,
  contributor_sessions: f.createContributorSession,
  entries: f.createEntry,
  entry_values: f.createEntryValue,
  entry_value_options: f.createEntryValueOption,
  entry_value_files: f.createEntryValueFile,
  entry_value_assignments: f.createEntryValueAssignment,
  messages: f.createMessage,
  events: f.createEvent,
  event_staff: f.createEventStaff,
  event_sessions: f.createEventSession,
  enrolments: f.createEnrolment,
  workshop_registrations: f.createWorkshopRegistration,
  presence_items: f.createPresenceItem,
  certificates: f.createCertificate,
  calendar_feeds: f.createCalendarFeed,
  schedule_versions: f.createScheduleVersion,
  notifications: f.createNotification,
  news_items: f.createNewsItem,
  news_educations: f.createNewsEducation,
  news_events: f.createNewsEvent,
  news_files: f.createNewsFile,
  news_reads: f.createNewsRead,
  faq_categories: f.createFaqCategory,
  faq_items: f.createFaqItem,
  faq_item_files: f.createFaqItemFile,
  sync_issues: f.createSyncIssue,
  user_merges: f.createUserMerge,
  personal_data_exports: f.createPersonalDataExport,
  mail_outbox: f.createMail,
  user_mailings: f.createUserMailing,
};

async function rowCount(name: string): Promise<number> {
  const table = TABLES.get(name);
  if (!table) throw new Error(`no table ${name}`);
  const [row] = await db.select({ n: count() }).from(table);
  return Number(row?.n);
}

/** The PostgreSQL error code behind a failed query (drizzle wraps the driver's error in `cause`). */
function pgCode(error: unknown): string | undefined {
  let e = error;
  while (typeof e === 'object' && e !== null) {
    const { code, cause } = e as { code?: unknown; cause?: unknown };
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    e = cause;
  }
  return undefined;
}

/**
 * `onDelete: 'restrict'` refuses with foreign_key_violation (23503) on PostgreSQL 15 but with restrict_violation
 * (23001) from PostgreSQL 18 on, which PGlite embeds.
 */
async function expectRestrictViolation(action: Promise<unknown>): Promise<void> {
  const error = await action.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error, 'the delete should have been refused').toBeDefined();
  expect(['23503', '23001']).toContain(pgCode(error));
}

describe('factories', () => {
  it('cover every table of the schema', () => {
    expect(Object.keys(FACTORIES).sort()).toEqual([...TABLES.keys()].sort());
  });

  it.each(Object.entries(FACTORIES))('%s: two concurrent calls insert two valid rows', async (name, create) => {
    const before = await rowCount(name);
    const [a, b] = await Promise.all([create(db), create(db)]);
    expect(a).not.toEqual(b);
    expect(await rowCount(name)).toBe(before + 2);
  });

  it('many users at once never collide on e-mail or AFAS id', async () => {
    const made = await Promise.all(Array.from({ length: 25 }, () => f.createParticipant(db)));
    expect(new Set(made.map((u) => u.email.toLowerCase())).size).toBe(25);
    expect(new Set(made.map((u) => u.afasId)).size).toBe(25);
    expect(made.every((u) => u.afasId?.length === 7)).toBe(true);
  });

  it('users: no password unless given, then an argon2id hash; roles, permissions and builders', async () => {
    const plain = await f.createUser(db);
    expect(plain).toMatchObject({ passwordHash: null, roles: [], permissions: [], active: true });
    const withPassword = await f.createUser(db, { password: 'Geheim-wachtwoord-1', role: 'ROLE_TEACHER' });
    expect(withPassword.passwordHash).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(withPassword.passwordHash ?? '', 'Geheim-wachtwoord-1')).toBe(true);
    expect(withPassword.roles).toEqual(['ROLE_TEACHER']);
    expect((await f.createParticipant(db, { role: 'ROLE_TEACHER' })).roles).toEqual([
      'ROLE_PARTICIPANT',
      'ROLE_TEACHER',
    ]);
    const assistant = await f.createProgramAssistant(db, { permissions: ['MANAGE_NEWS'] });
    expect(assistant).toMatchObject({ roles: ['ROLE_PROGRAM_ASSISTANT'], permissions: ['MANAGE_NEWS'] });
    expect((await f.createAdmin(db)).roles).toEqual(['ROLE_ADMIN']);
    expect((await f.createParticipant(db)).roles).toEqual(['ROLE_PARTICIPANT']);
  });

  it('secrets given to session and token factories are stored hashed', async () => {
    const session = await f.createSession(db, { secret: 'cookie-secret' });
    expect(session.id).toBe(f.sha256Hex('cookie-secret'));
    const key = await f.createApiKey(db, { key: 'api-key-secret' });
    expect(key.tokenHash).toBe(f.sha256Hex('api-key-secret'));
  });

  it('a form with every field type: metadata per type, options for choicelist and likert', async () => {
    const { form, fields } = await f.createFormWithAllFieldTypes(db);
    expect(Object.keys(fields)).toEqual([...FORM_FIELD_TYPES]);
    for (const type of FORM_FIELD_TYPES) {
      expect(fields[type].field).toMatchObject({ formId: form.id, type, metadata: f.fieldMetadata(type) });
    }
    expect(fields.choicelist.options).toHaveLength(3);
    expect(fields.likert.options.map((o) => o.label)).toContain('field_2_2');
    expect(fields.text.options).toEqual([]);
  });
});

describe('factories build parents that agree with each other', () => {
  it('an assignment: owner, education, module and form belong together', async () => {
    const assignment = await f.createAssignment(db);
    const module = await f.getModule(db, assignment.moduleId);
    const education = await f.getEducation(db, assignment.educationId);
    expect(module.educationId).toBe(education.id);
    expect(education.userId).toBe(assignment.userId);
    expect(module.formId).toBe(assignment.formId);

    const another = await f.createAssignment(db, { moduleId: module.id, state: 'in_review' });
    expect(another).toMatchObject({ userId: assignment.userId, educationId: education.id, formId: module.formId });
    expect(another).toMatchObject({ draft: false, submittedAt: expect.any(Date) });
  });

  it('entry values sit on a field of the entry’s form; options on the value’s field', async () => {
    const entry = await f.createEntry(db);
    const value = await f.createEntryValue(db, { entryId: entry.id, fieldType: 'number' });
    const field = await f.getFormField(db, value.fieldId);
    expect(field).toMatchObject({ formId: entry.formId, type: 'number' });
    expect(value.value).toBe(7);

    const chosen = await f.createEntryValueOption(db);
    const [option] = await db
      .select()
      .from(schema.formFieldOptions)
      .where(eq(schema.formFieldOptions.id, chosen.optionId));
    const [chosenValue] = await db
      .select()
      .from(schema.entryValues)
      .where(eq(schema.entryValues.id, chosen.entryValueId));
    expect(option?.fieldId).toBe(chosenValue?.fieldId);
  });

  it('a linked product assignment belongs to the same participant', async () => {
    const link = await f.createEntryValueAssignment(db);
    const linked = await f.getAssignment(db, link.assignmentId);
    const [value] = await db.select().from(schema.entryValues).where(eq(schema.entryValues.id, link.entryValueId));
    const [entry] = await db
      .select()
      .from(schema.entries)
      .where(eq(schema.entries.id, value?.entryId ?? ''));
    expect((await f.getAssignment(db, entry?.assignmentId ?? '')).userId).toBe(linked.userId);
  });

  it('enrolments, workshops and presence use a module of the event’s code and its participant', async () => {
    const enrolment = await f.createEnrolment(db);
    const module = await f.getModule(db, enrolment.moduleId);
    const [event] = await db.select().from(schema.events).where(eq(schema.events.id, enrolment.eventId));
    expect(module.moduleCode).toBe(event?.moduleCode);
    expect((await f.getEducation(db, module.educationId)).userId).toBe(enrolment.userId);

    const registration = await f.createWorkshopRegistration(db, { enrolmentId: enrolment.id });
    const [session] = await db
      .select()
      .from(schema.eventSessions)
      .where(eq(schema.eventSessions.id, registration.sessionId));
    expect(session).toMatchObject({ eventId: enrolment.eventId, workshop: true });
    expect(registration.userId).toBe(enrolment.userId);

    const presence = await f.createPresenceItem(db, { moduleId: module.id, sessionId: registration.sessionId });
    expect(presence.userId).toBe(enrolment.userId);
  });
});

async function countWhere(table: PgTable, where: SQL | undefined): Promise<number> {
  const [row] = await db.select({ n: count() }).from(table).where(where);
  return Number(row?.n);
}

async function expectGone(table: PgTable, where: SQL): Promise<void> {
  expect(await countWhere(table, where)).toBe(0);
}

describe("a full graph and the schema's on-delete rules", () => {
  it("builds a participant's assignment in review with an entry answering every field type", async () => {
    const g = await f.createAssignmentGraph(db);
    const values = await db.select().from(schema.entryValues).where(eq(schema.entryValues.entryId, g.entry.id));
    expect(values).toHaveLength(FORM_FIELD_TYPES.length);
    const ids = values.map((v) => v.id);
    expect(await countWhere(schema.entryValueOptions, inArray(schema.entryValueOptions.entryValueId, ids))).toBe(2);
    expect(await countWhere(schema.entryValueFiles, inArray(schema.entryValueFiles.entryValueId, ids))).toBe(1);
    expect((await f.getAssignment(db, g.product.assignmentId)).userId).toBe(g.participant.id);
    expect(g.assignment).toMatchObject({ userId: g.participant.id, formId: g.form.id, state: 'in_review' });
    expect(g.evaluation.evaluatorId).toBe(g.evaluator.id);
  });

  it('deleting a participant cascades to their education, assignments and everything in them', async () => {
    const g = await f.createAssignmentGraph(db);
    const { id } = g.participant;
    // Two: the one in review and the product it links to.
    expect(await countWhere(schema.assignments, eq(schema.assignments.userId, id))).toBe(2);
    await db.delete(schema.users).where(eq(schema.users.id, id));

    await expectGone(schema.educations, eq(schema.educations.userId, id));
    await expectGone(schema.assignments, eq(schema.assignments.userId, id));
    await expectGone(schema.entries, eq(schema.entries.id, g.entry.id));
    await expectGone(schema.entryValues, eq(schema.entryValues.entryId, g.entry.id));
    await expectGone(schema.evaluations, eq(schema.evaluations.id, g.evaluation.id));
    await expectGone(schema.accessTokens, eq(schema.accessTokens.id, g.accessToken.id));
    await expectGone(schema.messages, eq(schema.messages.assignmentId, g.assignment.id));
    await expectGone(schema.sessions, eq(schema.sessions.userId, id));
    await expectGone(schema.notifications, eq(schema.notifications.userId, id));
    await expectGone(schema.entryValueFiles, eq(schema.entryValueFiles.fileId, g.upload.id));

    // What others still need stays, without the author.
    const [news] = await db.select().from(schema.newsItems).where(eq(schema.newsItems.id, g.news.id));
    expect(news?.authorId).toBeNull();
    const [form] = await db.select().from(schema.forms).where(eq(schema.forms.id, g.form.id));
    expect(form?.createdById).toBeNull();
    const [upload] = await db.select().from(schema.files).where(eq(schema.files.id, g.upload.id));
    expect(upload?.uploadedById).toBeNull();
    const [mail] = await db.select().from(schema.mailOutbox).where(eq(schema.mailOutbox.id, g.mail.id));
    expect(mail?.userId).toBeNull();
    expect(await countWhere(schema.users, eq(schema.users.id, g.evaluator.id))).toBe(1);

    // With its assignments gone the form is no longer "Gekoppeld" and may go.
    await db.delete(schema.forms).where(eq(schema.forms.id, g.form.id));
    await expectGone(schema.formFields, eq(schema.formFields.formId, g.form.id));
  });

  it('restrict: a form with assignments or entries, an answered field and a FAQ category with items stay', async () => {
    const g = await f.createAssignmentGraph(db);
    await expectRestrictViolation(db.delete(schema.forms).where(eq(schema.forms.id, g.form.id)));
    const answered = g.fields.text.field.id;
    await expectRestrictViolation(db.delete(schema.formFields).where(eq(schema.formFields.id, answered)));

    // An entry on an older form keeps that form even when no assignment uses it any more.
    const oldForm = await f.createForm(db);
    await f.createEntry(db, { assignmentId: g.assignment.id, formId: oldForm.id });
    await expectRestrictViolation(db.delete(schema.forms).where(eq(schema.forms.id, oldForm.id)));

    const item = await f.createFaqItem(db);
    const category = eq(schema.faqCategories.id, item.categoryId);
    await expectRestrictViolation(db.delete(schema.faqCategories).where(category));
    await db.delete(schema.faqItems).where(eq(schema.faqItems.id, item.id));
    await db.delete(schema.faqCategories).where(category);
  });

  it('set null: the evaluator, a file, an unused form, a valuation option, an access token go; the rows stay', async () => {
    const g = await f.createAssignmentGraph(db);
    await db.delete(schema.users).where(eq(schema.users.id, g.evaluator.id));
    const [evaluation] = await db.select().from(schema.evaluations).where(eq(schema.evaluations.id, g.evaluation.id));
    expect(evaluation?.evaluatorId).toBeNull();
    const evaluators = eq(schema.assignmentEvaluators.assignmentId, g.assignment.id);
    await expectGone(schema.assignmentEvaluators, evaluators);

    const image = await f.createFile(db, { context: 'news' });
    const user = await f.createUser(db, { avatarFileId: image.id });
    const news = await f.createNewsItem(db, { imageFileId: image.id });
    await f.createNewsFile(db, { newsId: news.id, fileId: image.id });
    const certificate = await f.createCertificate(db, { fileId: image.id });
    await db.delete(schema.files).where(eq(schema.files.id, image.id));
    expect((await db.select().from(schema.users).where(eq(schema.users.id, user.id)))[0]?.avatarFileId).toBeNull();
    expect(
      (await db.select().from(schema.newsItems).where(eq(schema.newsItems.id, news.id)))[0]?.imageFileId,
    ).toBeNull();
    const [kept] = await db.select().from(schema.certificates).where(eq(schema.certificates.id, certificate.id));
    expect(kept?.fileId).toBeNull();
    await expectGone(schema.newsFiles, eq(schema.newsFiles.newsId, news.id));

    const unused = await f.createForm(db);
    const module = await f.createModule(db, { formId: unused.id });
    const container = await f.createAssignmentContainer(db, { moduleId: module.id, formId: unused.id });
    await db.delete(schema.forms).where(eq(schema.forms.id, unused.id));
    expect((await f.getModule(db, module.id)).formId).toBeNull();
    const containers = await db
      .select()
      .from(schema.assignmentContainers)
      .where(eq(schema.assignmentContainers.id, container.id));
    expect(containers[0]?.formId).toBeNull();

    const option = await f.createEvaluationOption(db, { label: f.uniqueName('Goed') });
    await f.createFormEvaluationOption(db, { formId: g.form.id, optionId: option.id });
    await db
      .update(schema.assignments)
      .set({ valuationOptionId: option.id })
      .where(eq(schema.assignments.id, g.assignment.id));
    const valued = await f.createEvaluation(db, {
      assignmentId: g.assignment.id,
      valuationOptionId: option.id,
      valuation: option.label,
    });
    await db.delete(schema.evaluationOptions).where(eq(schema.evaluationOptions.id, option.id));
    expect((await f.getAssignment(db, g.assignment.id)).valuationOptionId).toBeNull();
    const [evaluated] = await db.select().from(schema.evaluations).where(eq(schema.evaluations.id, valued.id));
    expect(evaluated).toMatchObject({ valuationOptionId: null, valuation: option.label });
    await expectGone(schema.formEvaluationOptions, eq(schema.formEvaluationOptions.optionId, option.id));

    const contribution = await f.createEntry(db, { assignmentId: g.assignment.id, accessTokenId: g.accessToken.id });
    const note = await f.createMessage(db, { assignmentId: g.assignment.id, accessTokenId: g.accessToken.id });
    await db.delete(schema.accessTokens).where(eq(schema.accessTokens.id, g.accessToken.id));
    const [entry] = await db.select().from(schema.entries).where(eq(schema.entries.id, contribution.id));
    expect(entry).toMatchObject({ accessTokenId: null, createdById: null });
    const [message] = await db.select().from(schema.messages).where(eq(schema.messages.id, note.id));
    expect(message).toMatchObject({ accessTokenId: null, authorId: null });
  });

  it('deleting an assignment clears links to it and drops product links; an impersonator takes the session', async () => {
    const g = await f.createAssignmentGraph(db);
    const notification = await f.createNotification(db, { assignmentId: g.product.assignmentId });
    const presence = await f.createPresenceItem(db, { catchingUpAssignmentId: g.product.assignmentId });
    await db.delete(schema.assignments).where(eq(schema.assignments.id, g.product.assignmentId));
    await expectGone(
      schema.entryValueAssignments,
      eq(schema.entryValueAssignments.entryValueId, g.product.entryValueId),
    );
    const [n] = await db.select().from(schema.notifications).where(eq(schema.notifications.id, notification.id));
    expect(n?.assignmentId).toBeNull();
    const [p] = await db.select().from(schema.presenceItems).where(eq(schema.presenceItems.id, presence.id));
    expect(p?.catchingUpAssignmentId).toBeNull();

    const issue = await f.createSyncIssue(db);
    const alert = await f.createNotification(db, { type: 'AfasSyncIssue', issueId: issue.id });
    await db.delete(schema.syncIssues).where(eq(schema.syncIssues.id, issue.id));
    expect(
      (await db.select().from(schema.notifications).where(eq(schema.notifications.id, alert.id)))[0]?.issueId,
    ).toBeNull();

    const admin = await f.createAdmin(db);
    const session = await f.createSession(db, { userId: g.participant.id, impersonatorId: admin.id });
    await db.delete(schema.users).where(eq(schema.users.id, admin.id));
    await expectGone(schema.sessions, eq(schema.sessions.id, session.id));
  });

  it('deleting an event takes its sessions, enrolments, workshops and presence; certificates and catch-up links stay, unlinked', async () => {
    const registration = await f.createWorkshopRegistration(db);
    const [session] = await db
      .select()
      .from(schema.eventSessions)
      .where(eq(schema.eventSessions.id, registration.sessionId));
    const eventId = session?.eventId ?? '';
    const presence = await f.createPresenceItem(db, { sessionId: registration.sessionId });
    const certificate = await f.createCertificate(db, { eventId });
    const newsEvent = await f.createNewsEvent(db, { eventId });
    const catchUp = await f.createPresenceItem(db, { catchingUpEventId: eventId });

    await db.delete(schema.events).where(eq(schema.events.id, eventId));
    await expectGone(schema.eventSessions, eq(schema.eventSessions.eventId, eventId));
    await expectGone(schema.enrolments, eq(schema.enrolments.id, registration.enrolmentId));
    await expectGone(schema.workshopRegistrations, eq(schema.workshopRegistrations.sessionId, registration.sessionId));
    await expectGone(schema.presenceItems, eq(schema.presenceItems.id, presence.id));
    await expectGone(schema.newsEvents, eq(schema.newsEvents.newsId, newsEvent.newsId));
    const [kept] = await db.select().from(schema.presenceItems).where(eq(schema.presenceItems.id, catchUp.id));
    expect(kept?.catchingUpEventId).toBeNull();
    // A certificate outlives its event (AFAS may remove a finished event): still found by the event's AFAS id.
    const [keptCertificate] = await db
      .select()
      .from(schema.certificates)
      .where(eq(schema.certificates.id, certificate.id));
    expect(keptCertificate?.eventId).toBeNull();
    expect(keptCertificate?.eventAfasId).toBe(certificate.eventAfasId);
  });
});
