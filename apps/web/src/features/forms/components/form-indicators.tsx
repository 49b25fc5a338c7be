import { Chip } from '@mui/material';
import EditNoteOutlined from '@mui/icons-material/EditNoteOutlined';
import LinkOffOutlined from '@mui/icons-material/LinkOffOutlined';
import LinkOutlined from '@mui/icons-material/LinkOutlined';
import { useTranslation } from 'react-i18next';

// The spec's indicators (spec 3 "Form overview"): the colour repeats what the words and the icon already say, so
// nobody depends on telling green from red. The theme's success, error and warning colours carry their text at AA.

/** 'Gekoppeld' (green) or 'Niet gekoppeld' (red). */
export function InUseChip({ inUse }: { inUse: boolean }) {
  const { t } = useTranslation('forms');
  return (
    <Chip
      size="small"
      color={inUse ? 'success' : 'error'}
      icon={inUse ? <LinkOutlined /> : <LinkOffOutlined />}
      label={t(inUse ? 'overview.inUse' : 'overview.notInUse')}
    />
  );
}

/** Entries present (orange, with their number) or none. */
export function EntriesChip({ count }: { count: number }) {
  const { t } = useTranslation('forms');
  return count > 0 ? (
    <Chip size="small" color="warning" icon={<EditNoteOutlined />} label={t('overview.hasEntries', { count })} />
  ) : (
    <Chip size="small" variant="outlined" label={t('overview.noEntries')} />
  );
}
