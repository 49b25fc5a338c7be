import { Box, Button, Stack, Typography } from '@mui/material';
import ArrowBack from '@mui/icons-material/ArrowBack';
import { Link as RouterLink, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '../../components/page-loader';
import { PageTabs, useHashTab } from '../../components/page-tabs';
import { AgendaView } from '../../features/agenda/components/agenda-view';
import { EducatorEventsList } from '../../features/educator-modules/components/educator-events-list';
import { ParticipantsTable } from '../../features/my-participants/components/participants-table';
import { educatorPageTabs, isAdmin, type EducatorPageTab } from '../../features/users/access';
import { useUser } from '../../features/users/api/get-user';
import { useDocumentTitle } from '../../lib/document-title';
import { useAccount } from '../../lib/session';

/** The educator page's tabs, the shown one kept in the hash. */
function EducatorTabs(props: { id: string; tabs: readonly EducatorPageTab[]; materialUserId: string | null }) {
  const { id, tabs, materialUserId } = props;
  const { t } = useTranslation('users');
  const [tab, select] = useHashTab(tabs);
  if (tab === undefined) return <Typography>{t('educatorPage.nothing')}</Typography>;
  return (
    <Box>
      <PageTabs
        idPrefix="educator"
        tabs={tabs}
        value={tab}
        onChange={select}
        labelOf={(value) => t(`educatorPage.tabs.${value}`)}
        ariaLabel={t('educatorPage.tabsLabel')}
      >
        {tab === 'modulen' ? (
          // The learning-material redirect is one's own or an admin's: others see the list without it.
          <EducatorEventsList educatorId={id} materialUserId={materialUserId} />
        ) : null}
        {tab === 'deelnemers' ? (
          <ParticipantsTable
            educatorId={id}
            tableId="educator-participants"
            participantLink={(row) => `/gebruikers/onderwijs/${row.id}`}
          />
        ) : null}
        {tab === 'agenda' ? <AgendaView userId={id} mode="educator" /> : null}
      </PageTabs>
    </Box>
  );
}

/**
 * Route module of /gebruikers/opleider/{id} (LIST_USERS, spec 3 "Users overview and user pages"): a teacher's
 * modules (VIEW_TEACHER; the educator-modules list of that teacher) and a practical trainer's or institute educator's
 * participants (VIEW_EDUCATOR; each leads to /gebruikers/onderwijs/{educationId}) and, for either, their agenda, in
 * tabs kept in the hash.
 */
export function UserEducatorRoute() {
  const { id = '' } = useParams();
  const { t } = useTranslation('users');
  const account = useAccount();
  const user = useUser(id);
  useDocumentTitle(user.data?.fullName ?? t('title'));
  if (user.isPending) return <PageLoader />;
  if (user.isError) throw user.error;

  const tabs = educatorPageTabs(account, user.data);
  return (
    <Stack spacing={3}>
      <Box>
        <Button component={RouterLink} to="/gebruikers" startIcon={<ArrowBack />}>
          {t('education.back')}
        </Button>
      </Box>
      <Typography component="h1" variant="h4">
        {user.data.fullName}
      </Typography>
      <EducatorTabs id={id} tabs={tabs} materialUserId={isAdmin(account) ? id : null} />
    </Stack>
  );
}

export { UserEducatorRoute as Component };
