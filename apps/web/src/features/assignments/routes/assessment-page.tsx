import { Alert, Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PageLoader } from '../../../components/page-loader';
import { useDocumentTitle } from '../../../lib/document-title';
import { useAccount } from '../../../lib/session';
import { useEvaluation } from '../api/get-evaluation';
import { useEvaluationEducationPoints } from '../api/get-evaluation-education-points';
import { AssessmentForm } from '../components/assessment-form';
import { AssignmentHeader, FormIntro } from '../components/assignment-header';
import { EntriesList } from '../components/entries-list';
import { EvaluationHistory } from '../components/evaluation-history';
import { HandedInFiles } from '../components/handed-in-files';
import { MessagesPanel } from '../components/messages-panel';
import { useMessageDraft } from '../components/use-message-draft';

/** The participant's elective points on a request (spec 3: remaining points for request modules). */
function RemainingPoints({ id }: { id: string }) {
  const { t } = useTranslation('assignments');
  const points = useEvaluationEducationPoints(id, true);
  if (!points.data?.requestModule) return null;
  const { remaining, required, requested } = points.data;
  return (
    <Alert severity="info">
      {t('assessment.screen.points', { remaining, required })}
      {requested === null ? null : (
        <>
          <br />
          {t('assessment.screen.requested', { requested })}
        </>
      )}
    </Alert>
  );
}

/**
 * Route module of /beoordelingen/{id} (spec 3 "Assessment screen"): the assignment, the remaining points of a request,
 * the form with the assessor's fields, Waardering and Cijfer, the stored actions, every evaluation so far and the chat.
 */
export function AssessmentPage() {
  const { id = '' } = useParams();
  const { t } = useTranslation('assignments');
  const account = useAccount();
  const detail = useEvaluation(id);
  const message = useMessageDraft(id);
  useDocumentTitle(detail.data?.name ?? t('assessment.title'));
  if (detail.isError) throw detail.error;
  if (!detail.data) return <PageLoader />;
  const data = detail.data;
  const admin = account?.roles.includes('ROLE_ADMIN') ?? false;

  return (
    <Stack spacing={4} sx={{ minWidth: 0 }}>
      <AssignmentHeader assignment={data} debug={admin} />
      {data.module.moduleType === 'request' ? <RemainingPoints id={data.id} /> : null}
      <Stack component="section" spacing={2} aria-label={data.form.title}>
        <FormIntro assignment={data} debug={admin} />
        <AssessmentForm
          key={`${data.id}-${data.state}`}
          detail={data}
          unsentMessage={message.draft}
          sendMessage={message.send}
        />
      </Stack>
      {/* Every answer the assignment holds, each filler's apart with who gave it: a contributor's answer on a field
          the assessor fills too is not on the form above (that shows the assessor's own). */}
      <EntriesList assignment={data} />
      <HandedInFiles key={data.id} files={data.evaluation.files} />
      <EvaluationHistory history={data.evaluation.history} />
      <MessagesPanel
        assignmentId={data.id}
        messages={data.messages}
        canWrite={data._permissions.message}
        draft={message.draft}
        onDraftChange={message.setDraft}
        onSend={() => void message.send()}
        sending={message.sending}
      />
    </Stack>
  );
}

export { AssessmentPage as Component };
