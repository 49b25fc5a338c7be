import { useState } from 'react';
import MergeIcon from '@mui/icons-material/MergeType';
import { Button } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { MergeDialog } from './merge-dialog';

/** The users screen's 'Samenvoegen' button (admin) with its dialog. */
export function MergeAction() {
  const { t } = useTranslation('afas');
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outlined" startIcon={<MergeIcon />} onClick={() => setOpen(true)}>
        {t('merge.open')}
      </Button>
      <MergeDialog open={open} onClose={() => setOpen(false)} />
    </>
  );
}
