import { useRef, useState } from 'react';
import { Alert, Box, Button, Stack } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useSnackbar } from 'notistack';
import { useTranslation } from 'react-i18next';
import {
  checkEntry,
  LAYOUT_FIELD_TYPES,
  type Answer,
  type Assignment,
  type AssignmentEntry,
  type AssignmentEntrySaveBody,
  type AssignmentEntrySaved,
  type Entry,
  type FormData,
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
import { useRestoreFocus } from '../../../lib/restore-focus';
import { postAssignmentEntrySave } from '../api/post-assignment-entry-save';
import { assignmentKeys } from '../api/query-keys';
import { namedItems, shownValues, withSavedEntry } from './assignment-values';
import { EvaluatorChoice } from '../../../components/evaluator-choice';
import { UnsentMessageDialog } from './unsent-message-dialog';

/** The key of an assignment entry's unsaved changes in the browser's store. */
export const assignmentEntryStoreKey = (entryId: string) => `assignment-entry:${entryId}`;

type Action = 'save' | 'submit';

interface AssignmentFillProps {
  assignment: Assignment;
  /** The caller's own entry: the one saved to. */
  entry: AssignmentEntry;
  /** The chat message typed but not sent: asked about before saving or handing in. */
  unsentMessage: string;
  /** Sends the typed message; resolves to whether it went. */
  sendMessage: () => Promise<boolean>;
}

/**
 * The caller's own entry of an assignment, filled with the form renderer and the autosave (as the trial fill does),
 * the other fillers' answers shown read-only on their fields. 'Opslaan' saves at once; 'Inleveren' ('Opnieuw
 * inleveren' when it was returned: the assignment's `actions`) checks the form in the browser first (`checkEntry`, submit) and that an evaluator is chosen when asked, then hands in with the chosen
 * evaluators. An external contributor has 'Opslaan en gereed' only: the last save, which tells the participant.
 */
export function AssignmentFill({ assignment, entry, unsentMessage, sendMessage }: AssignmentFillProps) {
  const { t } = useTranslation('assignments');
  const { t: tv } = useTranslation('validation');
  const { enqueueSnackbar } = useSnackbar();
  const queryClient = useQueryClient();
  const { external, fillRoles: roles } = assignment;
  const fields = assignment.form.fields;
  const [values, setValues] = useState<FormData | null>(null);
  const [submitViolations, setSubmitViolations] = useState<Violation[]>([]);
  const [alert, setAlert] = useState<string | undefined>(undefined);
  const [uploading, setUploading] = useState(false);
  const [busy, setBusy] = useState<Action | null>(null);
  const [asking, setAsking] = useState<Action | null>(null);
  const [sending, setSending] = useState(false);
  const [done, setDone] = useState(false);
  const [renderKey, setRenderKey] = useState(0);
  const [evaluatorIds, setEvaluatorIds] = useState<string[]>(() =>
    assignment.evaluators
      .map((person) => person.id)
      .filter((id) => assignment.evaluatorOptions.some((option) => option.id === id)),
  );
  const [evaluatorError, setEvaluatorError] = useState(false);
  // The save function is called by the autosave queue: it reads what the hand-in and 'Opslaan' set here.
  const assignedUsers = useRef<string[]>(evaluatorIds);
  const manual = useRef(false);
  // The buttons are disabled while their action runs: the focus comes back to the one pressed afterwards.
  const rememberFocus = useRestoreFocus(busy !== null);

  const chooseEvaluators = assignment.evaluatorChoice && !external;
  const editable = assignment.editable && !done;
  // The hand-in the life cycle offers in this state: 'Inleveren', or 'Opnieuw inleveren' for a returned assignment.
  const handIn = assignment.actions.includes('resubmit')
    ? 'resubmit'
    : assignment.actions.includes('submit')
      ? 'submit'
      : null;

  const autosave = useAutosave<AssignmentEntrySaved | Entry>({
    key: assignmentEntryStoreKey(entry.id),
    revision: entry.revision,
    enabled: editable,
    save: async (changes, revision, submit) => {
      const body: AssignmentEntrySaveBody = {
        formData: changes,
        revision,
        submit: submit && !external,
        autoSave: !submit && !manual.current,
      };
      if (submit && external) body.notify = true;
      if (submit && chooseEvaluators) body.assignedUsers = assignedUsers.current;
      const saved = await postAssignmentEntrySave(assignment.id, entry.id, body);
      return { revision: saved.revision, result: saved };
    },
    validate: (changes) => checkEntry(fields, changes, { roles, submit: false, previous: entry.values }).violations,
    normalise: (changes) => ({
      ...changes,
      ...checkEntry(fields, changes, { roles, submit: false, previous: entry.values }).values,
    }),
    onServerVersion: (saved) =>
      queryClient.setQueryData<Assignment>(
        assignmentKeys.detail(assignment.id),
        (before) => before && withSavedEntry(before, saved),
      ),
  });

  // The caller's answers: the entry's, with the changes found stored in the browser over them (after a reload).
  const own: FormData | null = values ?? (autosave.ready ? { ...entry.values, ...autosave.restored } : null);
  if (!own) return null;

  const onChange = (fieldId: string, answer: Answer) => {
    setValues((before) => ({ ...(before ?? own), [fieldId]: answer }));
    setSubmitViolations((before) => before.filter((v) => v.parameters?.fieldId !== fieldId));
    autosave.change(fieldId, answer);
  };

  const focusField = (fieldId: string | undefined) => {
    if (!fieldId) return;
    const box = document.querySelector<HTMLElement>(`[data-field-id="${CSS.escape(fieldId)}"]`);
    box?.scrollIntoView?.({ block: 'center' });
    box?.querySelector<HTMLElement>('input:not([type=hidden]), textarea, [role=combobox], button')?.focus();
  };

  const showInvalid = (violations: Violation[]) => {
    setSubmitViolations(violations);
    setAlert(tv('formInvalid'));
    focusField(violations[0]?.parameters?.fieldId);
  };

  /** The browser's checks before handing in: the form (required fields) and the evaluator choice. */
  const readyToSubmit = (): boolean => {
    setAlert(undefined);
    const answers = Object.fromEntries(
      fields
        .filter((field) => !LAYOUT_FIELD_TYPES.includes(field.type) && field.id in own)
        .map((f) => [f.id, own[f.id]!]),
    );
    const check = checkEntry(fields, answers, { roles, submit: true, previous: entry.values });
    const noEvaluator = chooseEvaluators && evaluatorIds.length === 0;
    setEvaluatorError(noEvaluator);
    if (check.violations.length > 0) {
      showInvalid(check.violations);
      return false;
    }
    if (noEvaluator) {
      document.getElementById('assignment-evaluators')?.focus();
      return false;
    }
    return true;
  };

  const save = async () => {
    setBusy('save');
    manual.current = true;
    const after = await autosave.flush();
    manual.current = false;
    setBusy(null);
    if (after.status === 'conflict') return;
    if (after.status === 'closed') {
      await queryClient.invalidateQueries({ queryKey: assignmentKeys.detail(assignment.id) });
    }
    const ok = after.status === 'saved' || after.status === 'pending' || after.status === 'saving';
    enqueueSnackbar(t(ok ? 'fill.saved' : 'fill.saveFailed'), { variant: ok ? 'success' : 'error' });
  };

  const submit = async () => {
    setBusy('submit');
    assignedUsers.current = evaluatorIds;
    const outcome = await autosave.submit();
    setBusy(null);
    if (outcome.ok) {
      setSubmitViolations([]);
      if (external) {
        setDone(true);
      } else {
        enqueueSnackbar(t('fill.submitted'), { variant: 'success' });
      }
      // Handed in, the assignment is read-only now: the page follows (the participant goes to the view).
      await queryClient.invalidateQueries({ queryKey: assignmentKeys.detail(assignment.id) });
      return;
    }
    if (outcome.reason === 'conflict') return;
    if (outcome.reason === 'invalid') {
      const onEvaluators = outcome.violations.some((v) => v.propertyPath.startsWith('assignedUsers'));
      if (onEvaluators) setEvaluatorError(true);
      const onFields = outcome.violations.filter((v) => v.parameters?.fieldId);
      if (onFields.length > 0) showInvalid(onFields);
    }
    if (outcome.reason === 'closed') {
      await queryClient.invalidateQueries({ queryKey: assignmentKeys.detail(assignment.id) });
    }
    enqueueSnackbar(t(external ? 'fill.saveFailed' : 'fill.submitFailed'), { variant: 'error' });
  };

  const run = (action: Action) => void (action === 'save' ? save() : submit());
  const start = (action: Action, button: HTMLElement) => {
    if (action === 'submit' && !readyToSubmit()) return;
    rememberFocus(button);
    if (!external && unsentMessage.trim() !== '') setAsking(action);
    else run(action);
  };
  const sendFirst = async () => {
    const action = asking;
    setSending(true);
    const sent = await sendMessage();
    setSending(false);
    setAsking(null);
    if (sent && action) run(action);
  };
  const continueWithout = () => {
    const action = asking;
    setAsking(null);
    if (action) run(action);
  };

  const conflict = conflictChoice(autosave, fields, setValues);
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

  const named = namedItems(assignment);
  const signatureIds = new Set(fields.filter((f) => f.type === 'signature').map((f) => entry.values[f.id]));
  // The participant's own assignments cannot be listed yet: a product field offers the entry's own uploads.
  const productChoices = {
    assignments: entry.assignments,
    files: entry.files.filter((file) => !signatureIds.has(file.id)),
  };
  const readOnly = !editable || autosave.status === 'closed';

  return (
    <Stack spacing={3}>
      {editable ? <AutosaveStatusBar status={autosave.status} /> : null}
      <FormRenderer
        key={renderKey}
        fields={fields}
        values={shownValues(assignment, own)}
        onChange={onChange}
        roles={roles}
        readOnly={readOnly}
        violations={violationsByField([...submitViolations, ...autosave.violations])}
        files={named.files}
        assignments={named.assignments}
        productChoices={productChoices}
        uploader={{ context: 'entry', onUploadingChange: setUploading }}
      />
      {done ? (
        <Alert severity="success" role="status">
          {t('external.done', { name: assignment.user.fullName })}
        </Alert>
      ) : null}
      {editable ? (
        <>
          {chooseEvaluators ? (
            <Box>
              <EvaluatorChoice
                id="assignment-evaluators"
                options={assignment.evaluatorOptions}
                value={evaluatorIds}
                onChange={(ids) => {
                  setEvaluatorIds(ids);
                  if (ids.length > 0) setEvaluatorError(false);
                }}
                error={evaluatorError}
                disabled={busy !== null}
              />
            </Box>
          ) : null}
          <FormAlert message={alert} />
          {uploading ? <Alert severity="info">{t('fill.uploading')}</Alert> : null}
          <Stack direction="row" spacing={2} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
            {external ? (
              <Button
                variant="contained"
                onClick={(event) => start('submit', event.currentTarget)}
                loading={busy === 'submit'}
                disabled={busy !== null || uploading}
              >
                {t('fill.saveAndDone')}
              </Button>
            ) : (
              <>
                <Button
                  variant="outlined"
                  onClick={(event) => start('save', event.currentTarget)}
                  loading={busy === 'save'}
                  disabled={busy !== null}
                >
                  {t('fill.save')}
                </Button>
                {handIn ? (
                  <Button
                    variant="contained"
                    onClick={(event) => start('submit', event.currentTarget)}
                    loading={busy === 'submit'}
                    disabled={busy !== null || uploading}
                  >
                    {t(handIn === 'resubmit' ? 'fill.resubmit' : 'fill.submit')}
                  </Button>
                ) : null}
              </>
            )}
          </Stack>
        </>
      ) : null}
      <UnsentMessageDialog
        open={asking !== null}
        busy={sending}
        onSend={() => void sendFirst()}
        onContinue={continueWithout}
        onClose={() => setAsking(null)}
      />
      <ConflictDialog
        open={autosave.conflict !== null}
        fieldLabels={conflictLabels}
        onKeepMine={keepMine}
        onTakeServer={takeServer}
      />
    </Stack>
  );
}
