import { useState } from 'react';
import { Box, IconButton, Stack } from '@mui/material';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import { useTranslation } from 'react-i18next';
import { visuallyHidden } from '../../../lib/visually-hidden';

/** What a hidden key shows (spec 1 §2: masked, 16 dots by default). */
export const KEY_MASK = '••••••••••••••••';

interface MaskedKeyProps {
  /** The key's name, so each row's toggle has its own accessible name. */
  name: string;
  /** The key; null when the server cannot decrypt it. */
  token: string | null;
}

/** The key of one row: hidden behind dots until the eye toggle reveals it. */
export function MaskedKey({ name, token }: MaskedKeyProps) {
  const { t } = useTranslation('apiKeys');
  const [shown, setShown] = useState(false);

  let value;
  if (!shown) {
    // Screen readers would read sixteen bullets: they hear "Verborgen" instead.
    value = (
      <>
        <span aria-hidden="true">{KEY_MASK}</span>
        <Box component="span" sx={visuallyHidden}>
          {t('masked')}
        </Box>
      </>
    );
  } else {
    value = token ?? t('unavailable');
  }

  return (
    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', position: 'relative' }}>
      <Box
        component="span"
        sx={{
          fontFamily: token && shown ? 'monospace' : undefined,
          wordBreak: 'break-all',
          fontStyle: shown && !token ? 'italic' : undefined,
        }}
      >
        {value}
      </Box>
      <IconButton
        size="small"
        aria-label={shown ? t('hide', { name }) : t('reveal', { name })}
        onClick={() => setShown((s) => !s)}
      >
        {shown ? <VisibilityOff fontSize="small" /> : <Visibility fontSize="small" />}
      </IconButton>
    </Stack>
  );
}
