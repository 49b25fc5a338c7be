export { ANSWER_MAX_WIDTH, FormRenderer, type FormRendererProps } from './form-renderer';
export type { ProductChoices, ProductItem, RendererFile, RendererUploader, ViolationsByField } from './types';
export { violationsByField } from './violations';
export { parseDutchNumber } from './fields/number-field';
export { drawTypedSignature } from './fields/signature-image';
export {
  AUTOSAVE_DELAY_MS,
  AUTOSAVE_RETRY_DELAYS_MS,
  AutosaveQueue,
  readEntryConflict,
  type AutosaveConflict,
  type AutosaveSnapshot,
  type AutosaveStatus as AutosaveState,
  type SaveResult,
  type ServerVersion,
  type SubmitOutcome,
} from './autosave/autosave-queue';
export {
  AUTOSAVE_DB,
  AUTOSAVE_OBJECT_STORE,
  defaultAutosaveStore,
  indexedDbAutosaveStore,
  memoryAutosaveStore,
  type AutosaveStore,
  type PendingRecord,
} from './autosave/autosave-store';
export { AutosaveStatus, AutosaveStatusBar } from './autosave/autosave-status';
export { ConflictDialog } from './autosave/conflict-dialog';
export { conflictChoice } from './autosave/conflict-choice';
export { useAutosave, type Autosave, type UseAutosaveOptions } from './autosave/use-autosave';
