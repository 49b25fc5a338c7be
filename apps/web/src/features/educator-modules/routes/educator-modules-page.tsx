import { Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { useDocumentTitle } from '../../../lib/document-title';
import { useAccount } from '../../../lib/session';
import { mayViewModules, seesAllEvents } from '../access';
import { EducatorEventsList } from '../components/educator-events-list';
import { EventSyncBox } from '../components/event-sync-box';

/**
 * Route module for /modulen (spec 3 "Educator modules list"): the events an educator works on ('Actueel' or
 * 'Archief'), searched and filtered on 'Rechten' and status, 10 at a time as the page scrolls. Admins and program
 * assistants see every event and may keep to their own ('Alleen mijn modules', remembered in this browser).
 */
export function EducatorModulesPage() {
  const { t } = useTranslation('educatorModules');
  useDocumentTitle(t('title'));
  const account = useAccount();
  if (!mayViewModules(account)) throw new ApiError(403, 'forbidden');

  return (
    <>
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        spacing={2}
        sx={{ justifyContent: 'space-between', alignItems: { md: 'flex-start' }, mb: 3 }}
      >
        <Typography component="h1" variant="h4">
          {t('title')}
        </Typography>
        {account.roles.includes('ROLE_ADMIN') ? <EventSyncBox /> : null}
      </Stack>
      <EducatorEventsList materialUserId={account.id} offerOnlyOwn={seesAllEvents(account)} />
    </>
  );
}

export { EducatorModulesPage as Component };
