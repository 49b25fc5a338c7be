import { useState } from 'react';
import {
  Alert,
  Box,
  Button,
  FormControl,
  FormControlLabel,
  FormLabel,
  Radio,
  RadioGroup,
  Stack,
  Typography,
} from '@mui/material';
import type { Account, AuthMethod } from '@portal/contracts';
import { useSnackbar } from 'notistack';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { useChangeTwoFactor } from '../api/post-two-factor';
import { AuthenticatorSetup } from '../../../components/authenticator-setup';
import { FormAlert } from '../../../components/form-alert';

// The strongest first, as on the configuration screen of the sign-in.
const METHOD_ORDER: readonly AuthMethod[] = ['authenticator', 'email', 'none'];

/**
 * The two-factor method (spec 3 "Authentication tab"): the current one, and a change to the authenticator app (QR
 * code and a 6-digit code of the new secret), to codes by e-mail, or to none.
 */
export function AuthenticationTab({ account }: { account: Account }) {
  const { t } = useTranslation('profile');
  const { t: tAuth } = useTranslation('auth');
  const { t: tDomain } = useTranslation('domain');
  const { enqueueSnackbar } = useSnackbar();
  const change = useChangeTwoFactor(account.id);
  const current = account.authMethod;
  const [chosen, setChosen] = useState<AuthMethod>(current);
  const [failure, setFailure] = useState<string>();

  const choose = (method: AuthMethod) => {
    setChosen(method);
    setFailure(undefined);
  };

  /** Rejects when refused, so the code field can take the focus again. */
  const save = async (twoFactorCode?: string) => {
    setFailure(undefined);
    try {
      await change.mutateAsync({ method: chosen, ...(twoFactorCode === undefined ? {} : { twoFactorCode }) });
      enqueueSnackbar(t('authentication.saved'), { variant: 'success' });
    } catch (error) {
      setFailure(
        error instanceof ApiError && error.detail === 'invalid_2fa_code'
          ? tAuth('code.invalid')
          : t('authentication.saveFailed'),
      );
      throw error;
    }
  };
  const saveWithoutCode = () => save().catch(() => undefined);

  const descriptions: Record<AuthMethod, string> = {
    authenticator: t('authentication.authenticatorDescription'),
    email: t('authentication.emailDescription', { email: account.email }),
    none: t('authentication.noneDescription'),
  };

  let action;
  if (chosen === current) action = <Typography color="text.secondary">{t('authentication.isCurrent')}</Typography>;
  else if (chosen === 'authenticator') {
    action = (
      <AuthenticatorSetup
        idPrefix="profile-two-factor"
        headingLevel="h3"
        onSave={save}
        saving={change.isPending}
        failure={failure}
      />
    );
  } else {
    action = (
      <Stack spacing={2.5}>
        {chosen === 'none' ? (
          // A standing explanation, not an event: no role="alert".
          <Alert severity="warning" role="note">
            {t('authentication.noneWarning')}
          </Alert>
        ) : null}
        <FormAlert message={failure} />
        <Button
          variant="contained"
          onClick={saveWithoutCode}
          loading={change.isPending}
          sx={{ alignSelf: 'flex-start' }}
        >
          {t('authentication.save')}
        </Button>
      </Stack>
    );
  }

  return (
    <Box>
      <Typography component="h2" variant="h5" gutterBottom>
        {t('authentication.heading')}
      </Typography>
      <Typography sx={{ mb: 1.5 }}>{t('authentication.intro')}</Typography>
      <Typography sx={{ mb: 3, fontWeight: 600 }} data-testid="profile-current-method">
        {t('authentication.current', { method: tDomain(`authMethod.${current}`) })}
      </Typography>

      <FormControl component="fieldset" sx={{ width: '100%', mb: 3 }}>
        <FormLabel component="legend" sx={{ mb: 1, color: 'text.primary', fontWeight: 600 }}>
          {t('authentication.legend')}
        </FormLabel>
        <RadioGroup
          name="profile-two-factor-method"
          value={chosen}
          onChange={(_event, value) => choose(value as AuthMethod)}
        >
          {METHOD_ORDER.map((method) => (
            <Box key={method} sx={{ mb: 1 }}>
              <FormControlLabel
                value={method}
                control={
                  <Radio slotProps={{ input: { 'aria-describedby': `profile-method-${method}-description` } }} />
                }
                label={tDomain(`authMethod.${method}`)}
              />
              <Typography
                id={`profile-method-${method}-description`}
                variant="body2"
                color="text.secondary"
                sx={{ pl: 4 }}
              >
                {descriptions[method]}
              </Typography>
            </Box>
          ))}
        </RadioGroup>
      </FormControl>

      {action}
    </Box>
  );
}
