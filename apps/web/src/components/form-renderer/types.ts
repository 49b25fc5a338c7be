import type { Answer, FileUploadContext, FormField, Violation } from '@portal/contracts';

/** A file an answer names, for showing its name (an entry's `files`). */
export interface RendererFile {
  id: string;
  name: string;
  size?: number;
  mimeType?: string;
}

/** An item a product field can offer or name. */
export interface ProductItem {
  id: string;
  name: string;
}

/**
 * What a product field offers: the filler's own assignments and files. Until the participant's own-assignments call
 * exists, the screen passes them in (the trial fill offers the files of the entry itself).
 */
export interface ProductChoices {
  assignments: readonly ProductItem[];
  files: readonly ProductItem[];
}

/** How file-upload fields upload (tus to `/api/file`, see FileDropZone). */
export interface RendererUploader {
  /** What the files are for (default `entry`). */
  context?: FileUploadContext;
  /** An external contributor's token: uploads and file links go with it instead of a session. */
  token?: string;
  /** Whether any upload in the form is still running, so the screen can wait before handing in. */
  onUploadingChange?: (uploading: boolean) => void;
}

/** Violations (from `checkEntry` or the server's `violations[]`), by `parameters.fieldId`. */
export type ViolationsByField = Readonly<Record<string, readonly Violation[]>>;

/** What every field component gets. */
export interface FieldProps {
  field: FormField;
  value: Answer | undefined;
  onChange: (answer: Answer) => void;
  /** Shown, not editable: the whole form is read-only or the viewer's roles may not fill this field. */
  readOnly: boolean;
  /** The first violation of the field in Dutch, if any. */
  error: string | undefined;
  /** Where inside the answer that violation is (`startDate`, a file's index), if it says. */
  errorPath: string | undefined;
  /** A stable id for the field's input (or its group). */
  inputId: string;
}
