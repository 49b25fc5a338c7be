import { Alert, Box, Button, CircularProgress, FormControlLabel, FormGroup, Switch, Typography } from '@mui/material';
import type { NotificationType } from '@portal/contracts';
import { useSnackbar } from 'notistack';
import { useTranslation } from 'react-i18next';
import { useNotificationPreferences, type NotificationPreferences } from '../api/get-notification-preferences';
import { useSaveNotificationPreferences } from '../api/post-notification-preferences';

/**
 * Notification preferences (spec 3): a switch per notification type the user's roles can receive (on: receive it),
 * and one for the optional mails (the daily digest and the weekly unread-news mail, both described under it). Each
 * switch saves at once; a failure puts it back.
 */
export function NotificationsTab() {
  const { t } = useTranslation('profile');
  const { t: tc } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const preferences = useNotificationPreferences();
  const save = useSaveNotificationPreferences({
    onSaved: () => enqueueSnackbar(t('notifications.saved'), { variant: 'success' }),
    onFailed: () => enqueueSnackbar(t('notifications.saveFailed'), { variant: 'error' }),
  });

  const heading = (
    <>
      <Typography component="h2" variant="h5" gutterBottom>
        {t('notifications.heading')}
      </Typography>
      <Typography sx={{ mb: 2 }}>{t('notifications.intro')}</Typography>
    </>
  );
  if (preferences.isPending) {
    return (
      <Box>
        {heading}
        <CircularProgress aria-label={tc('loading')} />
      </Box>
    );
  }
  if (preferences.isError) {
    return (
      <Box>
        {heading}
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void preferences.refetch()}>
              {tc('retry')}
            </Button>
          }
        >
          {t('notifications.loadFailed')}
        </Alert>
      </Box>
    );
  }

  const { optOutTypes, optOutMailings, availableTypes } = preferences.data;
  const store = (changes: Partial<Pick<NotificationPreferences, 'optOutTypes' | 'optOutMailings'>>) =>
    save.mutate({ optOutTypes, optOutMailings, ...changes });
  const setReceives = (type: NotificationType, receives: boolean) =>
    store({
      optOutTypes: receives ? optOutTypes.filter((optedOut) => optedOut !== type) : [...optOutTypes, type],
    });

  return (
    <Box>
      {heading}
      <Box component="fieldset" sx={{ border: 0, m: 0, p: 0, mb: 4 }}>
        <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 600, mb: 1, p: 0 }}>
          {t('notifications.typesLegend')}
        </Typography>
        {availableTypes.length === 0 ? (
          <Typography color="text.secondary">{t('notifications.noTypes')}</Typography>
        ) : (
          <FormGroup>
            {availableTypes.map((type) => (
              <FormControlLabel
                key={type}
                label={t(`notifications.types.${type}`)}
                control={
                  <Switch
                    checked={!optOutTypes.includes(type)}
                    onChange={(event) => setReceives(type, event.target.checked)}
                  />
                }
              />
            ))}
          </FormGroup>
        )}
      </Box>

      <Box component="fieldset" sx={{ border: 0, m: 0, p: 0 }}>
        <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 600, mb: 1, p: 0 }}>
          {t('notifications.mailingsLegend')}
        </Typography>
        <FormControlLabel
          label={t('notifications.optionalMails')}
          control={
            <Switch
              checked={!optOutMailings}
              onChange={(event) => store({ optOutMailings: !event.target.checked })}
              slotProps={{ input: { 'aria-describedby': 'profile-optional-mails-hint' } }}
            />
          }
        />
        {/* What the one switch covers (spec 3 names one optOutMailings for both mails), lined up with its label. */}
        <Box id="profile-optional-mails-hint" sx={{ pl: '47px', color: 'text.secondary' }}>
          <Typography component="ul" variant="body2" sx={{ m: 0, mb: 1, pl: 2.5 }}>
            <li>{t('notifications.dailyDigest')}</li>
            <li>{t('notifications.weeklyNews')}</li>
          </Typography>
          <Typography variant="body2">{t('notifications.optionalMailsHint')}</Typography>
        </Box>
      </Box>
    </Box>
  );
}
