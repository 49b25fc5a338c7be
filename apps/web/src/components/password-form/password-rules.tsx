import { Box, Typography } from '@mui/material';
import Check from '@mui/icons-material/Check';
import Close from '@mui/icons-material/Close';
import { newPasswordSchema } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { visuallyHidden } from '../../lib/visually-hidden';

/** The rules of `newPasswordSchema` (spec 3 §5) that a checklist shows, by the message each one fails with. */
export const PASSWORD_RULES = [
  'passwordTooShort',
  'passwordUppercase',
  'passwordLowercase',
  'passwordDigit',
  'passwordSpecial',
] as const;
export type PasswordRule = (typeof PASSWORD_RULES)[number];

/** Which rules a password meets, read from the contract's own schema so the list never drifts from the check. */
export function passwordRulesMet(password: string): Record<PasswordRule, boolean> {
  const result = newPasswordSchema.safeParse(password);
  const failed = new Set(result.success ? [] : result.error.issues.map((issue) => issue.message));
  return Object.fromEntries(PASSWORD_RULES.map((rule) => [rule, !failed.has(`validation.${rule}`)])) as Record<
    PasswordRule,
    boolean
  >;
}

/** The live checklist under the new password: each rule with a tick once met (also said in words, for screen readers). */
export function PasswordRules({ id, password }: { id: string; password: string }) {
  const { t } = useTranslation('profile');
  const met = passwordRulesMet(password);
  return (
    <Box id={id}>
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {t('password.rulesHeading')}
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, mt: 0.5 }}>
        {PASSWORD_RULES.map((rule) => {
          // A tick or a cross (not a circle, which would look like a radio button); the words say it too.
          const Icon = met[rule] ? Check : Close;
          return (
            <Box
              component="li"
              key={rule}
              data-met={met[rule]}
              sx={{
                position: 'relative',
                display: 'flex',
                alignItems: 'center',
                gap: 1,
                py: 0.25,
                typography: 'body2',
              }}
            >
              <Icon fontSize="small" color={met[rule] ? 'success' : 'action'} aria-hidden />
              <span>
                {t(`password.rules.${rule}`)}
                <Box component="span" sx={visuallyHidden}>
                  {` (${met[rule] ? t('password.ruleMet') : t('password.ruleNotMet')})`}
                </Box>
              </span>
            </Box>
          );
        })}
      </Box>
    </Box>
  );
}
