import { useId, useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  IconButton,
  List,
  ListItem,
  ListItemIcon,
  ListItemText,
  Stack,
  Typography,
} from '@mui/material';
import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import CloseIcon from '@mui/icons-material/Close';
import ErrorOutlined from '@mui/icons-material/ErrorOutlined';
import InsertDriveFileOutlined from '@mui/icons-material/InsertDriveFileOutlined';
import { useTranslation } from 'react-i18next';
import { FORM_IMPORT_FILE_MAX, type FormImportResult } from '@portal/contracts';
import { useImportForms } from '../api/import-forms';

interface ChosenFile {
  name: string;
  content: string;
}

const REASONS = ['invalid_json', 'invalid_format', 'validation_failed'] as const;
type Reason = (typeof REASONS)[number];
const isReason = (error: string | undefined): error is Reason => REASONS.includes(error as Reason);

/**
 * The import dialog (spec 3 §5, §8; admin): one or more exported forms (.json), read in the browser and sent as
 * `{ files: [{ name, content }] }`. Without a file: 'Selecteer op zijn minst 1 formulier om te importeren.'. A file
 * that cannot be read is said at once; the server's answer is shown file by file, imported or refused with why.
 */
export function FormImportDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('forms');
  const titleId = useId();
  const importForms = useImportForms();
  const [chosen, setChosen] = useState<ChosenFile[]>([]);
  const [readFailures, setReadFailures] = useState<string[]>([]);
  const [noFiles, setNoFiles] = useState(false);
  const [failed, setFailed] = useState(false);
  const [results, setResults] = useState<FormImportResult['results'] | null>(null);

  const choose = async (files: File[]) => {
    setNoFiles(false);
    setResults(null);
    const read: ChosenFile[] = [];
    const failures: string[] = [];
    for (const file of files) {
      if (file.size > FORM_IMPORT_FILE_MAX) {
        failures.push(t('import.tooLarge', { name: file.name }));
        continue;
      }
      try {
        read.push({ name: file.name, content: await file.text() });
      } catch {
        failures.push(t('import.readFailed', { name: file.name }));
      }
    }
    setReadFailures(failures);
    setChosen((current) => [...current.filter((c) => !read.some((r) => r.name === c.name)), ...read]);
  };

  const submit = async () => {
    setFailed(false);
    if (chosen.length === 0) {
      setNoFiles(true);
      return;
    }
    try {
      const answer = await importForms.mutateAsync({ files: chosen });
      setResults(answer.results);
      setChosen([]);
    } catch {
      setFailed(true);
    }
  };

  const close = () => {
    setChosen([]);
    setReadFailures([]);
    setNoFiles(false);
    setFailed(false);
    setResults(null);
    onClose();
  };

  const reasonOf = (result: FormImportResult['results'][number]) =>
    t(`import.reason.${isReason(result.error) ? result.error : 'other'}`);
  const importedCount = results?.filter((result) => result.status === 'imported').length ?? 0;

  return (
    <Dialog open={open} onClose={importForms.isPending ? undefined : close} aria-labelledby={titleId} fullWidth>
      <DialogTitle id={titleId}>{t('import.title')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <DialogContentText>{t('import.intro')}</DialogContentText>
          <Box>
            {/* A label around the input: the button opens the file picker by mouse, Enter or Space. */}
            <Button component="label" variant="outlined" startIcon={<InsertDriveFileOutlined />}>
              {t('import.choose')}
              <input
                type="file"
                hidden
                multiple
                accept=".json,application/json"
                onChange={(event) => {
                  void choose(Array.from(event.target.files ?? []));
                  event.target.value = '';
                }}
              />
            </Button>
          </Box>
          {noFiles ? (
            <Alert severity="error" role="alert" variant="outlined">
              {t('import.noFiles')}
            </Alert>
          ) : null}
          {readFailures.length > 0 ? (
            <Alert severity="error" role="alert" variant="outlined">
              <Box component="ul" sx={{ m: 0, pl: 2 }}>
                {readFailures.map((failure) => (
                  <li key={failure}>{failure}</li>
                ))}
              </Box>
            </Alert>
          ) : null}
          {failed ? (
            <Alert severity="error" role="alert" variant="outlined">
              {t('import.failed')}
            </Alert>
          ) : null}
          <Box>
            <Typography variant="subtitle2" component="h3">
              {t('import.chosen')}
            </Typography>
            {chosen.length === 0 ? (
              <Typography variant="body2" color="text.secondary">
                {t('import.none')}
              </Typography>
            ) : (
              <List dense aria-label={t('import.chosen')}>
                {chosen.map((file) => (
                  <ListItem
                    key={file.name}
                    disableGutters
                    secondaryAction={
                      <IconButton
                        edge="end"
                        aria-label={t('import.remove', { name: file.name })}
                        onClick={() => setChosen((current) => current.filter((c) => c.name !== file.name))}
                      >
                        <CloseIcon />
                      </IconButton>
                    }
                  >
                    <ListItemText primary={file.name} />
                  </ListItem>
                ))}
              </List>
            )}
          </Box>
          {results ? (
            <Box role="status">
              <Typography variant="subtitle2" component="h3">
                {t('import.results')}
              </Typography>
              <Typography variant="body2">
                {t('import.summary', { imported: importedCount, total: results.length })}
              </Typography>
              <List dense aria-label={t('import.results')}>
                {results.map((result, index) => (
                  <ListItem key={`${result.name}-${index}`} disableGutters>
                    <ListItemIcon sx={{ minWidth: 36 }}>
                      {result.status === 'imported' ? (
                        <CheckCircleOutlined color="success" aria-hidden />
                      ) : (
                        <ErrorOutlined color="error" aria-hidden />
                      )}
                    </ListItemIcon>
                    <ListItemText
                      primary={
                        result.status === 'imported'
                          ? result.form
                            ? t('import.imported', { name: result.name, title: result.form.title })
                            : t('import.importedShort', { name: result.name })
                          : t('import.fileFailed', { name: result.name, reason: reasonOf(result) })
                      }
                    />
                  </ListItem>
                ))}
              </List>
            </Box>
          ) : null}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={close} disabled={importForms.isPending}>
          {t('import.close')}
        </Button>
        <Button variant="contained" onClick={() => void submit()} loading={importForms.isPending}>
          {t('import.submit')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
