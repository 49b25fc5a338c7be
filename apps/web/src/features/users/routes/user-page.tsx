import { useState } from 'react';
import {
  Box,
  Button,
  Chip,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TablePagination,
  TableRow,
  Typography,
} from '@mui/material';
import EditOutlined from '@mui/icons-material/EditOutlined';
import { PERMISSIONS, type Permission } from '@portal/contracts';
import { Link as RouterLink, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '../../../components/page-loader';
import { useDocumentTitle } from '../../../lib/document-title';
import { formatDateTime } from '../../../lib/format';
import { useAccount, useView } from '../../../lib/session';
import { mayAdministerUsers } from '../access';
import { LOGIN_EVENTS_PER_PAGE, useLoginEvents } from '../api/get-login-events';
import { useUser } from '../api/get-user';
import { ResetTwoFactorAction } from '../components/reset-two-factor-action';

/** The user's logins, newest first, at their time in Dutch time (DD-MM-YYYY HH:mm). */
function LoginEvents({ userId }: { userId: string }) {
  const { t } = useTranslation('users');
  const [page, setPage] = useState(1);
  const events = useLoginEvents(userId, page);
  if (events.isPending) return <PageLoader />;
  if (events.isError) throw events.error;
  const total = events.data['hydra:totalItems'];
  return (
    <Box component="section" aria-labelledby="login-events-heading">
      <Typography id="login-events-heading" component="h2" variant="h5" gutterBottom>
        {t('detail.loginEvents')}
      </Typography>
      {total === 0 ? (
        <Typography>{t('detail.noLogins')}</Typography>
      ) : (
        <Paper variant="outlined">
          <Table size="small" aria-labelledby="login-events-heading">
            <TableHead>
              <TableRow>
                <TableCell component="th" scope="col">
                  {t('detail.loginTime')}
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {events.data['hydra:member'].map((event) => (
                <TableRow key={event.id}>
                  <TableCell>{formatDateTime(event.created)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
          {total > LOGIN_EVENTS_PER_PAGE ? (
            <TablePagination
              component="div"
              count={total}
              page={page - 1}
              rowsPerPage={LOGIN_EVENTS_PER_PAGE}
              rowsPerPageOptions={[]}
              onPageChange={(_event, next) => setPage(next + 1)}
            />
          ) : null}
        </Paper>
      )}
    </Box>
  );
}

/** One line of the account's facts: a term and its value. */
function Fact({ term, children }: { term: string; children: React.ReactNode }) {
  return (
    <Box sx={{ display: 'contents' }}>
      <Typography component="dt" sx={{ fontWeight: 600 }}>
        {term}
      </Typography>
      <Typography component="dd" sx={{ m: 0 }}>
        {children}
      </Typography>
    </Box>
  );
}

/**
 * Route module of /gebruikers/{id} (LIST_USERS): the account, its roles and permissions, and its login events with
 * their time. An admin in the admin view gets the edit button.
 */
export function UserPage() {
  const { id = '' } = useParams();
  const { t } = useTranslation('users');
  const { t: tRoles } = useTranslation('roles');
  const account = useAccount();
  const { view } = useView();
  const user = useUser(id);
  // The catalogue's label of a known permission; an unknown code (none today) as it is.
  const permissionLabel = (code: string) =>
    (PERMISSIONS as readonly string[]).includes(code) ? tRoles(`permission.${code as Permission}`) : code;
  useDocumentTitle(user.data?.fullName ?? t('title'));
  if (user.isPending) return <PageLoader />;
  if (user.isError) throw user.error;
  const u = user.data;

  return (
    <Stack spacing={4}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}
      >
        <Typography component="h1" variant="h4">
          {u.fullName}
        </Typography>
        {mayAdministerUsers(account, view) ? (
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
            {u.id !== account.id && u.authMethod !== 'none' ? <ResetTwoFactorAction user={u} /> : null}
            <Button
              variant="contained"
              startIcon={<EditOutlined />}
              component={RouterLink}
              to={`/gebruikers/${u.id}/bewerken`}
            >
              {t('detail.edit')}
            </Button>
          </Stack>
        ) : null}
      </Stack>
      <Box component="section" aria-labelledby="account-heading">
        <Typography id="account-heading" component="h2" variant="h5" gutterBottom>
          {t('detail.account')}
        </Typography>
        <Box
          component="dl"
          sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' }, columnGap: 3, rowGap: 1 }}
        >
          <Fact term={t('columns.email')}>{u.email}</Fact>
          <Fact term={t('columns.afasId')}>{u.afasId ?? '–'}</Fact>
          <Fact term={t('detail.participantId')}>{u.participantId ?? '–'}</Fact>
          <Fact term={t('columns.status')}>{t(u.active ? 'status.active' : 'status.inactive')}</Fact>
          <Fact term={t('detail.authMethod')}>{t(`authMethod.${u.authMethod}`)}</Fact>
          <Fact term={t('detail.lastSync')}>{u.lastSync ? formatDateTime(u.lastSync) : t('detail.never')}</Fact>
          <Fact term={t('detail.created')}>{formatDateTime(u.created)}</Fact>
          <Fact term={t('detail.roles')}>
            {u.roles.length === 0 ? (
              t('detail.noRoles')
            ) : (
              <Stack component="span" direction="row" useFlexGap spacing={1} sx={{ flexWrap: 'wrap' }}>
                {u.roles.map((role) => (
                  <Chip key={role} component="span" label={tRoles(role)} size="small" />
                ))}
              </Stack>
            )}
          </Fact>
          <Fact term={t('detail.permissions')}>
            {u.permissions.length === 0 ? t('detail.noPermissions') : u.permissions.map(permissionLabel).join(', ')}
          </Fact>
        </Box>
      </Box>
      <LoginEvents userId={u.id} />
      <Box>
        <Button component={RouterLink} to="/gebruikers">
          {t('detail.back')}
        </Button>
      </Box>
    </Stack>
  );
}

export { UserPage as Component };
