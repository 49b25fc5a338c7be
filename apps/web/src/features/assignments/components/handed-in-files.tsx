import { useId, useState } from 'react';
import { Box, Checkbox, FormControlLabel, Link, Stack, Typography } from '@mui/material';
import { useSnackbar } from 'notistack';
import { useTranslation } from 'react-i18next';
import type { EvaluationDetail } from '@portal/contracts';
import { setFileRead } from '../api/post-file-read';

type HandedInFile = EvaluationDetail['evaluation']['files'][number];

/**
 * The files handed in with the assignment, each with the educator's own read flag (spec 1 §6: an educator marks a
 * file read or unread, never their own). The flag changes at once; a failed call puts it back with 'Fout bij bestand
 * markeren als gelezen.'.
 */
export function HandedInFiles({ files }: { files: readonly HandedInFile[] }) {
  const { t } = useTranslation('assignments');
  const { enqueueSnackbar } = useSnackbar();
  const headingId = useId();
  const [read, setRead] = useState<Record<string, boolean>>(() =>
    Object.fromEntries(files.map((file) => [file.id, file.read])),
  );
  if (files.length === 0) return null;

  const toggle = async (file: HandedInFile, value: boolean) => {
    setRead((before) => ({ ...before, [file.id]: value }));
    try {
      await setFileRead(file.id, value);
    } catch {
      setRead((before) => ({ ...before, [file.id]: !value }));
      enqueueSnackbar(t('assessment.files.failed'), { variant: 'error' });
    }
  };

  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} component="h2" variant="h5" sx={{ mb: 1 }}>
        {t('assessment.files.heading')}
      </Typography>
      <Stack component="ul" spacing={1} sx={{ m: 0, p: 0, listStyle: 'none' }}>
        {files.map((file) => (
          <Stack
            component="li"
            key={file.id}
            direction={{ xs: 'column', sm: 'row' }}
            sx={{ alignItems: { sm: 'center' }, gap: { sm: 2 } }}
          >
            <Link
              href={`/api/file/${encodeURIComponent(file.id)}`}
              target="_blank"
              rel="noopener"
              sx={{ overflowWrap: 'anywhere' }}
            >
              {file.name}
            </Link>
            {file.own ? null : (
              <FormControlLabel
                control={
                  <Checkbox
                    checked={read[file.id] ?? false}
                    onChange={(event) => void toggle(file, event.target.checked)}
                    slotProps={{ input: { 'aria-label': t('assessment.files.read', { name: file.name }) } }}
                  />
                }
                label={t('assessment.files.readLabel')}
              />
            )}
          </Stack>
        ))}
      </Stack>
    </Box>
  );
}
