import { Box, Button, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useSendActivationLink } from '../api/post-send-activation-link';
import { FormAlert } from '../../../components/form-alert';
import { FormStatus } from './form-status';

interface ResendActivationProps {
  /** The address typed into the login form. */
  email: string;
  /** Ask first whether the account is activated yet (after a refused password, where that is not known). */
  withQuestion?: boolean;
}

/**
 * Sends the activation mail again for the address of the login form (spec 1 §2: "An inactive user is offered a link to
 * resend the activation mail"). The confirmation is the same for every address: it never tells who has an account.
 */
export function ResendActivation({ email, withQuestion = false }: ResendActivationProps) {
  const { t } = useTranslation('auth');
  const send = useSendActivationLink();

  if (send.isSuccess) return <FormStatus message={t('resendActivation.sent', { email })} focusOnShow />;

  return (
    <Box>
      {withQuestion ? <Typography variant="body2">{t('resendActivation.question')}</Typography> : null}
      <Button variant="outlined" onClick={() => send.mutate(email)} loading={send.isPending} sx={{ mt: 1 }}>
        {t('resendActivation.submit')}
      </Button>
      {send.isError ? (
        <Box sx={{ mt: 1.5 }}>
          <FormAlert message={t('resendActivation.failed')} />
        </Box>
      ) : null}
    </Box>
  );
}
