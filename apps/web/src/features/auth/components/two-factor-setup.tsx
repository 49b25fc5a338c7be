import { useState } from 'react';
import { Box, Button, FormControl, FormLabel, Paper, RadioGroup, Stack, Typography } from '@mui/material';
import type { Account } from '@portal/contracts';
import { useSnackbar } from 'notistack';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { useDocumentTitle } from '../../../lib/document-title';
import { useSession } from '../../../lib/session';
import { AuthenticatorSetup } from '../../../components/authenticator-setup';
import { useSetTwoFactor } from '../api/post-two-factor';
import { FormAlert } from '../../../components/form-alert';
import { MethodCard } from './method-card';

type Method = 'authenticator' | 'email';

function useSaveFailure() {
  const { t } = useTranslation('auth');
  return (error: unknown) =>
    error instanceof ApiError && error.detail === 'invalid_2fa_code'
      ? t('code.invalid')
      : t('twoFactorSetup.saveFailed');
}

/** Authenticator: the shared setup; saving turns this session into a full one (see `useSetTwoFactor`). */
function AuthenticatorMethod({ account }: { account: Account }) {
  const saveFailure = useSaveFailure();
  const save = useSetTwoFactor(account.id);
  const [failure, setFailure] = useState<string>();
  const onSave = async (code: string) => {
    setFailure(undefined);
    try {
      await save.mutateAsync({ method: 'authenticator', twoFactorCode: code });
    } catch (error) {
      setFailure(saveFailure(error));
      throw error;
    }
  };
  return (
    <AuthenticatorSetup
      idPrefix="two-factor"
      headingLevel="h2"
      onSave={onSave}
      saving={save.isPending}
      failure={failure}
    />
  );
}

/** E-mail: nothing to prove now; the next sign-in sends the code to the account's address. */
function EmailSetup({ account }: { account: Account }) {
  const { t } = useTranslation('auth');
  const saveFailure = useSaveFailure();
  const save = useSetTwoFactor(account.id);
  const [failure, setFailure] = useState<string>();

  const onSave = async () => {
    setFailure(undefined);
    try {
      await save.mutateAsync({ method: 'email' });
    } catch (error) {
      setFailure(saveFailure(error));
    }
  };

  return (
    <Stack spacing={2.5}>
      <Typography>{t('twoFactorSetup.emailConfirm')}</Typography>
      <FormAlert message={failure} />
      <Button variant="contained" onClick={onSave} loading={save.isPending} sx={{ alignSelf: 'flex-start' }}>
        {t('twoFactorSetup.save')}
      </Button>
    </Stack>
  );
}

/**
 * The two-factor configuration screen (spec 1 §2): shown instead of the whole app while the signed-in account must
 * still choose a second factor. The authenticator app is the default and strongly preferred choice.
 */
export function TwoFactorSetup({ account }: { account: Account }) {
  const { t } = useTranslation('auth');
  const { t: tc } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const { logout } = useSession();
  const [method, setMethod] = useState<Method>('authenticator');
  const [loggingOut, setLoggingOut] = useState(false);
  useDocumentTitle(t('twoFactorSetup.heading'));

  const onLogout = async () => {
    setLoggingOut(true);
    try {
      await logout();
    } catch {
      setLoggingOut(false);
      enqueueSnackbar(tc('account.logoutFailed'), { variant: 'error' });
    }
  };

  return (
    <Paper variant="outlined" sx={{ mx: 'auto', p: { xs: 3, sm: 4 }, width: '100%', maxWidth: 640 }}>
      <Typography component="h1" variant="h4" gutterBottom>
        {t('twoFactorSetup.heading')}
      </Typography>
      <Typography sx={{ mb: 1.5 }}>{t('twoFactorSetup.intro')}</Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t('twoFactorSetup.nextLogin')}
      </Typography>

      <FormControl component="fieldset" sx={{ width: '100%', mb: 4 }}>
        <FormLabel component="legend" sx={{ mb: 1.5, color: 'text.primary', fontWeight: 600 }}>
          {t('twoFactorSetup.methodLegend')}
        </FormLabel>
        <RadioGroup
          name="two-factor-method"
          value={method}
          onChange={(_event, value) => setMethod(value as Method)}
          sx={{ gap: 1.5 }}
        >
          <MethodCard
            value="authenticator"
            selected={method === 'authenticator'}
            onSelect={setMethod}
            label={t('twoFactorSetup.authenticator.label')}
            badge={t('twoFactorSetup.authenticator.badge')}
            description={t('twoFactorSetup.authenticator.description')}
          />
          <MethodCard
            value="email"
            selected={method === 'email'}
            onSelect={setMethod}
            label={t('twoFactorSetup.email.label')}
            description={t('twoFactorSetup.email.description', { email: account.email })}
          />
        </RadioGroup>
      </FormControl>

      {method === 'authenticator' ? <AuthenticatorMethod account={account} /> : <EmailSetup account={account} />}

      <Box sx={{ mt: 4, pt: 3, borderTop: 1, borderColor: 'divider' }}>
        <Button variant="outlined" onClick={onLogout} loading={loggingOut}>
          {tc('account.logout')}
        </Button>
      </Box>
    </Paper>
  );
}
