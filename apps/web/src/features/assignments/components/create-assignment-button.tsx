import { Button } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { useSnackbar } from 'notistack';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ApiError } from '../../../lib/api-client';
import { useValidationMessage } from '../../../lib/validation-message';
import { useCreateAssignmentFromContainer } from '../api/post-module-assignment';

interface CreateAssignmentButtonProps {
  container: { id: string; name: string };
  /** The module list has changed (a new assignment in it). */
  onCreated?: () => void;
}

/**
 * 'Nieuwe opdracht aanmaken' of an assignment container with a form (spec 2 "Practical tab"): asks the container what
 * the assignment will be, creates it, says 'Nieuwe opdracht aangemaakt!' and opens it. A refusal says 'Fout bij
 * aanmaken opdracht.', with the server's violations when it names them.
 */
export function CreateAssignmentButton({ container, onCreated }: CreateAssignmentButtonProps) {
  const { t } = useTranslation('assignments');
  const message = useValidationMessage();
  const { enqueueSnackbar } = useSnackbar();
  const navigate = useNavigate();
  const create = useCreateAssignmentFromContainer();
  const onClick = () =>
    create.mutate(container.id, {
      onSuccess: (assignment) => {
        enqueueSnackbar(t('practical.created'), { variant: 'success' });
        onCreated?.();
        void navigate(`/onderwijs/opdracht/${encodeURIComponent(assignment.id)}`);
      },
      onError: (error) => {
        const violations = error instanceof ApiError ? error.violations.map((v) => message(v.detail)) : [];
        enqueueSnackbar([t('practical.createFailed'), ...new Set(violations)].join(' '), { variant: 'error' });
      },
    });
  return (
    <Button
      size="small"
      variant="outlined"
      startIcon={<AddIcon />}
      onClick={onClick}
      loading={create.isPending}
      aria-label={t('practical.createFor', { name: container.name })}
    >
      {t('practical.create')}
    </Button>
  );
}
