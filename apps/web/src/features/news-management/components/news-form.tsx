import { useState, type KeyboardEvent } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Box, Button, FormControlLabel, FormHelperText, Stack, Switch, TextField } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useSnackbar } from 'notistack';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { ImageSearchItem, NewsDetail } from '@portal/contracts';
import type { z } from 'zod';
import { RichTextEditor } from '../../../components/rich-text-editor';
import { ApiError } from '../../../lib/api-client';
import { useValidationMessage } from '../../../lib/validation-message';
import { uploadNewsFiles } from '../api/news-files';
import { uploadNewsImage } from '../api/news-image';
import { newsManagementKeys } from '../api/query-keys';
import { useSaveNews } from '../api/save-news';
import { NewsAttachments } from './news-attachments';
import {
  endsBeforeStart,
  fieldOfViolation,
  newsFormSchema,
  toFormValues,
  toNewsBody,
  type NewsFormValues,
} from './news-form-values';
import { NewsImageField } from './news-image-field';
import { NewsTargets } from './news-targets';

/** Where an item is edited; a new item goes there once it exists. */
export const newsEditPath = (id: string) => `/nieuwsbeheer/bewerken/${id}`;

/** The message of a missing start or end: it names both fields, so it is said once when both are missing. */
const DATES_REQUIRED = 'validation.newsDatesRequired';
const DATES_ERROR_ID = 'news-dates-error';

/** A file upload refused for what it is (type or size) rather than failed on the way. */
const isRejected = (error: unknown) => error instanceof ApiError && (error.status === 413 || error.status === 415);

/**
 * Enter in a one-line field never submits (spec 1 §5): only the Opslaan button does. Text areas, the editor and
 * buttons keep their own Enter; the pickers have already taken theirs (choosing an option) by the time the key
 * reaches the form.
 */
function preventEnterSubmit(event: KeyboardEvent<HTMLFormElement>) {
  if (event.key === 'Enter' && event.target instanceof HTMLInputElement) event.preventDefault();
}

interface NewsFormProps {
  /** The item being edited; undefined when creating. */
  item?: NewsDetail;
}

/**
 * The news form (spec 1 §5): Titel, Omschrijving (rich text), the publication window typed as DD-MM-YYYY HH:mm in
 * Dutch time, the targets, 'Publiceren', the image and the attachments.
 *
 * Saving: the item is created or updated first, since an image file and attachments can only be sent to an item
 * that exists; then the chosen image and the new attachments are uploaded to it, each failure told by its own
 * message without undoing the save; a new item then opens at its edit address. The end before the start is told
 * beside the field and again by the server's warning, and never blocks.
 */
export function NewsForm({ item }: NewsFormProps) {
  const { t } = useTranslation('management');
  const validationMessage = useValidationMessage();
  const { enqueueSnackbar } = useSnackbar();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const save = useSaveNews(item?.id);
  const [pendingImage, setPendingImage] = useState<File | null>(null);
  const [libraryChoice, setLibraryChoice] = useState<ImageSearchItem | null>(null);
  const [pendingFiles, setPendingFiles] = useState<File[]>([]);
  const [uploading, setUploading] = useState(false);
  const {
    control,
    register,
    handleSubmit,
    setError,
    setValue,
    formState: { errors },
  } = useForm<NewsFormValues, unknown, z.output<typeof newsFormSchema>>({
    resolver: zodResolver(newsFormSchema),
    defaultValues: toFormValues(item),
  });
  const [start, end] = useWatch({ control, name: ['publishedStart', 'publishedEnd'] });

  const chooseFromLibrary = (photo: ImageSearchItem | null) => {
    setLibraryChoice(photo);
    setValue('imageUrl', photo?.full ?? null);
  };

  /** Uploads what waited for the item to exist; answers whether everything went up. */
  const uploadPending = async (id: string): Promise<void> => {
    if (pendingImage) {
      try {
        const updated = await uploadNewsImage(id, pendingImage);
        queryClient.setQueryData<NewsDetail>(newsManagementKeys.item(id), updated);
        setPendingImage(null);
      } catch (error) {
        const key = isRejected(error) ? 'newsForm.imageUploadRejected' : 'newsForm.imageUploadFailed';
        enqueueSnackbar(t(key), { variant: 'error' });
      }
    }
    if (pendingFiles.length > 0) {
      try {
        const files = await uploadNewsFiles(id, pendingFiles);
        queryClient.setQueryData<NewsDetail>(newsManagementKeys.item(id), (current) =>
          current ? { ...current, files } : current,
        );
        setPendingFiles([]);
      } catch (error) {
        const key = isRejected(error) ? 'newsForm.attachmentsRejected' : 'newsForm.attachmentsUploadFailed';
        enqueueSnackbar(t(key), { variant: 'error' });
      }
    }
  };

  const showViolations = (error: unknown): boolean => {
    const violations = error instanceof ApiError && error.detail === 'validation_failed' ? error.violations : [];
    let shown = false;
    for (const violation of violations) {
      const field = fieldOfViolation(violation.propertyPath);
      if (!field) continue;
      setError(field, { message: violation.detail }, { shouldFocus: !shown });
      shown = true;
    }
    return shown;
  };

  const onSubmit = handleSubmit(async (values) => {
    let saved;
    try {
      saved = await save.mutateAsync(toNewsBody(values));
    } catch (error) {
      if (!showViolations(error)) {
        enqueueSnackbar(t(item ? 'newsForm.updateFailed' : 'newsForm.createFailed'), { variant: 'error' });
      }
      return;
    }
    enqueueSnackbar(t(saved.published ? 'newsForm.published' : 'newsForm.saved'), { variant: 'success' });
    for (const warning of saved.warnings) {
      enqueueSnackbar(validationMessage(warning.detail), { variant: 'warning' });
    }
    // The photo-library choice has been stored with the item: sending it again would fetch it again.
    chooseFromLibrary(null);
    setUploading(true);
    try {
      await uploadPending(saved.id);
    } finally {
      setUploading(false);
    }
    if (!item) await navigate(newsEditPath(saved.id));
  });

  const { ref: titleRef, ...titleField } = register('title');
  const { ref: startRef, ...startField } = register('publishedStart');
  const { ref: endRef, ...endField } = register('publishedEnd');
  const titleError = validationMessage(errors.title?.message);
  const contentError = validationMessage(errors.content?.message);
  // Both missing: one 'Start- en einddatum zijn verplichte velden' under the pair, which both fields point to.
  const bothDatesMissing =
    errors.publishedStart?.message === DATES_REQUIRED && errors.publishedEnd?.message === DATES_REQUIRED;
  const startInvalid = errors.publishedStart !== undefined;
  const endInvalid = errors.publishedEnd !== undefined;
  const startError = bothDatesMissing ? undefined : validationMessage(errors.publishedStart?.message);
  const endError = bothDatesMissing ? undefined : validationMessage(errors.publishedEnd?.message);
  const describedByBoth = (id: string) =>
    bothDatesMissing ? { 'aria-describedby': `${id}-helper-text ${DATES_ERROR_ID}` } : undefined;
  const endWarning = endsBeforeStart(start, end) ? validationMessage('validation.newsEndBeforeStart') : undefined;
  const busy = save.isPending || uploading;

  return (
    <Box component="form" noValidate onSubmit={(event) => void onSubmit(event)} onKeyDown={preventEnterSubmit}>
      <Stack spacing={3} sx={{ maxWidth: 900 }}>
        <TextField
          {...titleField}
          inputRef={titleRef}
          label={t('newsForm.title')}
          required
          fullWidth
          autoComplete="off"
          error={titleError !== undefined}
          helperText={titleError}
        />
        <Controller
          control={control}
          name="content"
          render={({ field }) => (
            <RichTextEditor
              ref={(handle) => field.ref(handle ? { focus: handle.focus } : null)}
              label={t('newsForm.content')}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              required
              error={contentError !== undefined}
              helperText={contentError}
            />
          )}
        />
        <Box>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TextField
              {...startField}
              inputRef={startRef}
              id="news-start"
              label={t('newsForm.start')}
              placeholder={t('newsForm.dateHelp')}
              required
              fullWidth
              autoComplete="off"
              error={startInvalid}
              helperText={startError ?? t('newsForm.dateHelp')}
              slotProps={{ htmlInput: describedByBoth('news-start') }}
            />
            <TextField
              {...endField}
              inputRef={endRef}
              id="news-end"
              label={t('newsForm.end')}
              placeholder={t('newsForm.dateHelp')}
              required
              fullWidth
              autoComplete="off"
              error={endInvalid}
              helperText={endError ?? endWarning ?? t('newsForm.dateHelp')}
              slotProps={{
                htmlInput: describedByBoth('news-end'),
                formHelperText: { sx: endWarning && !endInvalid ? { color: 'warning.dark' } : undefined },
              }}
            />
          </Stack>
          {bothDatesMissing ? (
            <FormHelperText id={DATES_ERROR_ID} error sx={{ mx: 1.75 }}>
              {validationMessage(DATES_REQUIRED)}
            </FormHelperText>
          ) : null}
        </Box>
        <NewsTargets control={control} errors={errors} />
        <Controller
          control={control}
          name="published"
          render={({ field }) => (
            <FormControlLabel
              label={t('newsForm.publish')}
              control={
                <Switch
                  checked={field.value}
                  onChange={(event) => field.onChange(event.target.checked)}
                  onBlur={field.onBlur}
                  slotProps={{ input: { ref: field.ref } }}
                />
              }
            />
          )}
        />
        <NewsImageField
          item={item}
          pendingFile={pendingImage}
          onPendingFileChange={setPendingImage}
          libraryChoice={libraryChoice}
          onLibraryChoiceChange={chooseFromLibrary}
          error={validationMessage(errors.imageUrl?.message)}
        />
        <NewsAttachments item={item} pending={pendingFiles} onPendingChange={setPendingFiles} />
        <Box>
          <Button type="submit" variant="contained" loading={busy}>
            {t('newsForm.save')}
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}
