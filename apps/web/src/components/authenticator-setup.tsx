import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Box, Button, CircularProgress, Stack, TextField, Typography } from '@mui/material';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { QR_CODE_IMAGE_URL, useQrSecret } from '../lib/two-factor/get-qr-code';
import { FormAlert } from './form-alert';

/**
 * The code as typed: spaces dropped (apps show "123 456"), then 6 digits (spec 3 §5: "Authenticator code: 6
 * characters"). Messages are keys of the `auth` namespace, whose code step says the same.
 */
const codeFormSchema = z.object({
  code: z
    .string()
    .transform((value) => value.replace(/\s+/g, ''))
    .pipe(
      z
        .string()
        .min(1, { error: 'code.required' })
        .regex(/^\d{6}$/, { error: 'code.sixDigits' }),
    ),
});

/** The secret in blocks of 4 ("ABCD EFGH …"), easier to copy by hand into an app. */
export function groupSecret(secret: string): string {
  return (secret.match(/.{1,4}/g) ?? []).join(' ');
}

interface AuthenticatorSetupProps {
  /** Prefix of the element ids, unique on the page (e.g. `two-factor`, `profile-two-factor`). */
  idPrefix: string;
  /** The heading's level in its page (h2 on the configuration screen, h3 inside a profile tab). */
  headingLevel: 'h2' | 'h3';
  /** Saves the method with the code; rejects when the server refuses. */
  onSave: (code: string) => Promise<void>;
  saving: boolean;
  /** Why the last save failed, shown above the code field. */
  failure: string | undefined;
}

/**
 * Linking an authenticator app, on the sign-in's configuration screen and in the profile: the QR code and the secret
 * as text, then a code of the new secret proves the app has it. The caller saves (its own side effects differ).
 */
export function AuthenticatorSetup({ idPrefix, headingLevel, onSave, saving, failure }: AuthenticatorSetupProps) {
  const { t } = useTranslation('auth');
  const { t: tc } = useTranslation();
  const qr = useQrSecret();
  const {
    register,
    handleSubmit,
    setFocus,
    formState: { errors },
  } = useForm<z.input<typeof codeFormSchema>, unknown, z.output<typeof codeFormSchema>>({
    resolver: zodResolver(codeFormSchema),
    defaultValues: { code: '' },
  });

  const onSubmit = handleSubmit(async ({ code }) => {
    try {
      await onSave(code);
    } catch {
      setFocus('code', { shouldSelect: true });
    }
  });

  if (qr.isPending) return <CircularProgress aria-label={tc('loading')} sx={{ display: 'block', mx: 'auto' }} />;
  if (qr.isError) return <Alert severity="error">{t('twoFactorSetup.qrFailed')}</Alert>;

  const { ref, ...codeField } = register('code');
  const codeError = errors.code?.message === 'code.sixDigits' ? t('code.sixDigits') : errors.code && t('code.required');
  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-labelledby={`${idPrefix}-connect-heading`}>
      <Typography id={`${idPrefix}-connect-heading`} component={headingLevel} variant="h6" gutterBottom>
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
            data-testid={`${idPrefix}-secret`}
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
          <Stack spacing={2.5} sx={{ maxWidth: 360 }}>
            <FormAlert message={failure} />
            <TextField
              {...codeField}
              inputRef={ref}
              id={`${idPrefix}-code`}
              label={t('code.label')}
              autoComplete="one-time-code"
              fullWidth
              error={codeError !== undefined}
              helperText={codeError}
              slotProps={{ htmlInput: { inputMode: 'numeric', spellCheck: false, autoCapitalize: 'off' } }}
            />
            <Button type="submit" variant="contained" loading={saving} sx={{ alignSelf: 'flex-start' }}>
              {t('twoFactorSetup.save')}
            </Button>
          </Stack>
        </li>
      </Stack>
    </Box>
  );
}
