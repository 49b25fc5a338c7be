import { useState } from 'react';
import { Alert, Box, Button, MenuItem, Stack, TextField } from '@mui/material';
import { useSnackbar } from 'notistack';
import { useTranslation } from 'react-i18next';
import {
  GRADE_MAX,
  GRADE_MIN,
  type Answer,
  type EvaluationDetail,
  type FormData,
  type Violation,
} from '@portal/contracts';
import { FormAlert } from '../../../components/form-alert';
import { FormRenderer, violationsByField } from '../../../components/form-renderer';
import { ApiError } from '../../../lib/api-client';
import { useRestoreFocus } from '../../../lib/restore-focus';
import { useValidationMessage } from '../../../lib/validation-message';
import { useAssessmentAction, type AssessmentAction } from '../api/post-evaluation';
import { namedItems, shownValues } from './assignment-values';
import { UnsentMessageDialog } from './unsent-message-dialog';

/** A typed grade as a number ('7,5' and '7.5'), or null when empty; NaN when it is not a number. */
function parseGrade(text: string): number | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  return /^\d+([.,]\d{1,2})?$/.test(trimmed) ? Number(trimmed.replace(',', '.')) : Number.NaN;
}
/** A saved grade as it is typed in the field, the Dutch way ('7,5'). */
const gradeTextOf = (grade: number | null) => (grade === null ? '' : String(grade).replace('.', ','));
const gradeValid = (grade: number | null) => grade === null || (grade >= GRADE_MIN && grade <= GRADE_MAX);

interface AssessmentFormProps {
  detail: EvaluationDetail;
  /** The chat message typed but not sent: asked about before a stored action. */
  unsentMessage: string;
  sendMessage: () => Promise<boolean>;
}

/**
 * The assessor's part of the assessment screen (spec 3): the form with the evaluator fields to fill (the participant's
 * read-only), Waardering and Cijfer, and 'Beoordeling opslaan', 'Opnieuw indienen' and 'Opslaan voor latere
 * beoordeling'. Violations from the server go to their fields under the banner.
 */
export function AssessmentForm({ detail, unsentMessage, sendMessage }: AssessmentFormProps) {
  const { t } = useTranslation('assignments');
  const { t: tv } = useTranslation('validation');
  const validationMessage = useValidationMessage();
  const { enqueueSnackbar } = useSnackbar();
  const { evaluation, form } = detail;
  const ownEntry = detail.entries.find((entry) => entry.id === evaluation.entryId);
  const [own, setOwn] = useState<FormData>(() => ({ ...(ownEntry?.values ?? {}) }));
  // What the assessor saved for later comes back as they left it (spec 3: nothing typed is lost on saving).
  const [valuation, setValuation] = useState(evaluation.draft?.valuation ?? '');
  const [gradeText, setGradeText] = useState(() => gradeTextOf(evaluation.draft?.grade ?? null));
  const [violations, setViolations] = useState<Violation[]>([]);
  const [pending, setPending] = useState<AssessmentAction | null>(null);
  const action = useAssessmentAction(detail.id);
  // A stored action disables its button while it runs: the focus comes back to it afterwards (not the page body).
  const rememberFocus = useRestoreFocus(action.isPending);
  const editable = evaluation.editable;
  // The form as its assessor fills it: their roles and their own entry.
  const asAssessor = { ...detail, fillRoles: evaluation.fillRoles, ownEntryId: evaluation.entryId ?? 'new' };
  const grade = parseGrade(gradeText);
  const gradeError = Number.isNaN(grade) || !gradeValid(grade);
  const asksAssessment = form.grade || form.valuation;
  const canAssess = !asksAssessment || valuation !== '' || (grade !== null && !gradeError);
  const serverViolation = (path: string) => violations.find((v) => v.propertyPath === path);

  const run = async (which: AssessmentAction) => {
    setPending(null);
    if (which !== 'reject' && Number.isNaN(grade)) {
      // Never answer 'bewaard' while dropping what was typed: a grade that is no number is refused here.
      setViolations([{ propertyPath: 'grade', detail: 'validation.gradeRange' }]);
      return;
    }
    // Assessing and saving for later both carry the valuation and grade; returning does not assess.
    const input =
      which === 'reject'
        ? { formData: own }
        : { formData: own, valuation: valuation === '' ? null : valuation, grade: Number.isNaN(grade) ? null : grade };
    try {
      await action.mutateAsync({ action: which, input });
      setViolations([]);
      const done = { assess: 'saved', reject: 'rejected', save: 'savedForLater' } as const;
      enqueueSnackbar(t(`assessment.screen.${done[which]}`), { variant: 'success' });
    } catch (error) {
      if (error instanceof ApiError && error.detail === 'validation_failed') {
        setViolations(error.violations);
        return;
      }
      setViolations([]);
      enqueueSnackbar(t(which === 'reject' ? 'assessment.screen.rejectFailed' : 'assessment.screen.saveFailed'), {
        variant: 'error',
      });
    }
  };

  const start = (which: AssessmentAction, button: HTMLElement) => {
    rememberFocus(button);
    if (unsentMessage.trim() !== '') setPending(which);
    else void run(which);
  };

  const named = namedItems(detail);
  const valuationViolation = serverViolation('valuation');
  const gradeViolation = serverViolation('grade');
  return (
    <Stack spacing={3}>
      <FormAlert message={violations.length > 0 ? tv('formInvalid') : undefined} />
      <FormRenderer
        fields={form.fields}
        values={shownValues(asAssessor, own)}
        onChange={(fieldId: string, answer: Answer) => setOwn((before) => ({ ...before, [fieldId]: answer }))}
        roles={evaluation.fillRoles}
        readOnly={!editable}
        violations={violationsByField(violations)}
        files={named.files}
        assignments={named.assignments}
        uploader={{ context: 'entry' }}
      />
      {editable && asksAssessment ? (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          {form.valuation ? (
            <TextField
              select
              label={t('assessment.screen.valuation')}
              value={valuation}
              onChange={(event) => setValuation(event.target.value)}
              error={valuationViolation !== undefined}
              helperText={validationMessage(valuationViolation?.detail)}
              slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
              sx={{ minWidth: 240 }}
            >
              <MenuItem value="">{t('assessment.screen.noValuation')}</MenuItem>
              {form.evaluationOptions.map((option) => (
                <MenuItem key={option.id} value={option.id}>
                  {option.label}
                </MenuItem>
              ))}
            </TextField>
          ) : null}
          {form.grade ? (
            <TextField
              label={t('assessment.screen.grade')}
              value={gradeText}
              onChange={(event) => setGradeText(event.target.value)}
              error={gradeError || gradeViolation !== undefined}
              helperText={t('assessment.screen.gradeHelper')}
              slotProps={{ htmlInput: { inputMode: 'decimal', maxLength: 5 } }}
              sx={{ maxWidth: 200 }}
            />
          ) : null}
        </Stack>
      ) : null}
      {editable ? (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          <Button
            variant="contained"
            disabled={!canAssess || action.isPending}
            loading={action.isPending && action.variables.action === 'assess'}
            onClick={(event) => start('assess', event.currentTarget)}
          >
            {t('assessment.screen.assess')}
          </Button>
          {evaluation.reject ? (
            <Button
              variant="outlined"
              disabled={action.isPending}
              loading={action.isPending && action.variables.action === 'reject'}
              onClick={(event) => start('reject', event.currentTarget)}
            >
              {t('assessment.screen.reject')}
            </Button>
          ) : null}
          <Button
            disabled={action.isPending}
            loading={action.isPending && action.variables.action === 'save'}
            onClick={(event) => start('save', event.currentTarget)}
          >
            {t('assessment.screen.saveLater')}
          </Button>
        </Box>
      ) : (
        <Alert severity="info">
          {evaluation.assess ? t('assessment.screen.readOnly') : t('assessment.screen.viewOnly')}
        </Alert>
      )}
      <UnsentMessageDialog
        open={pending !== null}
        busy={false}
        onClose={() => setPending(null)}
        onContinue={() => pending && void run(pending)}
        onSend={() => {
          const which = pending;
          void sendMessage().then((sent) => {
            if (sent && which) void run(which);
          });
        }}
      />
    </Stack>
  );
}
