import { useId, useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormHelperText,
  Stack,
  TextField,
} from '@mui/material';
import {
  educationMaterialBodySchema,
  educationMaterialFilesBodySchema,
  type EducationMaterial,
  type EducationMaterialBody,
  type EducationMaterialFilesBody,
  type FileKind,
} from '@portal/contracts';
import { useSnackbar } from 'notistack';
import { Controller, useForm, type Control, type FieldValues, type Path, type UseFormSetError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FileDropZone } from '../../../components/file-drop-zone';
import { ApiError } from '../../../lib/api-client';
import { useValidationMessage } from '../../../lib/validation-message';
import { usePostEducationMaterial } from '../api/post-education-material';
import { usePostEducationMaterialFiles } from '../api/post-education-material-files';

/** An own material may hold any document, picture, recording or film (spec 2 "Education materials"). */
const MATERIAL_KINDS: readonly FileKind[] = ['document', 'image', 'audio', 'video'];

interface DialogProps {
  open: boolean;
  onClose: () => void;
}

/**
 * The server's refusal on the form's fields (`title`, `fileIds`, `fileIds[n]`); true when it named one. A file that
 * is not (or no longer) usable is reported on the drop zone as a whole: it lists the files, not their ids.
 */
function showViolations<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fileRejected: string,
): boolean {
  if (!(error instanceof ApiError) || error.violations.length === 0) return false;
  let shown = false;
  for (const violation of error.violations) {
    if (violation.propertyPath === 'title') {
      setError('title' as Path<T>, { message: violation.detail }, { shouldFocus: true });
      shown = true;
    } else if (violation.propertyPath === 'fileIds') {
      setError('fileIds' as Path<T>, { message: violation.detail });
      shown = true;
    } else if (violation.propertyPath.startsWith('fileIds[')) {
      setError('fileIds' as Path<T>, { message: fileRejected });
      shown = true;
    }
  }
  return shown;
}

/** The drop zone as a form field: the stored files' ids, its error under it, and whether uploads still run. */
function FilesField<T extends FieldValues>({
  control,
  name,
  onUploadingChange,
}: {
  control: Control<T>;
  name: Path<T>;
  onUploadingChange: (uploading: boolean) => void;
}) {
  const { t } = useTranslation('education');
  const validationMessage = useValidationMessage();
  const errorId = useId();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        // A server message is Dutch already; a schema message is a `validation.` key.
        const message = fieldState.error?.message;
        const text = message?.startsWith('validation.') ? validationMessage(message) : message;
        return (
          <Box aria-describedby={text ? errorId : undefined}>
            <FileDropZone
              accept={MATERIAL_KINDS}
              context="material"
              label={t('materials.filesField')}
              onChange={field.onChange}
              onUploadingChange={onUploadingChange}
            />
            {text ? (
              <FormHelperText id={errorId} error role="alert">
                {text}
              </FormHelperText>
            ) : null}
          </Box>
        );
      }}
    />
  );
}

/** Save and Cancel; saving waits for the uploads (the hint says why). */
function Actions({ uploading, saving, onClose }: { uploading: boolean; saving: boolean; onClose: () => void }) {
  const { t } = useTranslation('education');
  return (
    <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
      {uploading ? <FormHelperText sx={{ mr: 'auto', ml: 1 }}>{t('materials.uploading')}</FormHelperText> : null}
      <Button onClick={onClose} disabled={saving}>
        {t('materials.cancel')}
      </Button>
      <Button type="submit" variant="contained" disabled={uploading} loading={saving}>
        {t('materials.save')}
      </Button>
    </DialogActions>
  );
}

/**
 * 'Materiaal toevoegen' (spec 2 "Education materials", §5): a title (required) and at least one file, uploaded as
 * they are chosen and linked on save. Give it a new `key` per opening: the drop zone keeps its own list.
 */
export function CreateMaterialDialog({ open, onClose, educationId }: DialogProps & { educationId: string }) {
  const { t } = useTranslation('education');
  const validationMessage = useValidationMessage();
  const { enqueueSnackbar } = useSnackbar();
  const titleId = useId();
  const create = usePostEducationMaterial(educationId);
  const [uploading, setUploading] = useState(false);
  // Told inside the dialog: the modal hides the page, snackbars included, from assistive technology.
  const [failed, setFailed] = useState(false);
  const {
    control,
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<EducationMaterialBody>({
    resolver: zodResolver(educationMaterialBodySchema),
    defaultValues: { title: '', fileIds: [] },
  });

  const onSubmit = handleSubmit((body) => {
    setFailed(false);
    create.mutate(body, {
      onSuccess: () => {
        enqueueSnackbar(t('materials.created'), { variant: 'success' });
        onClose();
      },
      onError: (error) => {
        if (!showViolations(error, setError, t('materials.fileRejected'))) setFailed(true);
      },
    });
  });

  const { ref: titleRef, ...titleField } = register('title');
  const titleError = validationMessage(errors.title?.message);
  const close = () => {
    if (!create.isPending) onClose();
  };

  return (
    <Dialog open={open} onClose={close} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <Box component="form" noValidate onSubmit={onSubmit}>
        <DialogTitle id={titleId}>{t('materials.createTitle')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2.5} sx={{ pt: 1 }}>
            {failed ? (
              <Alert severity="error" variant="outlined" role="alert">
                {t('materials.createFailed')}
              </Alert>
            ) : null}
            <TextField
              {...titleField}
              inputRef={titleRef}
              label={t('materials.titleField')}
              required
              autoFocus
              fullWidth
              autoComplete="off"
              error={titleError !== undefined}
              helperText={titleError}
              slotProps={{ htmlInput: { maxLength: 255 } }}
            />
            <FilesField control={control} name="fileIds" onUploadingChange={setUploading} />
          </Stack>
        </DialogContent>
        <Actions uploading={uploading} saving={create.isPending} onClose={close} />
      </Box>
    </Dialog>
  );
}

/**
 * 'Bestanden toevoegen' to an existing material (spec 2 "Education materials": at least one file). Give it a new
 * `key` per opening.
 */
export function AddFilesDialog({
  open,
  onClose,
  educationId,
  material,
}: DialogProps & { educationId: string; material: EducationMaterial }) {
  const { t } = useTranslation('education');
  const { enqueueSnackbar } = useSnackbar();
  const titleId = useId();
  const add = usePostEducationMaterialFiles(educationId, material.id);
  const [uploading, setUploading] = useState(false);
  const [failed, setFailed] = useState(false);
  const { control, handleSubmit, setError } = useForm<EducationMaterialFilesBody>({
    resolver: zodResolver(educationMaterialFilesBodySchema),
    defaultValues: { fileIds: [] },
  });

  const onSubmit = handleSubmit((body) => {
    setFailed(false);
    add.mutate(body, {
      onSuccess: () => {
        enqueueSnackbar(t('materials.filesAdded'), { variant: 'success' });
        onClose();
      },
      onError: (error) => {
        if (!showViolations(error, setError, t('materials.fileRejected'))) setFailed(true);
      },
    });
  });
  const close = () => {
    if (!add.isPending) onClose();
  };

  return (
    <Dialog open={open} onClose={close} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <Box component="form" noValidate onSubmit={onSubmit}>
        <DialogTitle id={titleId}>{t('materials.addFilesTo', { title: material.title })}</DialogTitle>
        <DialogContent>
          <Stack spacing={2.5} sx={{ pt: 1 }}>
            {failed ? (
              <Alert severity="error" variant="outlined" role="alert">
                {t('materials.addFilesFailed')}
              </Alert>
            ) : null}
            <FilesField control={control} name="fileIds" onUploadingChange={setUploading} />
          </Stack>
        </DialogContent>
        <Actions uploading={uploading} saving={add.isPending} onClose={close} />
      </Box>
    </Dialog>
  );
}
