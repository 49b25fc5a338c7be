import { useEffect, useId, useRef, useState } from 'react';
import {
  Alert,
  Box,
  Button,
  CircularProgress,
  IconButton,
  List,
  ListItem,
  Paper,
  Stack,
  TextField,
  Tooltip,
  Typography,
} from '@mui/material';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import { useSnackbar } from 'notistack';
import { useTranslation } from 'react-i18next';
import {
  checkEntry,
  MESSAGE_MAX,
  type Answer,
  type Education,
  type FormData,
  type Module,
  type Role,
  type Violation,
} from '@portal/contracts';
import { FormAlert } from '../../../../components/form-alert';
import { FormRenderer, violationsByField } from '../../../../components/form-renderer';
import { ApiError } from '../../../../lib/api-client';
import { useModuleAssignmentCreate } from '../../api/get-module-assignment-create';
import { usePostModuleRequest } from '../../api/post-module-request';
import { EvaluatorChoice } from '../../../../components/evaluator-choice';

/** The participant fills a request as the participant, also when an admin acts for them. */
const ROLES: readonly Role[] = ['ROLE_PARTICIPANT'];
const EVALUATORS_ID = 'request-evaluators';

interface RequestFormProps {
  education: Education;
  module: Module;
  /** The request was sent (saved as a concept or handed in). */
  onDone: () => void;
  onCancel: () => void;
}

/**
 * The form step of the requests wizard (spec 2 "Portfolio screen", §4, §5, §8): the request module's own form, filled
 * before anything is stored. Chat messages typed here are held in the browser and go with the request when it is
 * sent. 'Opslaan als concept' stores it unsent (it can be opened and handed in later on the assignment page);
 * 'Aanvraag indienen' checks the form and the evaluator choice first, then hands it in at once.
 */
export function RequestForm({ education, module, onDone, onCancel }: RequestFormProps) {
  const { t } = useTranslation('education');
  const { t: tv } = useTranslation('validation');
  const { enqueueSnackbar } = useSnackbar();
  const template = useModuleAssignmentCreate(module.id);
  const create = usePostModuleRequest(education.id);
  const [values, setValues] = useState<FormData>({});
  const [violations, setViolations] = useState<Violation[]>([]);
  const [alert, setAlert] = useState<string | undefined>(undefined);
  const [evaluatorIds, setEvaluatorIds] = useState<string[]>([]);
  const [evaluatorError, setEvaluatorError] = useState(false);
  const [messages, setMessages] = useState<string[]>([]);
  const [typed, setTyped] = useState('');
  const [uploading, setUploading] = useState(false);
  const [busy, setBusy] = useState<'concept' | 'submit' | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const messagesHeadingId = useId();

  // The wizard moved here: the heading takes the focus so keyboard and screen-reader users start at the form.
  useEffect(() => headingRef.current?.focus(), [template.isPending]);

  const heading = (
    <Typography ref={headingRef} tabIndex={-1} component="h2" variant="h6" sx={{ outline: 'none' }}>
      {t('portfolioRequests.form.heading', { name: module.publishedName })}
    </Typography>
  );
  const back = (
    <Box>
      <Button onClick={onCancel} disabled={busy !== null}>
        {t('portfolioRequests.form.back')}
      </Button>
    </Box>
  );

  if (template.isPending) {
    return (
      <Stack spacing={2}>
        {heading}
        <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <CircularProgress size={20} aria-hidden />
          <Typography>{t('portfolioRequests.form.loading')}</Typography>
        </Box>
      </Stack>
    );
  }
  if (template.isError) {
    return (
      <Stack spacing={2}>
        {heading}
        <Alert severity="error">{t('portfolioRequests.form.loadFailed')}</Alert>
        {back}
      </Stack>
    );
  }
  const { form, evaluatorChoice, evaluatorOptions } = template.data;

  const onChange = (fieldId: string, answer: Answer) => {
    setValues((before) => ({ ...before, [fieldId]: answer }));
    setViolations((before) => before.filter((v) => v.parameters?.fieldId !== fieldId));
  };

  const focusField = (fieldId: string | undefined) => {
    if (!fieldId) return;
    const box = document.querySelector<HTMLElement>(`[data-field-id="${CSS.escape(fieldId)}"]`);
    box?.scrollIntoView?.({ block: 'center' });
    box?.querySelector<HTMLElement>('input:not([type=hidden]), textarea, [role=combobox], button')?.focus();
  };

  const showInvalid = (found: Violation[], message: string) => {
    setViolations(found);
    setAlert(message);
    focusField(found.find((v) => v.parameters?.fieldId)?.parameters?.fieldId);
  };

  const addMessage = () => {
    const content = typed.trim();
    if (content === '') return;
    setMessages((before) => [...before, content]);
    setTyped('');
  };

  const send = async (submit: boolean) => {
    setAlert(undefined);
    setEvaluatorError(false);
    const check = checkEntry(form.fields, values, { roles: ROLES, submit });
    if (check.violations.length > 0) {
      showInvalid(check.violations, tv('formInvalid'));
      return;
    }
    if (submit && evaluatorChoice && evaluatorIds.length === 0) {
      setEvaluatorError(true);
      document.getElementById(EVALUATORS_ID)?.focus();
      return;
    }
    // A message typed but not added yet goes along too: nothing typed is lost when the request is sent.
    const held = [...messages, typed.trim()].filter((content) => content !== '');
    setBusy(submit ? 'submit' : 'concept');
    try {
      await create.mutateAsync({
        moduleId: module.id,
        body: { formData: check.values, submit, assignedUsers: evaluatorIds, messages: held },
      });
      enqueueSnackbar(t(submit ? 'portfolioRequests.created' : 'portfolioRequests.conceptCreated'), {
        variant: 'success',
      });
      onDone();
    } catch (error) {
      setBusy(null);
      enqueueSnackbar(t('portfolioRequests.createFailed'), { variant: 'error' });
      const found = error instanceof ApiError && error.detail === 'validation_failed' ? error.violations : [];
      if (found.some((v) => v.propertyPath.startsWith('assignedUsers'))) setEvaluatorError(true);
      showInvalid(found, t('portfolioRequests.createFailedBanner'));
    }
  };

  return (
    <Stack spacing={3} component="section" aria-label={module.publishedName}>
      {back}
      {heading}
      {form.description ? <Typography sx={{ whiteSpace: 'pre-line' }}>{form.description}</Typography> : null}
      <FormRenderer
        fields={form.fields}
        values={values}
        onChange={onChange}
        roles={ROLES}
        readOnly={busy !== null}
        violations={violationsByField(violations)}
        productChoices={{ assignments: [], files: [] }}
        uploader={{ context: 'entry', onUploadingChange: setUploading }}
      />

      <Paper variant="outlined" component="section" aria-labelledby={messagesHeadingId} sx={{ p: 2, maxWidth: 900 }}>
        <Typography id={messagesHeadingId} component="h3" variant="subtitle1">
          {t('portfolioRequests.messages.heading')}
        </Typography>
        <Typography color="text.secondary" variant="body2" sx={{ mb: 1 }}>
          {t('portfolioRequests.messages.intro')}
        </Typography>
        {messages.length === 0 ? (
          <Typography variant="body2">{t('portfolioRequests.messages.empty')}</Typography>
        ) : (
          <List aria-label={t('portfolioRequests.messages.listLabel')} dense>
            {messages.map((content, index) => (
              <ListItem
                // The list only grows at its end or loses an item: index and text identify an item well enough.
                key={`${index}-${content}`}
                disableGutters
                secondaryAction={
                  <Tooltip title={t('portfolioRequests.messages.remove', { number: index + 1 })}>
                    <IconButton
                      edge="end"
                      aria-label={t('portfolioRequests.messages.remove', { number: index + 1 })}
                      onClick={() => setMessages((before) => before.filter((_, i) => i !== index))}
                      disabled={busy !== null}
                    >
                      <DeleteOutlined />
                    </IconButton>
                  </Tooltip>
                }
              >
                <Typography sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere', pr: 6 }}>{content}</Typography>
              </ListItem>
            ))}
          </List>
        )}
        <Stack spacing={1} sx={{ mt: 1 }}>
          <TextField
            label={t('portfolioRequests.messages.newLabel')}
            multiline
            minRows={2}
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            slotProps={{ htmlInput: { maxLength: MESSAGE_MAX } }}
            disabled={busy !== null}
          />
          <Box>
            <Button variant="outlined" onClick={addMessage} disabled={busy !== null || typed.trim() === ''}>
              {t('portfolioRequests.messages.add')}
            </Button>
          </Box>
        </Stack>
      </Paper>

      {evaluatorChoice ? (
        <EvaluatorChoice
          id={EVALUATORS_ID}
          options={evaluatorOptions}
          value={evaluatorIds}
          onChange={(ids) => {
            setEvaluatorIds(ids);
            if (ids.length > 0) setEvaluatorError(false);
          }}
          error={evaluatorError}
          disabled={busy !== null}
        />
      ) : null}
      <FormAlert message={alert} />
      {uploading ? <Alert severity="info">{t('portfolioRequests.form.uploading')}</Alert> : null}
      <Stack direction="row" spacing={2} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
        <Button
          variant="outlined"
          onClick={() => void send(false)}
          loading={busy === 'concept'}
          disabled={busy !== null || uploading}
        >
          {t('portfolioRequests.form.saveConcept')}
        </Button>
        <Button
          variant="contained"
          onClick={() => void send(true)}
          loading={busy === 'submit'}
          disabled={busy !== null || uploading}
        >
          {t('portfolioRequests.form.submit')}
        </Button>
        <Button onClick={onCancel} disabled={busy !== null}>
          {t('portfolioRequests.form.cancel')}
        </Button>
      </Stack>
    </Stack>
  );
}
