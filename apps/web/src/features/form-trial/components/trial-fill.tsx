import { useMemo, useState } from 'react';
import { Alert, Button, Stack } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useSnackbar } from 'notistack';
import { useTranslation } from 'react-i18next';
import {
  checkEntry,
  LAYOUT_FIELD_TYPES,
  type Answer,
  type Entry,
  type FormData,
  type Role,
  type SavedEntry,
  type Violation,
} from '@portal/contracts';
import { FormAlert } from '../../../components/form-alert';
import {
  AutosaveStatusBar,
  ConflictDialog,
  FormRenderer,
  useAutosave,
  violationsByField,
  conflictChoice,
} from '../../../components/form-renderer';
import { formTrialKeys } from '../api/query-keys';
import { putTrialEntry } from '../api/put-trial-entry';

interface TrialFillProps {
  entry: Entry;
}

/** The key of a trial entry's unsaved changes in the browser's store. */
export const trialEntryStoreKey = (entryId: string) => `trial-entry:${entryId}`;

/**
 * A trial entry filled in with the form renderer and the autosave (1 s after the last change, kept in the browser
 * while offline), 'Opslaan' to save at once and 'Inleveren' to hand in: checked in the browser first with the same
 * validator as the server (`checkEntry`), the server's violations shown on their fields. Handed in, it is read-only.
 */
export function TrialFill({ entry }: TrialFillProps) {
  const { t } = useTranslation('formTrial');
  const { t: tv } = useTranslation('validation');
  const { enqueueSnackbar } = useSnackbar();
  const queryClient = useQueryClient();
  const roles = useMemo<Role[]>(() => (entry.role ? [entry.role] : []), [entry.role]);
  const submitted = entry.status === 'submitted';
  const [values, setValues] = useState<FormData | null>(null);
  const [submitViolations, setSubmitViolations] = useState<Violation[]>([]);
  const [alert, setAlert] = useState<string | undefined>(undefined);
  const [uploading, setUploading] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  // A new key remounts the renderer: fields keeping their own state (uploads) start from the server's version.
  const [renderKey, setRenderKey] = useState(0);

  const autosave = useAutosave<SavedEntry>({
    key: trialEntryStoreKey(entry.id),
    revision: entry.revision,
    enabled: !submitted,
    save: async (changes, revision, submit) => {
      const saved = await putTrialEntry(entry.id, changes, revision, submit);
      return { revision: saved.revision, result: saved };
    },
    validate: (changes) =>
      checkEntry(entry.fields, changes, { roles, submit: false, previous: entry.values }).violations,
    normalise: (changes) => ({
      ...changes,
      ...checkEntry(entry.fields, changes, { roles, submit: false, previous: entry.values }).values,
    }),
    // A save answers the entry without its fields (they never change); a conflict answers it whole.
    onServerVersion: (saved) =>
      queryClient.setQueryData<Entry>(formTrialKeys.entry(saved.id), (before) => before && { ...before, ...saved }),
  });

  // The answers shown: the entry's, with the changes found stored in the browser over them (after a reload).
  const shown: FormData | null = values ?? (autosave.ready ? { ...entry.values, ...autosave.restored } : null);

  const onChange = (fieldId: string, answer: Answer) => {
    setValues((before) => ({ ...(before ?? shown ?? entry.values), [fieldId]: answer }));
    setSubmitViolations((before) => before.filter((v) => v.parameters?.fieldId !== fieldId));
    autosave.change(fieldId, answer);
  };

  const violations = violationsByField([...submitViolations, ...autosave.violations]);

  const focusField = (fieldId: string | undefined) => {
    if (!fieldId) return;
    const box = document.querySelector<HTMLElement>(`[data-field-id="${CSS.escape(fieldId)}"]`);
    box?.scrollIntoView?.({ block: 'center' });
    box?.querySelector<HTMLElement>('input:not([type=hidden]), textarea, [role=combobox], button')?.focus();
  };

  const submit = async () => {
    if (!shown) return;
    setAlert(undefined);
    const answers = Object.fromEntries(
      entry.fields
        .filter((field) => !LAYOUT_FIELD_TYPES.includes(field.type) && field.id in shown)
        .map((field) => [field.id, shown[field.id]!]),
    );
    const check = checkEntry(entry.fields, answers, { roles, submit: true, previous: entry.values });
    if (check.violations.length > 0) {
      setSubmitViolations(check.violations);
      setAlert(tv('formInvalid'));
      focusField(check.violations[0]?.parameters?.fieldId);
      return;
    }
    setSubmitting(true);
    const outcome = await autosave.submit();
    setSubmitting(false);
    if (outcome.ok) {
      setSubmitViolations([]);
      enqueueSnackbar(t('submittedSnackbar'), { variant: 'success' });
      return;
    }
    switch (outcome.reason) {
      case 'invalid':
        setSubmitViolations(outcome.violations);
        setAlert(tv('formInvalid'));
        focusField(outcome.violations[0]?.parameters?.fieldId);
        break;
      case 'offline':
        enqueueSnackbar(t('submitOffline'), { variant: 'warning' });
        break;
      case 'conflict':
        break;
      case 'closed':
        await queryClient.invalidateQueries({ queryKey: formTrialKeys.entry(entry.id) });
        break;
      default:
        enqueueSnackbar(t('submitFailed'), { variant: 'error' });
    }
  };

  const conflict = conflictChoice(autosave, entry.fields, setValues);
  const conflictLabels = conflict.labels;
  const keepMine = () => {
    conflict.keepMine();
    setRenderKey((key) => key + 1);
  };
  const takeServer = () => {
    conflict.takeServer();
    setSubmitViolations([]);
    setRenderKey((key) => key + 1);
  };

  if (!shown) return null;

  const signatureIds = new Set(
    entry.fields.filter((field) => field.type === 'signature').map((field) => entry.values[field.id]),
  );
  // The participant's own assignments cannot be listed yet: a trial offers the files uploaded in this entry.
  const productChoices = {
    assignments: entry.assignments,
    files: entry.files.filter((file) => !signatureIds.has(file.id)),
  };

  return (
    <Stack spacing={3}>
      {submitted ? <Alert severity="info">{t('submitted')}</Alert> : <AutosaveStatusBar status={autosave.status} />}
      <FormRenderer
        key={renderKey}
        fields={entry.fields}
        values={shown}
        onChange={onChange}
        roles={roles}
        readOnly={submitted}
        violations={violations}
        files={entry.files}
        assignments={entry.assignments}
        productChoices={productChoices}
        uploader={{ context: 'entry', onUploadingChange: setUploading }}
      />
      {!submitted && (
        <>
          <FormAlert message={alert} />
          <Stack direction="row" spacing={2} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
            <Button variant="outlined" onClick={() => void autosave.flush()} disabled={submitting}>
              {t('save')}
            </Button>
            <Button variant="contained" onClick={() => void submit()} disabled={submitting || uploading}>
              {t('submit')}
            </Button>
          </Stack>
        </>
      )}
      <ConflictDialog
        open={autosave.conflict !== null}
        fieldLabels={conflictLabels}
        onKeepMine={keepMine}
        onTakeServer={takeServer}
      />
    </Stack>
  );
}
