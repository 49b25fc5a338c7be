import { useCallback, useEffect, useId, useRef, useState } from 'react';
import {
  Autocomplete,
  Box,
  Checkbox,
  FormControlLabel,
  FormHelperText,
  IconButton,
  MenuItem,
  Paper,
  Stack,
  Switch,
  TextField,
  Typography,
} from '@mui/material';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import DragIndicator from '@mui/icons-material/DragIndicator';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { useTranslation } from 'react-i18next';
import { FIELD_ROLES, FORM_FIELD_TYPES, LAYOUT_FIELD_TYPES, type FormFieldType } from '@portal/contracts';
import { useValidationMessage } from '../../../lib/validation-message';
import { firstMessage, type ErrorNode } from './error-messages';
import { FieldMetadataEditor, type FieldChange } from './field-metadata-editor';
import { withType, type BuilderField, type FieldRole } from './form-builder-values';

/** Field edits reach the form 300 ms after the last change (spec 3 §9). */
export const FIELD_EDIT_DEBOUNCE_MS = 300;

export interface FieldCardProps {
  field: BuilderField;
  /** 1-based. */
  position: number;
  errors: ErrorNode;
  onCommit: (field: BuilderField) => void;
  onRemove: (id: string) => void;
  /** Registers the card's "apply what is still waiting" for the save button; returns the unregistration. */
  registerFlush: (id: string, flush: () => void) => () => void;
}

/** The heading of a field: its position and label, with '*' when required (spec 3). */
export function useFieldHeading(field: Pick<BuilderField, 'label' | 'required'>, position: number): string {
  const { t } = useTranslation('forms');
  const label = field.label.trim() === '' ? t('field.untitled') : field.label.trim();
  return t('field.heading', { position, label: field.required ? `${label} *` : label });
}

/**
 * One field of the builder: drag handle, type, label, description, required, roles, 'Standaard uitgeklapt' for a
 * section, and its type's settings. Edits go into a draft shown at once and reach the form 300 ms after the last
 * change (a switch or a choice at once); Opslaan applies what is still waiting first.
 */
export function FieldCard({ field, position, errors, onCommit, onRemove, registerFlush }: FieldCardProps) {
  const { t } = useTranslation(['forms', 'roles']);
  const message = useValidationMessage();
  const headingId = useId();
  const [draft, setDraft] = useState(field);
  const pending = useRef<BuilderField | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const commitRef = useRef(onCommit);
  useEffect(() => {
    commitRef.current = onCommit;
  }, [onCommit]);

  const flush = useCallback(() => {
    clearTimeout(timer.current);
    if (pending.current) {
      const next = pending.current;
      pending.current = null;
      commitRef.current(next);
    }
  }, []);
  useEffect(() => registerFlush(field.id, flush), [registerFlush, field.id, flush]);
  // Leaving (removal, another screen) applies nothing more: a removed field's id is no longer in the form.
  useEffect(() => () => flush(), [flush]);

  const change: FieldChange = (next, immediate = false) => {
    setDraft(next);
    pending.current = next;
    clearTimeout(timer.current);
    if (immediate) flush();
    else timer.current = setTimeout(flush, FIELD_EDIT_DEBOUNCE_MS);
  };

  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: field.id,
    attributes: { roleDescription: t('field.roleDescription') },
  });

  const heading = useFieldHeading(draft, position);
  const layout = LAYOUT_FIELD_TYPES.includes(draft.type);
  const labelError = message(firstMessage(errors, 'label'));
  const descriptionError = message(firstMessage(errors, 'description'));
  const rolesError = message(firstMessage(errors, 'roles'));
  const typeError = message(firstMessage(errors, 'type'));

  return (
    <Paper
      ref={setNodeRef}
      variant="outlined"
      role="group"
      aria-labelledby={headingId}
      data-field-id={field.id}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      sx={{ p: 2, position: 'relative', zIndex: isDragging ? 1 : undefined, boxShadow: isDragging ? 4 : undefined }}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 2 }}>
        <IconButton
          ref={setActivatorNodeRef}
          {...attributes}
          {...listeners}
          aria-label={t('field.dragHandle', { position })}
          sx={{ cursor: 'grab', touchAction: 'none' }}
        >
          <DragIndicator />
        </IconButton>
        <Typography id={headingId} component="h3" variant="subtitle1" sx={{ flex: 1, fontWeight: 600 }}>
          {heading}
        </Typography>
        <IconButton aria-label={t('field.remove', { position })} onClick={() => onRemove(field.id)}>
          <DeleteOutlined />
        </IconButton>
      </Stack>
      <Stack spacing={2}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextField
            select
            size="small"
            label={t('field.type')}
            value={draft.type}
            onChange={(event) => change(withType(draft, event.target.value as FormFieldType), true)}
            error={typeError !== undefined}
            helperText={typeError}
            sx={{ minWidth: 220 }}
          >
            {FORM_FIELD_TYPES.map((type) => (
              <MenuItem key={type} value={type}>
                {t(`field.types.${type}`)}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            size="small"
            fullWidth
            autoComplete="off"
            label={t('field.label')}
            value={draft.label}
            onChange={(event) => change({ ...draft, label: event.target.value })}
            error={labelError !== undefined}
            helperText={labelError}
          />
        </Stack>
        <TextField
          size="small"
          fullWidth
          multiline
          minRows={2}
          label={t('field.description')}
          value={draft.description}
          onChange={(event) => change({ ...draft, description: event.target.value })}
          error={descriptionError !== undefined}
          helperText={descriptionError}
        />
        <Autocomplete
          multiple
          size="small"
          options={FIELD_ROLES}
          value={draft.roles}
          disableCloseOnSelect
          getOptionLabel={(role) => t(`roles:${role}`)}
          onChange={(_event, roles) => change({ ...draft, roles: roles as FieldRole[] }, true)}
          renderOption={(props, role, { selected }) => {
            const { key, ...rest } = props;
            return (
              <li key={key} {...rest}>
                <Checkbox size="small" checked={selected} sx={{ mr: 1 }} />
                {t(`roles:${role}`)}
              </li>
            );
          }}
          renderInput={(params) => (
            <TextField
              {...params}
              label={t('field.roles')}
              error={rolesError !== undefined}
              helperText={rolesError ?? t('field.rolesHelp')}
            />
          )}
        />
        <Stack direction="row" useFlexGap spacing={2} sx={{ flexWrap: 'wrap' }}>
          {layout ? null : (
            <FormControlLabel
              label={t('field.required')}
              control={
                <Switch
                  checked={draft.required}
                  onChange={(event) => change({ ...draft, required: event.target.checked }, true)}
                />
              }
            />
          )}
          {draft.type === 'section' ? (
            <FormControlLabel
              label={t('field.defaultExpanded')}
              control={
                <Switch
                  checked={draft.defaultExpanded}
                  onChange={(event) => change({ ...draft, defaultExpanded: event.target.checked }, true)}
                />
              }
            />
          ) : null}
        </Stack>
        <FieldMetadataEditor field={draft} onChange={change} errors={errors} />
        <OtherErrors errors={errors} />
      </Stack>
    </Paper>
  );
}

const SHOWN_KEYS = ['label', 'description', 'roles', 'type', 'options', 'metadata'];

/** A violation on the field as a whole (`fields[2]`) that no input above shows. */
function OtherErrors({ errors }: { errors: ErrorNode }) {
  const message = useValidationMessage();
  if (errors === null || typeof errors !== 'object') return null;
  const own = (errors as { message?: unknown }).message;
  const others = Object.entries(errors)
    .filter(([key]) => !SHOWN_KEYS.includes(key) && key !== 'ref' && key !== 'type' && key !== 'message')
    .map(([, value]) => firstMessage(value));
  const text = typeof own === 'string' && own !== '' ? own : others.find((m) => m !== undefined);
  if (text === undefined) return null;
  return (
    <Box>
      <FormHelperText error>{message(text)}</FormHelperText>
    </Box>
  );
}
