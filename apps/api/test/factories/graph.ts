// A whole participant's world in one call, for tests that need realistic surroundings (policies, lists, deletes).
import { FORM_FIELD_TYPES, type FormFieldType } from '@portal/contracts';
import type { Db } from '../../src/db/client';
import {
  createAccessToken,
  createAssignment,
  createAssignmentEvaluator,
  createEvaluation,
  createMessage,
} from './assignments';
import { createEducation } from './educations';
import {
  createEntry,
  createEntryValue,
  createEntryValueAssignment,
  createEntryValueFile,
  createEntryValueOption,
} from './entries';
import { createFile } from './files';
import { createFormWithAllFieldTypes } from './forms';
import { createMail } from './mail';
import { createModule } from './modules';
import { createNewsItem } from './news';
import { createNotification } from './notifications';
import { createEducator, createParticipant, createSession } from './users';

/**
 * A participant with an education and a module whose form has a field of every type, and an assignment in review
 * in it: an assigned evaluator who evaluated, a contributor invitation, a chat message, and a submitted entry that
 * answers every field (two chosen options, an uploaded file, a linked product assignment). Around it: a news item
 * the participant wrote, a mail, a session and a notification about the assignment.
 */
export async function createAssignmentGraph(db: Db) {
  const participant = await createParticipant(db);
  const education = await createEducation(db, { userId: participant.id });
  const { form, fields } = await createFormWithAllFieldTypes(db, { createdById: participant.id });
  const module = await createModule(db, { educationId: education.id, formId: form.id });
  const assignment = await createAssignment(db, { moduleId: module.id, state: 'in_review' });
  const evaluator = await createEducator(db);
  await createAssignmentEvaluator(db, { assignmentId: assignment.id, userId: evaluator.id });
  const evaluation = await createEvaluation(db, { assignmentId: assignment.id, evaluatorId: evaluator.id });
  const accessToken = await createAccessToken(db, { assignmentId: assignment.id });
  const message = await createMessage(db, { assignmentId: assignment.id });
  const entry = await createEntry(db, { assignmentId: assignment.id, status: 'submitted' });
  const valueIds = new Map<FormFieldType, string>();
  // One at a time: the values are the entry's answers in form order.
  for (const type of FORM_FIELD_TYPES) {
    valueIds.set(type, (await createEntryValue(db, { entryId: entry.id, fieldId: fields[type].field.id })).id);
  }
  const choice = { entryValueId: valueIds.get('choicelist'), optionId: fields.choicelist.options[0]?.id };
  await createEntryValueOption(db, choice);
  await createEntryValueOption(db, { entryValueId: valueIds.get('likert'), optionId: fields.likert.options[4]?.id });
  const upload = await createFile(db, { uploadedById: participant.id, context: 'entry' });
  await createEntryValueFile(db, { entryValueId: valueIds.get('file-upload'), fileId: upload.id });
  const product = await createEntryValueAssignment(db, { entryValueId: valueIds.get('product') });
  const news = await createNewsItem(db, { authorId: participant.id });
  const mail = await createMail(db, { userId: participant.id });
  const session = await createSession(db, { userId: participant.id });
  const notification = await createNotification(db, { userId: participant.id, assignmentId: assignment.id });
  return {
    participant,
    education,
    form,
    fields,
    module,
    assignment,
    evaluator,
    evaluation,
    accessToken,
    message,
    entry,
    valueIds,
    upload,
    product,
    news,
    mail,
    session,
    notification,
  };
}
