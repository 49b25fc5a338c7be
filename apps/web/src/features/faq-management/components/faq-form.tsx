import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Autocomplete, Box, Button, Stack, TextField } from '@mui/material';
import { useSnackbar } from 'notistack';
import { Controller, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { faqItemBodySchema, type FaqCategory, type FaqItem, type FaqItemBody } from '@portal/contracts';
import type { z } from 'zod';
import { FileDropZone } from '../../../components/file-drop-zone';
import { RichTextEditor } from '../../../components/rich-text-editor';
import { ApiError } from '../../../lib/api-client';
import { useValidationMessage } from '../../../lib/validation-message';
import { useSaveFaq } from '../api/save-faq';

/** Where the form returns after saving (spec 1 §2: "On success it returns to the FAQ management list"). */
export const FAQ_MANAGEMENT_PATH = '/informatie/faq-beheer';

const FIELDS = ['title', 'categoryId', 'content'] as const;

interface FaqFormProps {
  /** The question being edited; undefined when creating. */
  item?: FaqItem;
  categories: readonly FaqCategory[];
  categoriesLoading: boolean;
}

/**
 * The FAQ form (spec 1 §2, §5): Titel (required), the category picker, the rich-text content and the attachments,
 * which upload first (tus) so that only their ids are sent with Opslaan. The server's `validation_failed`
 * violations on title, categoryId and content are shown at those fields.
 */
export function FaqForm({ item, categories, categoriesLoading }: FaqFormProps) {
  const { t } = useTranslation('management');
  const validationMessage = useValidationMessage();
  const { enqueueSnackbar } = useSnackbar();
  const navigate = useNavigate();
  const save = useSaveFaq(item?.id);
  const [uploading, setUploading] = useState(false);
  const {
    control,
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<FaqItemBody, unknown, z.output<typeof faqItemBodySchema>>({
    resolver: zodResolver(faqItemBodySchema),
    defaultValues: {
      title: item?.title ?? '',
      categoryId: item?.categoryId ?? '',
      content: item?.content ?? '',
      attachments: item?.attachments.map((file) => file.id) ?? [],
    },
  });

  const onSubmit = handleSubmit((body) =>
    save
      .mutateAsync(body, {
        onSuccess: async () => {
          enqueueSnackbar(t(item ? 'faq.form.updated' : 'faq.form.created'), { variant: 'success' });
          await navigate(FAQ_MANAGEMENT_PATH);
        },
        onError: (error) => {
          const violations = error instanceof ApiError && error.detail === 'validation_failed' ? error.violations : [];
          let focused = false;
          for (const violation of violations) {
            const field = FIELDS.find((name) => name === violation.propertyPath);
            if (!field) continue;
            setError(field, { message: violation.detail }, { shouldFocus: !focused });
            focused = true;
          }
          if (!focused) enqueueSnackbar(t('faq.form.saveFailed'), { variant: 'error' });
        },
      })
      .catch(() => {
        // Reported above; the form stays as it is so nothing typed is lost.
      }),
  );

  const { ref: titleRef, ...titleField } = register('title');
  const titleError = validationMessage(errors.title?.message);
  const categoryError = validationMessage(errors.categoryId?.message);
  const contentError = validationMessage(errors.content?.message);

  return (
    <Box component="form" noValidate onSubmit={onSubmit}>
      <Stack spacing={3} sx={{ maxWidth: 900 }}>
        <TextField
          {...titleField}
          inputRef={titleRef}
          label={t('faq.form.title')}
          required
          fullWidth
          autoComplete="off"
          error={titleError !== undefined}
          helperText={titleError}
        />
        <Controller
          control={control}
          name="categoryId"
          render={({ field }) => (
            <Autocomplete
              options={categories}
              loading={categoriesLoading}
              value={categories.find((category) => category.id === field.value) ?? null}
              onChange={(_, category) => field.onChange(category?.id ?? '')}
              onBlur={field.onBlur}
              getOptionLabel={(category) => category.title}
              isOptionEqualToValue={(option, value) => option.id === value.id}
              noOptionsText={t('faq.form.noCategories')}
              renderInput={(params) => (
                <TextField
                  {...params}
                  inputRef={field.ref}
                  label={t('faq.form.category')}
                  placeholder={t('faq.form.categoryPlaceholder')}
                  required
                  error={categoryError !== undefined}
                  helperText={categoryError}
                />
              )}
            />
          )}
        />
        <Controller
          control={control}
          name="content"
          render={({ field }) => (
            <RichTextEditor
              ref={(handle) => field.ref(handle ? { focus: handle.focus } : null)}
              label={t('faq.form.content')}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              required
              error={contentError !== undefined}
              helperText={contentError}
            />
          )}
        />
        <Controller
          control={control}
          name="attachments"
          render={({ field }) => (
            <FileDropZone
              label={t('faq.form.attachments')}
              accept={['document', 'video', 'audio', 'image']}
              context="faq"
              // The contract lists name and type only: the size of a stored attachment is not known here.
              initialFiles={item?.attachments.map((file) => ({ ...file, size: 0 }))}
              onChange={field.onChange}
              onUploadingChange={setUploading}
            />
          )}
        />
        <Box>
          <Button type="submit" variant="contained" loading={save.isPending} disabled={uploading}>
            {t('faq.form.save')}
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}
