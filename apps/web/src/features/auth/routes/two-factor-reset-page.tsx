import { Box, Button, Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ApiError } from '../../../lib/api-client';
import { useDocumentTitle } from '../../../lib/document-title';
import { useTwoFactorReset } from '../api/post-2fa-reset';
import { AuthCard } from '../components/auth-card';
import { FormAlert } from '../../../components/form-alert';
import { FormStatus } from '../components/form-status';
import { RecoveryLink } from '../components/recovery-link';

/**
 * '/verificatiemethode-wijzigen?token=…' (spec 1 §2, anonymous only): the link of the mail asked for at the code step.
 * One button confirms; the method is then off and the next sign-in asks to choose one again. Without a token, or
 * with one the server refuses (400: unknown, used or expired), the link cannot be used.
 */
export function TwoFactorResetPage() {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  const token = params.get('token');
  const reset = useTwoFactorReset();
  useDocumentTitle(t('twoFactorReset.heading'));

  const invalid = !token || (reset.error instanceof ApiError && reset.error.status === 400);
  let content;
  if (reset.isSuccess) {
    content = (
      <>
        <FormStatus message={t('twoFactorReset.done')} focusOnShow />
        <RecoveryLink to="/">{t('recovery.toLogin')}</RecoveryLink>
      </>
    );
  } else if (invalid) {
    content = (
      <>
        <FormAlert message={t('twoFactorReset.invalidToken')} />
        <RecoveryLink to="/">{t('recovery.toLogin')}</RecoveryLink>
      </>
    );
  } else {
    content = (
      <Stack spacing={2.5}>
        {reset.isError ? <FormAlert message={t('twoFactorReset.failed')} /> : null}
        <Box>
          <Button variant="contained" size="large" onClick={() => reset.mutate(token)} loading={reset.isPending}>
            {t('twoFactorReset.submit')}
          </Button>
        </Box>
      </Stack>
    );
  }

  return (
    <AuthCard
      heading={t('twoFactorReset.heading')}
      intro={!reset.isSuccess && !invalid ? t('twoFactorReset.intro') : undefined}
    >
      {content}
    </AuthCard>
  );
}

export { TwoFactorResetPage as Component };
