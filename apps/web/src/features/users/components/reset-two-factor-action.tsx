import { useState } from 'react';
import { Button } from '@mui/material';
import LockResetOutlined from '@mui/icons-material/LockResetOutlined';
import { useSnackbar } from 'notistack';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useResetTwoFactor } from '../api/reset-two-factor';

/**
 * 'Verificatiemethode resetten' (admin, spec 3 §6): after confirmation the user's two-factor method goes back to none;
 * the user gets a mail, is signed out and sets up a method again at the next sign-in.
 */
export function ResetTwoFactorAction({ user }: { user: { id: string; fullName: string } }) {
  const { t } = useTranslation('users');
  const { enqueueSnackbar } = useSnackbar();
  const reset = useResetTwoFactor(user.id);
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outlined" startIcon={<LockResetOutlined />} onClick={() => setOpen(true)}>
        {t('twoFactorReset.action')}
      </Button>
      <ConfirmDialog
        open={open}
        onClose={() => setOpen(false)}
        title={t('twoFactorReset.title')}
        text={t('twoFactorReset.text', { name: user.fullName })}
        confirmLabel={t('twoFactorReset.confirm')}
        onConfirm={() =>
          reset.mutateAsync(undefined, {
            onSuccess: () => enqueueSnackbar(t('twoFactorReset.done', { name: user.fullName }), { variant: 'success' }),
            onError: () => enqueueSnackbar(t('twoFactorReset.failed'), { variant: 'error' }),
          })
        }
      />
    </>
  );
}
