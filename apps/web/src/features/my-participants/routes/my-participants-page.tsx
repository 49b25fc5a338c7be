import { Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { useDocumentTitle } from '../../../lib/document-title';
import { useAccount } from '../../../lib/session';
import { mayViewMyParticipants } from '../access';
import { ParticipantsTable } from '../components/participants-table';

/**
 * Route module of /mijn-deelnemers (spec 3 "My participants"): the participants of the educations the signed-in
 * practical trainer, institute educator or program assistant is linked to; each leads to /mijn-deelnemers/{id}, the
 * participant's education and agenda.
 */
export function MyParticipantsPage() {
  const { t } = useTranslation('participants');
  const account = useAccount();
  useDocumentTitle(t('title'));
  if (!mayViewMyParticipants(account)) throw new ApiError(403, 'forbidden');
  return (
    <Stack spacing={3}>
      <Typography component="h1" variant="h4">
        {t('title')}
      </Typography>
      <ParticipantsTable
        educatorId={null}
        tableId="my-participants"
        participantLink={(row) => `/mijn-deelnemers/${row.id}`}
      />
    </Stack>
  );
}

export { MyParticipantsPage as Component };
