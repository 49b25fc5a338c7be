import { useId, useState } from 'react';
import { Box, Button, FormHelperText, Stack, Typography } from '@mui/material';
import { useSnackbar } from 'notistack';
import { useTranslation } from 'react-i18next';
import { MAX_NEWS_IMAGE_BYTES, NEWS_IMAGE_MIME_TYPES, type ImageSearchItem, type NewsDetail } from '@portal/contracts';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { visuallyHidden } from '../../../lib/visually-hidden';
import { useRemoveNewsImage } from '../api/news-image';
import { PhotoLibraryDialog } from './photo-library-dialog';

/** What the file picker offers (spec 1 §5: jpg, jpeg, gif or png). */
const IMAGE_ACCEPT = '.jpg,.jpeg,.gif,.png';
const IMAGE_EXTENSIONS = /\.(jpe?g|gif|png)$/i;

/** A jpg/gif/png up to 10 MB, by its type or, when the browser gives none, by its name; else the reason. */
export function checkNewsImage(file: File): 'newsForm.imageWrongType' | 'newsForm.imageTooLarge' | null {
  const typeOk =
    file.type === ''
      ? IMAGE_EXTENSIONS.test(file.name)
      : (NEWS_IMAGE_MIME_TYPES as readonly string[]).includes(file.type) && IMAGE_EXTENSIONS.test(file.name);
  if (!typeOk) return 'newsForm.imageWrongType';
  if (file.size > MAX_NEWS_IMAGE_BYTES) return 'newsForm.imageTooLarge';
  return null;
}

interface NewsImageFieldProps {
  /** The stored item (editing), whose image is shown; undefined while creating. */
  item?: NewsDetail;
  /** An image file chosen here, sent when the item is saved. */
  pendingFile: File | null;
  onPendingFileChange: (file: File | null) => void;
  /** A photo-library picture chosen here, sent as `imageUrl` when the item is saved. */
  libraryChoice: ImageSearchItem | null;
  onLibraryChoiceChange: (photo: ImageSearchItem | null) => void;
  /** A server violation on `imageUrl`. */
  error?: string;
}

/**
 * The image of the item (spec 1 §5, §7): an upload (jpg, jpeg, gif or png, at most 10 MB, scaled by the server to
 * 760 px wide) or a photo from the 'Fotobibliotheek'. Either choice waits for Opslaan, because a new item has no id
 * to attach it to before then. 'Afbeelding verwijderen' removes the stored image at once, for admin and program
 * assistant only (the item's `_permissions.removeImage`).
 */
export function NewsImageField({
  item,
  pendingFile,
  onPendingFileChange,
  libraryChoice,
  onLibraryChoiceChange,
  error,
}: NewsImageFieldProps) {
  const { t } = useTranslation('management');
  const { enqueueSnackbar } = useSnackbar();
  const inputId = useId();
  const helpId = useId();
  const [fileError, setFileError] = useState<string | undefined>();
  const [libraryOpen, setLibraryOpen] = useState(false);
  const [confirmRemove, setConfirmRemove] = useState(false);
  const remove = useRemoveNewsImage(item?.id ?? '');
  const message = fileError ?? error;

  const chooseFile = (file: File | undefined) => {
    if (!file) return;
    const problem = checkNewsImage(file);
    if (problem) {
      setFileError(t(problem));
      return;
    }
    setFileError(undefined);
    onLibraryChoiceChange(null);
    onPendingFileChange(file);
  };

  return (
    <Stack spacing={1.5} component="section" aria-labelledby={`${inputId}-heading`}>
      <Typography id={`${inputId}-heading`} component="h2" variant="h6">
        {t('newsForm.image')}
      </Typography>
      {item?.image ? (
        <Box
          component="img"
          src={item.image}
          alt={t('newsForm.currentImage')}
          sx={{ maxWidth: '100%', width: 380, height: 'auto', borderRadius: 1 }}
        />
      ) : null}
      {pendingFile ? <Typography>{t('newsForm.pendingImage', { name: pendingFile.name })}</Typography> : null}
      {libraryChoice ? (
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <Box component="img" src={libraryChoice.thumb} alt={libraryChoice.alt} sx={{ width: 120, borderRadius: 1 }} />
          <Typography>{t('newsForm.pendingLibraryImage')}</Typography>
        </Stack>
      ) : null}
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', gap: 1 }}>
        {/* A real button that opens the hidden file input: one tab stop, and Enter/Space work (a <label> styled as a
            button does not pass a key press on to its input). */}
        <Button variant="outlined" onClick={() => document.getElementById(inputId)?.click()}>
          {t('newsForm.chooseImage')}
        </Button>
        <input
          id={inputId}
          type="file"
          tabIndex={-1}
          aria-label={t('newsForm.chooseImage')}
          accept={IMAGE_ACCEPT}
          aria-describedby={helpId}
          style={visuallyHidden}
          onChange={(event) => {
            chooseFile(event.target.files?.[0]);
            event.target.value = '';
          }}
        />
        <Button variant="outlined" onClick={() => setLibraryOpen(true)}>
          {t('newsForm.photoLibrary')}
        </Button>
        {pendingFile || libraryChoice ? (
          <Button
            onClick={() => {
              onPendingFileChange(null);
              onLibraryChoiceChange(null);
            }}
          >
            {t('newsForm.clearImageChoice')}
          </Button>
        ) : null}
        {item?.image && item._permissions.removeImage ? (
          <Button color="error" onClick={() => setConfirmRemove(true)}>
            {t('newsForm.removeImage')}
          </Button>
        ) : null}
      </Stack>
      <FormHelperText id={helpId} sx={{ mx: 0 }}>
        {t('newsForm.imageHelp')}
      </FormHelperText>
      {message ? (
        <FormHelperText error role="alert" sx={{ mx: 0 }}>
          {message}
        </FormHelperText>
      ) : null}
      <PhotoLibraryDialog
        open={libraryOpen}
        onClose={() => setLibraryOpen(false)}
        onChoose={(photo) => {
          setFileError(undefined);
          onPendingFileChange(null);
          onLibraryChoiceChange(photo);
          setLibraryOpen(false);
        }}
      />
      <ConfirmDialog
        open={confirmRemove}
        onClose={() => setConfirmRemove(false)}
        onConfirm={() =>
          remove.mutateAsync(undefined, {
            onSuccess: () => enqueueSnackbar(t('newsForm.imageRemoved'), { variant: 'success' }),
            onError: () => enqueueSnackbar(t('newsForm.imageRemoveFailed'), { variant: 'error' }),
          })
        }
      />
    </Stack>
  );
}
