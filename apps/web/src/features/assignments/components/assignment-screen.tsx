import { useId, useState } from 'react';
import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import PersonAddAltOutlined from '@mui/icons-material/PersonAddAltOutlined';
import { useTranslation } from 'react-i18next';
import type { Assignment } from '@portal/contracts';
import { FormRenderer } from '../../../components/form-renderer';
import { useDocumentTitle } from '../../../lib/document-title';
import { useSession } from '../../../lib/session';
import { AssignmentFill } from './assignment-fill';
import { AssignmentHeader, FormIntro } from './assignment-header';
import { namedItems, ownEntryOf, shownValues } from './assignment-values';
import { EntriesList } from './entries-list';
import { EvaluationsList } from './evaluations-list';
import { InvitationsList } from './invitations-list';
import { InviteDialog } from './invite-dialog';
import { MessagesPanel } from './messages-panel';
import { useMessageDraft } from './use-message-draft';
import { NotEditableNotice } from './not-editable-notice';

const nothing = () => {};

/** The form with everyone's answers, nothing to fill (the view, or a caller who fills nothing here). */
export function ReadOnlyForm({ assignment }: { assignment: Assignment }) {
  const own = ownEntryOf(assignment);
  const named = namedItems(assignment);
  return (
    <FormRenderer
      fields={assignment.form.fields}
      values={shownValues(assignment, own ? own.values : null)}
      onChange={nothing}
      roles={assignment.fillRoles}
      readOnly
      files={named.files}
      assignments={named.assignments}
    />
  );
}

/** The invitations of external contributors, on the page of one who may invite them. */
function ExternalInvitations({ assignment }: { assignment: Assignment }) {
  const { t } = useTranslation('assignments');
  const [inviting, setInviting] = useState(false);
  return (
    <Stack component="section" spacing={1} aria-label={t('tokens.heading')}>
      <InvitationsList assignmentId={assignment.id} headingLevel={2} />
      <Box>
        <Button variant="outlined" startIcon={<PersonAddAltOutlined />} onClick={() => setInviting(true)}>
          {t('practical.invite')}
        </Button>
      </Box>
      {inviting ? (
        <InviteDialog
          assignmentId={assignment.id}
          assignmentName={assignment.name}
          open
          onClose={() => setInviting(false)}
        />
      ) : null}
    </Stack>
  );
}

interface AssignmentScreenProps {
  assignment: Assignment;
  /** `edit`: the caller fills their own entry (when editable); `view`: everything read-only, with every entry. */
  mode: 'edit' | 'view';
}

/**
 * The assignment page (spec 2 "Assignment page"): heading, the form (filled through the autosave, or read-only),
 * evaluations, the chat and, for the participant, the invitations of external contributors. An external contributor
 * sees only the form and their button.
 */
export function AssignmentScreen({ assignment, mode }: AssignmentScreenProps) {
  const { t } = useTranslation('assignments');
  const { session } = useSession();
  const account = session?.status === 'signed-in' ? session.account : undefined;
  useDocumentTitle(assignment.name);
  const formHeadingId = useId();
  const message = useMessageDraft(assignment.id);
  const { external } = assignment;
  const debug = assignment._permissions.imitatingAdmin || (account?.roles.includes('ROLE_ADMIN') ?? false);
  const own = ownEntryOf(assignment);
  const filling = mode === 'edit' && own !== undefined;

  return (
    <Stack spacing={4} sx={{ minWidth: 0 }}>
      <AssignmentHeader assignment={assignment} debug={debug} />
      {external && assignment.editable ? (
        <Alert severity="info">{t('external.intro', { name: assignment.user.fullName })}</Alert>
      ) : null}
      <NotEditableNotice assignment={assignment} />
      <Stack component="section" spacing={2} aria-labelledby={formHeadingId}>
        <Box id={formHeadingId}>
          <FormIntro assignment={assignment} debug={debug} />
        </Box>
        {mode === 'edit' && !own ? <Typography>{t('page.noOwnEntry')}</Typography> : null}
        {filling ? (
          <AssignmentFill
            key={own.id}
            assignment={assignment}
            entry={own}
            unsentMessage={assignment._permissions.message ? message.draft : ''}
            sendMessage={message.send}
          />
        ) : (
          <ReadOnlyForm assignment={assignment} />
        )}
      </Stack>
      {mode === 'view' ? <EntriesList assignment={assignment} /> : null}
      <EvaluationsList evaluations={assignment.evaluations} />
      {!external && assignment._permissions.invite ? <ExternalInvitations assignment={assignment} /> : null}
      {external ? null : (
        <MessagesPanel
          assignmentId={assignment.id}
          messages={assignment.messages}
          canWrite={assignment._permissions.message}
          draft={message.draft}
          onDraftChange={message.setDraft}
          onSend={() => void message.send()}
          sending={message.sending}
        />
      )}
    </Stack>
  );
}
