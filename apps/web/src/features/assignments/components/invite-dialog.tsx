import { useId, useState, type KeyboardEvent } from 'react';
import {
  Autocomplete,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Divider,
  Stack,
  TextField,
} from '@mui/material';
import { useSnackbar } from 'notistack';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { ACCESS_TOKEN_TTL_DAYS, INVITE_EMAILS_MAX, INVITE_EXPLANATION_MAX, type Violation } from '@portal/contracts';
import { FormAlert } from '../../../components/form-alert';
import { ApiError } from '../../../lib/api-client';
import { useValidationMessage } from '../../../lib/validation-message';
import { useAssignmentTokens } from '../api/get-assignment-tokens';
import { useInviteExternals } from '../api/post-external-invites';
import { InvitationsList } from './invitations-list';

const emailSchema = z.email().max(255);
/** Keys that end an address: Enter as the help text says, and the separators people type between addresses. */
const SEPARATORS = new Set(['Enter', ',', ';']);

interface InviteDialogProps {
  assignmentId: string;
  assignmentName: string;
  open: boolean;
  onClose: () => void;
}

/**
 * 'Externe uitnodigen' (spec 2 "Practical tab", §5): addresses as chips (typed, Enter adds one), each checked at once
 * (a valid address, not twice, not one with an open invitation) with the error on the input, and an explanation for
 * the mail. Sent, the dialog closes with 'De uitnodiging is verstuurd.' or 'De uitnodigingen zijn verstuurd.'; a
 * failure stays in the dialog ('Fout bij versturen uitnodiging!' / 'uitnodigingen!'). Under it the invitations sent.
 */
export function InviteDialog({ assignmentId, assignmentName, open, onClose }: InviteDialogProps) {
  const { t } = useTranslation('assignments');
  const message = useValidationMessage();
  const { enqueueSnackbar } = useSnackbar();
  const titleId = useId();
  const invite = useInviteExternals(assignmentId);
  const tokens = useAssignmentTokens(assignmentId);
  const [emails, setEmails] = useState<string[]>([]);
  const [input, setInput] = useState('');
  const [inputError, setInputError] = useState<string | undefined>(undefined);
  const [explanation, setExplanation] = useState('');
  const [failure, setFailure] = useState<string | undefined>(undefined);

  const openInvitations = new Set(
    (tokens.data?.items ?? []).filter((token) => !token.expired).map((token) => token.email.toLowerCase()),
  );

  /** Why an address cannot be added to `list`, if it cannot. */
  const problemOf = (email: string, list: readonly string[]): string | undefined => {
    if (!emailSchema.safeParse(email).success) return t('invite.emailInvalid', { email });
    if (list.some((other) => other.toLowerCase() === email.toLowerCase())) return t('invite.emailDuplicate', { email });
    if (openInvitations.has(email.toLowerCase())) return t('invite.emailInvited', { email });
    if (list.length >= INVITE_EMAILS_MAX) return t('invite.emailsMax', { max: INVITE_EMAILS_MAX });
    return undefined;
  };

  /** Adds the typed address; answers the list after it, or null when it was refused (the error is on the input). */
  const addTyped = (): string[] | null => {
    const email = input.trim();
    if (email === '') return emails;
    const problem = problemOf(email, emails);
    if (problem) {
      setInputError(problem);
      return null;
    }
    const next = [...emails, email];
    setEmails(next);
    setInput('');
    setInputError(undefined);
    return next;
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement> & { defaultMuiPrevented?: boolean }) => {
    if (!SEPARATORS.has(event.key) || input.trim() === '') return;
    event.preventDefault();
    event.defaultMuiPrevented = true;
    addTyped();
  };

  const reset = () => {
    setEmails([]);
    setInput('');
    setInputError(undefined);
    setExplanation('');
    setFailure(undefined);
  };
  const close = () => {
    if (invite.isPending) return;
    reset();
    onClose();
  };

  /** The server's refusals of single addresses, named on the input. */
  const addressErrors = (violations: readonly Violation[], sent: readonly string[]) =>
    violations
      .map((violation) => {
        const index = /^emails\D(\d+)/.exec(violation.propertyPath)?.[1];
        const email = index === undefined ? undefined : sent[Number(index)];
        return email ? `${email}: ${message(violation.detail)}` : undefined;
      })
      .filter(Boolean)
      .join(' ');

  const send = () => {
    setFailure(undefined);
    const list = addTyped();
    if (list === null) return;
    if (list.length === 0) {
      setInputError(t('invite.emailsRequired'));
      return;
    }
    invite.mutate(
      { emails: list, explanation: explanation.trim() },
      {
        onSuccess: () => {
          enqueueSnackbar(t('invite.sent', { count: list.length }), { variant: 'success' });
          reset();
          onClose();
        },
        onError: (error) => {
          setFailure(t('invite.failed', { count: list.length }));
          if (error instanceof ApiError && error.violations.length > 0) {
            const named = addressErrors(error.violations, list);
            if (named) setInputError(named);
          }
        },
      },
    );
  };

  return (
    <Dialog open={open} onClose={close} aria-labelledby={titleId} maxWidth="md" fullWidth>
      <DialogTitle id={titleId}>{t('invite.title')}</DialogTitle>
      <DialogContent>
        <Stack
          component="form"
          noValidate
          spacing={2}
          onSubmit={(event) => {
            event.preventDefault();
            send();
          }}
          id={`${titleId}-form`}
        >
          <DialogContentText>
            {t('invite.intro', { name: assignmentName, days: ACCESS_TOKEN_TTL_DAYS })}
          </DialogContentText>
          <Autocomplete
            multiple
            freeSolo
            options={[]}
            value={emails}
            inputValue={input}
            onInputChange={(_event, value, reason) => {
              // The typed text is cleared here only when an address was added (a refused one stays to be corrected).
              if (reason === 'input') {
                setInput(value);
                setInputError(undefined);
              }
            }}
            onChange={(_event, value) => setEmails(value)}
            onKeyDown={onKeyDown}
            onBlur={() => {
              if (input.trim() !== '') addTyped();
            }}
            renderInput={(params) => (
              <TextField
                {...params}
                label={t('invite.emails')}
                required
                type="email"
                error={inputError !== undefined}
                helperText={inputError ?? t('invite.emailsHelp', { max: INVITE_EMAILS_MAX })}
              />
            )}
          />
          <TextField
            label={t('invite.explanation')}
            multiline
            minRows={3}
            value={explanation}
            onChange={(event) => setExplanation(event.target.value)}
            helperText={t('invite.explanationHelp')}
            slotProps={{ htmlInput: { maxLength: INVITE_EXPLANATION_MAX } }}
          />
          <FormAlert message={failure} />
        </Stack>
        <Divider sx={{ my: 3 }} />
        {open ? <InvitationsList assignmentId={assignmentId} /> : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={close} disabled={invite.isPending}>
          {t('invite.close')}
        </Button>
        <Button type="submit" form={`${titleId}-form`} variant="contained" loading={invite.isPending}>
          {t('invite.send')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
