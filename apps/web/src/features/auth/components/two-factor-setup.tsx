import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  Alert,
  Box,
  Button,
  CircularProgress,
  FormControl,
  FormLabel,
  Paper,
  RadioGroup,
  Stack,
  Typography,
} from '@mui/material';
import type { Account } from '@portal/contracts';
import { useSnackbar } from 'notistack';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { useDocumentTitle } from '../../../lib/document-title';
import { useSession } from '../../../lib/session';
import { QR_CODE_IMAGE_URL, useQrSecret } from '../api/get-qr-code';
import { useSetTwoFactor } from '../api/post-two-factor';
import { FormAlert } from './form-alert';
import { MethodCard } from './method-card';
import { VerificationCodeField } from './verification-code-field';
import {
  verificationCodeSchema,
  type VerificationCodeInput,
  type VerificationCodeValues,
} from './verification-code-schema';

type Method = 'authenticator' | 'email';

/** The secret in blocks of 4 ("ABCD EFGH …"), easier to copy by hand into an app. */
export function groupSecret(secret: string): string {
  return (secret.match(/.{1,4}/g) ?? []).join(' ');
}

function useSaveFailure() {
  const { t } = useTranslation('auth');
  return (error: unknown) =>
    error instanceof ApiError && error.detail === 'invalid_2fa_code'
      ? t('code.invalid')
      : t('twoFactorSetup.saveFailed');
}

/** Authenticator: QR code (and the secret as text), then a code of the new secret proves the app has it. */
function AuthenticatorSetup({ account }: { account: Account }) {
  const { t } = useTranslation('auth');
  const { t: tc } = useTranslation();
  const saveFailure = useSaveFailure();
  const qr = useQrSecret(true);
  const save = useSetTwoFactor(account.id);
  const [failure, setFailure] = useState<string>();
  const {
    register,
    handleSubmit,
    setFocus,
    formState: { errors },
  } = useForm<VerificationCodeInput, unknown, VerificationCodeValues>({
    resolver: zodResolver(verificationCodeSchema),
    defaultValues: { code: '' },
  });

  const onSubmit = handleSubmit(async ({ code }) => {
    setFailure(undefined);
    try {
      await save.mutateAsync({ method: 'authenticator', twoFactorCode: code });
    } catch (error) {
      setFailure(saveFailure(error));
      setFocus('code', { shouldSelect: true });
    }
  });

  if (qr.isPending) return <CircularProgress aria-label={tc('loading')} sx={{ display: 'block', mx: 'auto' }} />;
  if (qr.isError) return <Alert severity="error">{t('twoFactorSetup.qrFailed')}</Alert>;

  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-labelledby="two-factor-connect-heading">
      <Typography id="two-factor-connect-heading" component="h2" variant="h6" gutterBottom>
        {t('twoFactorSetup.connectHeading')}
      </Typography>
      <Stack component="ol" spacing={3} sx={{ pl: 2.5, my: 0 }}>
        <li>
          <Typography gutterBottom>{t('twoFactorSetup.scan')}</Typography>
          {/* Requested only now: the JSON call above has created the pending secret this image shows. */}
          <Box
            component="img"
            src={QR_CODE_IMAGE_URL}
            alt={t('twoFactorSetup.qrAlt')}
            width={200}
            height={200}
            sx={{ display: 'block', border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: 'common.white' }}
          />
        </li>
        <li>
          <Typography gutterBottom>{t('twoFactorSetup.manual')}</Typography>
          <Box
            component="code"
            data-testid="two-factor-secret"
            sx={{
              display: 'inline-block',
              px: 1.5,
              py: 1,
              borderRadius: 1,
              bgcolor: 'grey.100',
              fontFamily: 'ui-monospace, "SFMono-Regular", Menlo, Consolas, monospace',
              fontSize: '1.05rem',
              letterSpacing: '0.05em',
              wordBreak: 'break-word',
            }}
          >
            {groupSecret(qr.data.secret)}
          </Box>
        </li>
        <li>
          <Typography sx={{ mb: 2 }}>{t('twoFactorSetup.enterCode')}</Typography>
          <Stack spacing={2.5}>
            <FormAlert message={failure} />
            <VerificationCodeField id="two-factor-code" registration={register('code')} error={errors.code?.message} />
            <Button type="submit" variant="contained" loading={save.isPending} sx={{ alignSelf: 'flex-start' }}>
              {t('twoFactorSetup.save')}
            </Button>
          </Stack>
        </li>
      </Stack>
    </Box>
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

      {method === 'authenticator' ? <AuthenticatorSetup account={account} /> : <EmailSetup account={account} />}

      <Box sx={{ mt: 4, pt: 3, borderTop: 1, borderColor: 'divider' }}>
        <Button variant="outlined" onClick={onLogout} loading={loggingOut}>
          {tc('account.logout')}
        </Button>
      </Box>
    </Paper>
  );
}
