import DownloadIcon from '@mui/icons-material/Download';
import {
  Button,
  Link,
  List,
  ListItem,
  Stack,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useSnackbar } from 'notistack';
import { useTranslation } from 'react-i18next';
import type { PersonalDataExport } from '@portal/contracts';
import { LabelledCell, ResponsiveTable } from '../../../components/data-table';
import { formatDateTime } from '../../../lib/format';
import {
  exportDownloadUrl,
  personalDataExportsKey,
  usePersonalDataExports,
  useAccountTakeovers,
  useRequestPersonalDataExport,
} from '../api/personal-data-exports';

/** The times an administrator took over the account, so the user can see who acted as them. */
function Takeovers() {
  const { t } = useTranslation('profile');
  const takeovers = useAccountTakeovers();
  return (
    <Stack spacing={1}>
      <Typography component="h2" variant="h5" sx={{ pt: 2 }}>
        {t('takeovers.heading')}
      </Typography>
      {takeovers.isPending ? null : takeovers.isError ? (
        <Typography>{t('takeovers.loadFailed')}</Typography>
      ) : takeovers.data.length === 0 ? (
        <Typography>{t('takeovers.none')}</Typography>
      ) : (
        <>
          <Typography>{t('takeovers.explanation')}</Typography>
          <List dense aria-label={t('takeovers.heading')}>
            {takeovers.data.map((item) => (
              <ListItem key={item.id} disableGutters>
                {t('takeovers.item', { when: moment(item.started), by: item.by ?? t('takeovers.unknown') })}
              </ListItem>
            ))}
          </List>
        </>
      )}
    </Stack>
  );
}

/** A moment in Dutch: 27-11-2026 10:16 (Amsterdam time). */
const moment = (value: string | null) => formatDateTime(value);

/**
 * 'Privacy' on /account: everything the portal holds about the user as one ZIP (GDPR art. 15/20), made in the
 * background and announced by a notification; each export downloads once, within 48 hours.
 */
export function PersonalDataTab({ userId }: { userId: string }) {
  const { t } = useTranslation('profile');
  const { enqueueSnackbar } = useSnackbar();
  const queryClient = useQueryClient();
  const exports = usePersonalDataExports();
  const request = useRequestPersonalDataExport();
  // Only the user's own export blocks asking again; an admin's list also holds those they asked for others.
  const pending = exports.data?.some((item) => item.status === 'pending' && item.userId === userId) ?? false;
  const forOthers = exports.data?.some((item) => item.userId !== userId) ?? false;

  const ask = () =>
    request.mutate(userId, {
      onSuccess: () => enqueueSnackbar(t('personalData.requested'), { variant: 'success' }),
      onError: () => enqueueSnackbar(t('personalData.requestFailed'), { variant: 'error' }),
    });

  return (
    <Stack spacing={2} sx={{ maxWidth: 900 }}>
      <Typography component="h2" variant="h5">
        {t('personalData.heading')}
      </Typography>
      <Typography>{t('personalData.explanation')}</Typography>
      <div>
        <Button
          variant="contained"
          startIcon={<DownloadIcon />}
          onClick={ask}
          loading={request.isPending}
          disabled={pending}
        >
          {t('personalData.request')}
        </Button>
      </div>
      {exports.data && exports.data.length > 0 ? (
        <ResponsiveTable label={t('personalData.listLabel')} stackBelow="sm">
          <TableHead>
            <TableRow>
              {forOthers ? <TableCell>{t('personalData.columns.person')}</TableCell> : null}
              <TableCell>{t('personalData.columns.created')}</TableCell>
              <TableCell>{t('personalData.columns.status')}</TableCell>
              <TableCell>{t('personalData.columns.download')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {exports.data.map((item) => (
              <TableRow key={item.id}>
                {forOthers ? (
                  <LabelledCell label={t('personalData.columns.person')}>{item.userName}</LabelledCell>
                ) : null}
                <LabelledCell label={t('personalData.columns.created')}>{moment(item.created)}</LabelledCell>
                <LabelledCell label={t('personalData.columns.status')}>
                  {t(`personalData.status.${item.status}`)}
                </LabelledCell>
                <LabelledCell label={t('personalData.columns.download')}>
                  {item.status === 'ready' ? (
                    <Link
                      href={exportDownloadUrl(item.id)}
                      download
                      // Once downloaded it is gone: the row says so as soon as the browser has asked for it.
                      onClick={() =>
                        queryClient.setQueryData<PersonalDataExport[]>(personalDataExportsKey, (items) =>
                          items?.map((one) => (one.id === item.id ? { ...one, status: 'downloaded' } : one)),
                        )
                      }
                    >
                      {t('personalData.download', { expires: moment(item.expires) })}
                    </Link>
                  ) : (
                    '–'
                  )}
                </LabelledCell>
              </TableRow>
            ))}
          </TableBody>
        </ResponsiveTable>
      ) : null}
      <Takeovers />
    </Stack>
  );
}
