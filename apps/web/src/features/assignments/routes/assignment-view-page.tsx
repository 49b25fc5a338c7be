import { Alert } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PageLoader } from '../../../components/page-loader';
import { useAssignment } from '../api/get-assignment';
import { AssignmentScreen } from '../components/assignment-screen';

/**
 * Route module of /onderwijs/opdracht/{id}/bekijken (spec 2 §2, signed in): the assignment read-only, with every
 * filler's entry, the evaluations and the chat. Where the assignment opens when it cannot be changed (handed in,
 * assessed, or someone else's).
 */
export function AssignmentViewPage() {
  const { id = '' } = useParams();
  const { t } = useTranslation('assignments');
  const assignment = useAssignment(id);
  if (assignment.isError) {
    return (
      <Alert severity="error" role="alert">
        {t('page.loadFailed')}
      </Alert>
    );
  }
  if (!assignment.data) return <PageLoader />;
  return <AssignmentScreen key={assignment.data.id} assignment={assignment.data} mode="view" />;
}

export { AssignmentViewPage as Component };
