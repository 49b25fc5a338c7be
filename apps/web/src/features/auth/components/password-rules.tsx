import { Box, Typography } from '@mui/material';
import Check from '@mui/icons-material/Check';
import Close from '@mui/icons-material/Close';
import { PASSWORD_SPECIALS } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { visuallyHidden } from '../../../lib/visually-hidden';
import { PASSWORD_RULES } from './new-password-schema';

/**
 * The password rules as a checklist that follows what is typed (spec 3 §5). Each rule says in words whether it is
 * met, so the state does not rest on the icon or its colour alone. Not a live region: it would speak on every key.
 */
export function PasswordRules({ id, value }: { id: string; value: string }) {
  const { t } = useTranslation('auth');
  const headingId = `${id}-heading`;
  return (
    <Box id={id}>
      <Typography id={headingId} variant="body2" sx={{ mb: 0.5 }}>
        {t('newPassword.rulesHeading')}
      </Typography>
      <Box component="ul" aria-labelledby={headingId} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {PASSWORD_RULES.map((rule) => {
          const met = rule.met(value);
          return (
            <Box
              component="li"
              key={rule.key}
              data-met={met}
              sx={{
                position: 'relative',
                display: 'flex',
                alignItems: 'center',
                gap: 1,
                py: 0.25,
                typography: 'body2',
                color: met ? 'success.main' : 'text.secondary',
              }}
            >
              {met ? <Check fontSize="small" aria-hidden /> : <Close fontSize="small" aria-hidden />}
              <span>{t(`newPassword.rules.${rule.key}`, { specials: PASSWORD_SPECIALS })}</span>
              <Box component="span" sx={visuallyHidden}>
                {` (${met ? t('newPassword.ruleMet') : t('newPassword.ruleNotMet')})`}
              </Box>
            </Box>
          );
        })}
      </Box>
    </Box>
  );
}
