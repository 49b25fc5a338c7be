// What the assignments area gets from other areas through app.ts (areas never import each other): the entries of
// the forms area, the education policy of the education area, notify, and the mailer.
import type {
  Answer,
  EducationPermissions,
  Entry,
  FormField,
  FormFieldType,
  RequestedDownloadKind,
  Role,
  SavedEntry,
} from '@portal/contracts';
import type { Readable } from 'node:stream';
import type { Db } from '../../db/client';
import type { entries, personalDataExports } from '../../db/schema';
import type { Identity } from '../../lib/access';

export type EntryRow = typeof entries.$inferSelect;
export type Tx = Db | Parameters<Parameters<Db['transaction']>[0]>[0];
export type UserActor = Extract<Identity, { kind: 'user' }>;
export type TokenActor = Extract<Identity, { kind: 'token' }>;
/** Who calls an assignment route: a signed-in user or an external contributor (their session). */
export type AssignmentActor = UserActor | TokenActor;

/** A form field as the entries area stores it (what the policy and the PDF need of it). */
export interface FieldOfVersion {
  id: string;
  type: FormFieldType;
  label: string;
  roles: readonly Role[];
  required: boolean;
  metadata: Record<string, unknown>;
  options: readonly { id: string; label: string }[];
}

export interface NewEntry {
  formId: string;
  assignmentId?: string | null;
  createdById: string | null;
  accessTokenId?: string | null;
  formVersion?: number;
}

/** The entries service of the forms area (`createEntriesService`). */
export interface EntriesPort {
  find(id: string): Promise<EntryRow | undefined>;
  present(entry: EntryRow): Promise<Entry>;
  presentSaved(entry: EntryRow): Promise<SavedEntry>;
  fields(formId: string, version: number): Promise<FieldOfVersion[]>;
  presentedFields(formId: string, version: number): Promise<FormField[]>;
  create(values: NewEntry): Promise<Entry>;
  /** On the caller's transaction; answers the row. */
  insert(tx: Tx, values: NewEntry): Promise<EntryRow>;
  save(
    target: Pick<EntryRow, 'id' | 'formId' | 'formVersion'>,
    body: { formData: Record<string, unknown>; revision: number; submit: boolean },
    context: { actorId: string | null; roles: readonly Role[]; ownerId: string },
    hooks?: { afterWrite?: (tx: Tx, entry: EntryRow) => Promise<void>; always?: boolean; complete?: boolean },
  ): Promise<SavedEntry>;
}

/** The education policy: the caller's permissions on an education, or null when it does not exist for them. */
export type EducationAccess = (actor: UserActor, educationId: string) => Promise<EducationPermissions | null>;

export type Notify = (
  tx: Db,
  input: {
    type:
      | 'AssignmentMessage'
      | 'ExternalSavedAssignmentFormEntry'
      | 'EvaluatorAssigned'
      | 'AssignmentEvaluated'
      | 'AssignmentRejected'
      | 'ResetEvaluation';
    recipients: readonly string[];
    message: string;
    references?: { assignmentId?: string | null };
  },
) => Promise<unknown>;

/**
 * Sends the invitation mail (the mailer's `enqueue` with the externalInvitation template), or with `renewal` the
 * fresh link a contributor asked for (externalInvitationRenewed).
 */
export type SendInvitation = (
  tx: Tx,
  mail: {
    to: string;
    assignmentId: string;
    assignmentName: string;
    participantName: string;
    explanation: string;
    token: string;
    renewal?: boolean;
  },
) => Promise<void>;

export type { Answer };

/** A requested download's row (the personal-data area's table, shared by every kind). */
export type RequestedDownloadRow = typeof personalDataExports.$inferSelect;

/**
 * The requested downloads' life cycle of the personal-data area (`createRequestedDownloads`): the bundled PDF is
 * made, notified, handed out once and expired the way the personal-data export is.
 */
export interface RequestedDownloadsPort {
  pending(id: string): Promise<RequestedDownloadRow | null>;
  make(
    row: RequestedDownloadRow,
    spec: {
      key: string;
      ttlHours: number;
      build(): Promise<{ stream: Readable; done: Promise<void> }>;
      readyMessage: string;
      failedMessage: string;
      contextUrl: string;
    },
  ): Promise<void>;
  progress(id: string, done: number, total: number): Promise<void>;
  takeOnce(
    requesterId: string,
    id: string,
    kind: RequestedDownloadKind,
  ): Promise<{ stream: Readable; row: RequestedDownloadRow }>;
  statusOf(row: RequestedDownloadRow): RequestedDownloadRow['status'];
}
