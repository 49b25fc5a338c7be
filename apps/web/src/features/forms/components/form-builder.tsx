import { useCallback, useRef, useState, type KeyboardEvent } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  Alert,
  Autocomplete,
  Box,
  Button,
  Checkbox,
  FormControlLabel,
  FormHelperText,
  Stack,
  Switch,
  TextField,
  Typography,
} from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { useSnackbar } from 'notistack';
import { Controller, useForm, useWatch, type Resolver } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formBodySchema, type Form, type FormInput } from '@portal/contracts';
import { FileDropZone } from '../../../components/file-drop-zone';
import { FormAlert } from '../../../components/form-alert';
import { ApiError } from '../../../lib/api-client';
import { useValidationMessage } from '../../../lib/validation-message';
import { useFormCategories } from '../api/get-form-categories';
import { useEvaluationOptions } from '../api/get-evaluation-options';
import { useSaveForm } from '../api/save-form';
import { firstMessage } from './error-messages';
import { FieldList } from './field-list';
import {
  builderPathOfViolation,
  newField,
  toBuilderValues,
  type BuilderField,
  type BuilderValues,
} from './form-builder-values';

/** Where a form is edited; a new form goes there once it exists. */
export const formEditPath = (id: string) => `/formulieren/${id}`;

/** Enter in a one-line field never submits: only Opslaan does (text areas and buttons keep their own Enter). */
function preventEnterSubmit(event: KeyboardEvent<HTMLFormElement>) {
  if (event.key === 'Enter' && event.target instanceof HTMLInputElement) event.preventDefault();
}

interface Choice {
  id: string;
  label: string;
}

/** A multi-select of ids over loaded choices (evaluation options, categories). */
function IdsPicker({
  label,
  choices,
  loading,
  value,
  onChange,
  error,
}: {
  label: string;
  choices: readonly Choice[];
  loading: boolean;
  value: string[];
  onChange: (ids: string[]) => void;
  error?: string;
}) {
  const { t } = useTranslation('forms');
  const selected = value.map((id) => choices.find((choice) => choice.id === id) ?? { id, label: id });
  return (
    <Autocomplete
      multiple
      options={choices}
      loading={loading}
      value={selected}
      disableCloseOnSelect
      onChange={(_event, chosen) => onChange(chosen.map((choice) => choice.id))}
      getOptionLabel={(choice) => choice.label}
      isOptionEqualToValue={(option, current) => option.id === current.id}
      noOptionsText={t('builder.noOptions')}
      renderOption={(props, choice, { selected: isSelected }) => {
        const { key, ...rest } = props;
        return (
          <li key={key} {...rest}>
            <Checkbox size="small" checked={isSelected} sx={{ mr: 1 }} />
            {choice.label}
          </li>
        );
      }}
      renderInput={(params) => <TextField {...params} label={label} error={error !== undefined} helperText={error} />}
    />
  );
}

interface FormBuilderProps {
  /** The form being edited; undefined when creating. */
  form?: Form;
}

/**
 * The form builder (spec 3 "Form overview and form builder"): title, description, attachments (tus uploads,
 * context `form`), valuation and grade, evaluation options, categories and the fields. Saving sends the whole form
 * (`formBodySchema`); a new form then opens at its address. After a PUT the answer is the truth: a form with entries
 * gets a new version whose changed fields have new ids, so the builder starts again from the answer. The server's
 * violations (`fields[2].metadata.rows`) are shown at their fields.
 */
export function FormBuilder({ form }: FormBuilderProps) {
  const { t } = useTranslation('forms');
  const validationMessage = useValidationMessage();
  const { enqueueSnackbar } = useSnackbar();
  const navigate = useNavigate();
  const save = useSaveForm(form?.id);
  const evaluationOptions = useEvaluationOptions();
  const categories = useFormCategories();
  const [uploading, setUploading] = useState(false);
  const [invalid, setInvalid] = useState(false);
  const [generation, setGeneration] = useState(0);
  const [current, setCurrent] = useState(form);
  const flushes = useRef(new Map<string, () => void>());

  const {
    control,
    register,
    handleSubmit,
    setError,
    clearErrors,
    getValues,
    setValue,
    reset,
    formState: { errors },
  } = useForm<BuilderValues, unknown, FormInput>({
    // The contract's schema takes the builder's values as its input (ids, labels, metadata per type).
    resolver: zodResolver(formBodySchema) as unknown as Resolver<BuilderValues, unknown, FormInput>,
    defaultValues: toBuilderValues(form),
  });
  const fields = useWatch({ control, name: 'fields' });

  const registerFlush = useCallback((id: string, flush: () => void) => {
    flushes.current.set(id, flush);
    return () => {
      if (flushes.current.get(id) === flush) flushes.current.delete(id);
    };
  }, []);
  const setFields = (next: BuilderField[]) => setValue('fields', next, { shouldDirty: true });
  const onCommit = useCallback(
    (field: BuilderField) => {
      const all = getValues('fields');
      const index = all.findIndex((f) => f.id === field.id);
      if (index < 0) return;
      setValue(
        'fields',
        all.map((f) => (f.id === field.id ? field : f)),
        { shouldDirty: true },
      );
      clearErrors(`fields.${index}`);
    },
    [getValues, setValue, clearErrors],
  );
  const addField = () => {
    for (const flush of flushes.current.values()) flush();
    setFields([...getValues('fields'), newField()]);
  };
  const removeField = (id: string) => {
    for (const flush of flushes.current.values()) flush();
    // The errors are kept by position: after a removal they would sit on the wrong fields.
    clearErrors('fields');
    setFields(getValues('fields').filter((field) => field.id !== id));
  };
  const reorder = (next: BuilderField[]) => {
    for (const flush of flushes.current.values()) flush();
    clearErrors('fields');
    // The drafts are applied above: take their latest state in the new order.
    const latest = getValues('fields');
    setFields(next.map((field) => latest.find((f) => f.id === field.id) ?? field));
  };

  const showViolations = (error: unknown) => {
    const violations = error instanceof ApiError && error.detail === 'validation_failed' ? error.violations : [];
    let focused = false;
    for (const violation of violations) {
      const path = builderPathOfViolation(violation.propertyPath);
      if (!path) continue;
      setError(path as 'title', { type: 'server', message: violation.detail }, { shouldFocus: !focused });
      focused = true;
    }
  };

  const submit = handleSubmit(
    async (body) => {
      setInvalid(false);
      let saved: Form;
      try {
        saved = await save.mutateAsync(body);
      } catch (error) {
        showViolations(error);
        enqueueSnackbar(t('builder.saveFailed'), { variant: 'error' });
        return;
      }
      enqueueSnackbar(t('builder.saved'), { variant: 'success' });
      if (!form) {
        await navigate(formEditPath(saved.id), { replace: true });
        return;
      }
      // New field ids (a new version) or cleaned-up labels: the builder starts again from what was stored.
      setCurrent(saved);
      reset(toBuilderValues(saved));
      setGeneration((n) => n + 1);
    },
    () => setInvalid(true),
  );
  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    // What was typed in the last 300 ms is applied before the form is read.
    for (const flush of flushes.current.values()) flush();
    void submit(event);
  };

  const { ref: titleRef, ...titleField } = register('title');
  const { ref: descriptionRef, ...descriptionField } = register('description');
  const titleError = validationMessage(errors.title?.message);
  const descriptionError = validationMessage(errors.description?.message);
  const fieldsError = validationMessage(errors.fields?.message ?? errors.fields?.root?.message);
  const entryCount = current?.entryCount ?? 0;

  return (
    <Box component="form" noValidate onSubmit={onSubmit} onKeyDown={preventEnterSubmit}>
      <Stack spacing={3} sx={{ maxWidth: 960 }}>
        {entryCount > 0 ? (
          <Alert severity="info" variant="outlined" role="note">
            {t('builder.versionInfo', { count: entryCount })}
          </Alert>
        ) : null}
        <TextField
          {...titleField}
          inputRef={titleRef}
          label={t('builder.formTitle')}
          required
          fullWidth
          autoComplete="off"
          error={titleError !== undefined}
          helperText={titleError}
        />
        <TextField
          {...descriptionField}
          inputRef={descriptionRef}
          label={t('builder.description')}
          fullWidth
          multiline
          minRows={3}
          error={descriptionError !== undefined}
          helperText={descriptionError}
        />
        <Controller
          control={control}
          name="attachments"
          render={({ field }) => (
            <Box>
              <FileDropZone
                label={t('builder.attachments')}
                accept={['document', 'image', 'audio', 'video']}
                context="form"
                initialFiles={current?.attachments}
                onChange={field.onChange}
                onUploadingChange={setUploading}
              />
              {errors.attachments ? (
                <FormHelperText error>{validationMessage(firstMessage(errors.attachments))}</FormHelperText>
              ) : null}
            </Box>
          )}
        />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3}>
          <Controller
            control={control}
            name="valuation"
            render={({ field }) => (
              <Box>
                <FormControlLabel
                  label={t('builder.valuation')}
                  control={
                    <Switch
                      checked={field.value}
                      onChange={(event) => field.onChange(event.target.checked)}
                      onBlur={field.onBlur}
                      slotProps={{ input: { ref: field.ref, 'aria-describedby': 'form-valuation-help' } }}
                    />
                  }
                />
                <FormHelperText id="form-valuation-help">{t('builder.valuationHelp')}</FormHelperText>
              </Box>
            )}
          />
          <Controller
            control={control}
            name="grade"
            render={({ field }) => (
              <Box>
                <FormControlLabel
                  label={t('builder.grade')}
                  control={
                    <Switch
                      checked={field.value}
                      onChange={(event) => field.onChange(event.target.checked)}
                      onBlur={field.onBlur}
                      slotProps={{ input: { ref: field.ref, 'aria-describedby': 'form-grade-help' } }}
                    />
                  }
                />
                <FormHelperText id="form-grade-help">{t('builder.gradeHelp')}</FormHelperText>
              </Box>
            )}
          />
        </Stack>
        <Controller
          control={control}
          name="evaluationOptions"
          render={({ field }) => (
            <IdsPicker
              label={t('builder.evaluationOptions')}
              choices={evaluationOptions.data ?? []}
              loading={evaluationOptions.isPending}
              value={field.value}
              onChange={field.onChange}
              error={validationMessage(firstMessage(errors.evaluationOptions))}
            />
          )}
        />
        <Controller
          control={control}
          name="categories"
          render={({ field }) => (
            <IdsPicker
              label={t('builder.categories')}
              choices={(categories.data ?? []).map((category) => ({ id: category.id, label: category.name }))}
              loading={categories.isPending}
              value={field.value}
              onChange={field.onChange}
              error={validationMessage(firstMessage(errors.categories))}
            />
          )}
        />

        <Box component="section" aria-labelledby="form-builder-fields">
          <Typography id="form-builder-fields" component="h2" variant="h6" sx={{ mb: 2 }}>
            {t('builder.fields')}
          </Typography>
          <FieldList
            fields={fields}
            errors={errors.fields}
            generation={generation}
            onCommit={onCommit}
            onRemove={removeField}
            onReorder={reorder}
            registerFlush={registerFlush}
          />
          {fieldsError ? <FormHelperText error>{fieldsError}</FormHelperText> : null}
          <Button startIcon={<AddIcon />} onClick={addField} sx={{ mt: 2 }}>
            {t('builder.addField')}
          </Button>
        </Box>

        {invalid ? <FormAlert message={t('builder.formInvalid')} /> : null}
        {/* A form with many fields is a long page: the save action stays in view at the bottom of the window. */}
        <Stack
          direction="row"
          spacing={2}
          sx={{
            alignItems: 'center',
            position: 'sticky',
            bottom: 0,
            zIndex: 2,
            py: 1.5,
            bgcolor: 'background.default',
            borderTop: 1,
            borderColor: 'divider',
          }}
        >
          <Button type="submit" variant="contained" loading={save.isPending} disabled={uploading}>
            {t('builder.save')}
          </Button>
          {uploading ? <Typography variant="body2">{t('builder.uploading')}</Typography> : null}
        </Stack>
      </Stack>
    </Box>
  );
}
