import {
  Box,
  Button,
  Checkbox,
  FormControlLabel,
  FormGroup,
  FormHelperText,
  IconButton,
  MenuItem,
  Stack,
  Switch,
  TextField,
  Typography,
} from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { INTERNSHIP_TYPE_IDS, INTERNSHIP_TYPES, TEXT_SUBTYPES } from '@portal/contracts';
import { useValidationMessage } from '../../../lib/validation-message';
import { firstMessage, type ErrorNode } from './error-messages';
import { metadataOf, newOptionId, type BuilderField } from './form-builder-values';
import { LabelListEditor } from './label-list-editor';

/** How an editor reports a change: text is debounced by the field card, a switch or a choice applies at once. */
export type FieldChange = (next: BuilderField, immediate?: boolean) => void;

interface EditorProps {
  field: BuilderField;
  onChange: FieldChange;
  /** The validation errors of this field (react-hook-form's node `fields.<index>`). */
  errors: ErrorNode;
}

interface LikertSection {
  description: string;
  row: number;
}

const strings = (value: unknown): string[] => (Array.isArray(value) ? value.map((v) => String(v)) : []);
const bool = (value: unknown) => value === true;

function useMetadata({ field, onChange }: EditorProps) {
  const metadata = metadataOf(field);
  const set = (patch: Record<string, unknown>, immediate = false) =>
    onChange({ ...field, metadata: { ...metadata, ...patch } }, immediate);
  return { metadata, set };
}

/** A switch of a boolean metadata key, applied at once. */
function MetadataSwitch({
  label,
  checked,
  onChange,
}: {
  label: string;
  checked: boolean;
  onChange: (v: boolean) => void;
}) {
  return (
    <FormControlLabel
      label={label}
      control={<Switch checked={checked} onChange={(event) => onChange(event.target.checked)} />}
    />
  );
}

function TextMetadataEditor(props: EditorProps) {
  const { t } = useTranslation('forms');
  const message = useValidationMessage();
  const { metadata, set } = useMetadata(props);
  const placeholderError = message(firstMessage(props.errors, 'metadata', 'placeholder'));
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      <TextField
        size="small"
        fullWidth
        autoComplete="off"
        label={t('field.text.placeholder')}
        value={typeof metadata.placeholder === 'string' ? metadata.placeholder : ''}
        onChange={(event) => set({ placeholder: event.target.value })}
        error={placeholderError !== undefined}
        helperText={placeholderError}
      />
      <TextField
        select
        size="small"
        label={t('field.text.type')}
        value={typeof metadata.type === 'string' ? metadata.type : 'text'}
        onChange={(event) => set({ type: event.target.value }, true)}
        sx={{ minWidth: 200 }}
      >
        {TEXT_SUBTYPES.map((subtype) => (
          <MenuItem key={subtype} value={subtype}>
            {t(`field.text.types.${subtype}`)}
          </MenuItem>
        ))}
      </TextField>
    </Stack>
  );
}

function ChoicelistEditor(props: EditorProps) {
  const { t } = useTranslation('forms');
  const message = useValidationMessage();
  const { field, onChange, errors } = props;
  const { metadata, set } = useMetadata(props);
  const options = field.options;
  const setOptions = (next: BuilderField['options'], immediate = false) =>
    onChange({ ...field, options: next }, immediate);
  return (
    <Stack spacing={1}>
      <MetadataSwitch
        label={t('field.choicelist.multiple')}
        checked={bool(metadata.multiple)}
        onChange={(multiple) => set({ multiple }, true)}
      />
      <LabelListEditor
        legend={t('field.choicelist.options')}
        labels={options.map((option) => option.label)}
        keys={options.map((option) => option.id)}
        itemLabel={(position) => t('field.choicelist.option', { position })}
        removeLabel={(position) => t('field.choicelist.removeOption', { position })}
        moveUpLabel={(position) => t('field.choicelist.moveUp', { position })}
        moveDownLabel={(position) => t('field.choicelist.moveDown', { position })}
        addLabel={t('field.choicelist.addOption')}
        onLabelChange={(index, label) => setOptions(options.map((o, i) => (i === index ? { ...o, label } : o)))}
        onAdd={() => setOptions([...options, { id: newOptionId(), label: '' }], true)}
        onRemove={(index) =>
          setOptions(
            options.filter((_, i) => i !== index),
            true,
          )
        }
        onMove={(index, direction) => {
          const next = [...options];
          const [moved] = next.splice(index, 1);
          next.splice(index + direction, 0, moved!);
          setOptions(next, true);
        }}
        error={message(firstMessage(errors, 'options'))}
        help={t('field.likert.labelListHelp')}
      />
    </Stack>
  );
}

function LikertEditor(props: EditorProps) {
  const { t } = useTranslation('forms');
  const message = useValidationMessage();
  const { errors } = props;
  const { metadata, set } = useMetadata(props);
  const rows = strings(metadata.rows);
  const columns = strings(metadata.columns);
  const sections: LikertSection[] = Array.isArray(metadata.sections)
    ? (metadata.sections as LikertSection[]).map((s) => ({
        description: String(s.description ?? ''),
        row: Number(s.row ?? 0),
      }))
    : [];
  const list = (key: 'rows' | 'columns', labels: string[]) => ({
    labels,
    onLabelChange: (index: number, label: string) => set({ [key]: labels.map((l, i) => (i === index ? label : l)) }),
    onAdd: () => set({ [key]: [...labels, ''] }, true),
    onRemove: (index: number) => {
      const patch: Record<string, unknown> = { [key]: labels.filter((_, i) => i !== index) };
      // A heading stays above its statement when a row above it goes; one above the removed row moves to the next row
      // (and goes when there is none).
      if (key === 'rows') {
        patch.sections = sections
          .filter((section) => section.row !== index || index < labels.length - 1)
          .map((section) => (section.row > index ? { ...section, row: section.row - 1 } : section));
      }
      set(patch, true);
    },
  });
  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={3}>
        <LabelListEditor
          legend={t('field.likert.rows')}
          itemLabel={(position) => t('field.likert.row', { position })}
          removeLabel={(position) => t('field.likert.removeRow', { position })}
          addLabel={t('field.likert.addRow')}
          error={message(firstMessage(errors, 'metadata', 'rows'))}
          help={t('field.likert.labelListHelp')}
          {...list('rows', rows)}
        />
        <LabelListEditor
          legend={t('field.likert.columns')}
          itemLabel={(position) => t('field.likert.column', { position })}
          removeLabel={(position) => t('field.likert.removeColumn', { position })}
          addLabel={t('field.likert.addColumn')}
          error={message(firstMessage(errors, 'metadata', 'columns'))}
          help={t('field.likert.labelListHelp')}
          {...list('columns', columns)}
        />
      </Stack>
      <MetadataSwitch
        label={t('field.likert.multiple')}
        checked={bool(metadata.multiple)}
        onChange={(multiple) => set({ multiple }, true)}
      />
      <LikertSectionsEditor
        sections={sections}
        rows={rows}
        error={message(firstMessage(errors, 'metadata', 'sections'))}
        onChange={(next, immediate) => set({ sections: next }, immediate)}
      />
    </Stack>
  );
}

function LikertSectionsEditor({
  sections,
  rows,
  error,
  onChange,
}: {
  sections: LikertSection[];
  rows: string[];
  error?: string;
  onChange: (next: LikertSection[], immediate?: boolean) => void;
}) {
  const { t } = useTranslation('forms');
  const legendId = useId();
  return (
    <Box role="group" aria-labelledby={legendId}>
      <Typography id={legendId} variant="subtitle2" component="span" sx={{ display: 'block', mb: 1 }}>
        {t('field.likert.sections')}
      </Typography>
      <Stack spacing={1}>
        {sections.map((section, index) => (
          <Stack key={index} direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
            <TextField
              size="small"
              fullWidth
              autoComplete="off"
              label={t('field.likert.section', { position: index + 1 })}
              value={section.description}
              onChange={(event) =>
                onChange(sections.map((s, i) => (i === index ? { ...s, description: event.target.value } : s)))
              }
            />
            <TextField
              select
              size="small"
              label={t('field.likert.sectionRow')}
              value={section.row < rows.length ? section.row : 0}
              onChange={(event) =>
                onChange(
                  sections.map((s, i) => (i === index ? { ...s, row: Number(event.target.value) } : s)),
                  true,
                )
              }
              sx={{ minWidth: 200 }}
            >
              {rows.map((row, rowIndex) => (
                <MenuItem key={rowIndex} value={rowIndex}>
                  {t('field.likert.rowOption', { position: rowIndex + 1, label: row })}
                </MenuItem>
              ))}
            </TextField>
            <IconButton
              size="small"
              aria-label={t('field.likert.removeSection', { position: index + 1 })}
              onClick={() =>
                onChange(
                  sections.filter((_, i) => i !== index),
                  true,
                )
              }
            >
              <DeleteOutlined fontSize="small" />
            </IconButton>
          </Stack>
        ))}
      </Stack>
      {error ? <FormHelperText error>{error}</FormHelperText> : null}
      <Button
        size="small"
        startIcon={<AddIcon />}
        onClick={() => onChange([...sections, { description: '', row: 0 }], true)}
        sx={{ mt: 1 }}
      >
        {t('field.likert.addSection')}
      </Button>
    </Box>
  );
}

function DateEditor(props: EditorProps) {
  const { t } = useTranslation('forms');
  const { metadata, set } = useMetadata(props);
  return (
    <FormGroup row>
      <MetadataSwitch
        label={t('field.date.range')}
        checked={bool(metadata.range)}
        onChange={(range) => set({ range }, true)}
      />
      <MetadataSwitch
        label={t('field.date.time')}
        checked={bool(metadata.time)}
        onChange={(time) => set({ time }, true)}
      />
    </FormGroup>
  );
}

const FILE_KINDS = ['documents', 'audio', 'video', 'images'] as const;

function FileUploadEditor(props: EditorProps) {
  const { t } = useTranslation('forms');
  const { metadata, set } = useMetadata(props);
  return (
    <Fieldset legend={t('field.fileUpload.legend')}>
      <FormGroup row>
        {FILE_KINDS.map((kind) => (
          <MetadataSwitch
            key={kind}
            label={t(`field.fileUpload.${kind}`)}
            checked={bool(metadata[kind])}
            onChange={(on) => set({ [kind]: on }, true)}
          />
        ))}
      </FormGroup>
    </Fieldset>
  );
}

function InternshipTypeEditor(props: EditorProps) {
  const { t } = useTranslation('forms');
  const message = useValidationMessage();
  const { metadata, set } = useMetadata(props);
  const types = Array.isArray(metadata.types) ? (metadata.types as unknown[]).map(Number) : [];
  const error = message(firstMessage(props.errors, 'metadata', 'types'));
  return (
    <Fieldset legend={t('field.internshipType.legend')}>
      <FormGroup sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        {INTERNSHIP_TYPE_IDS.map((id) => (
          <FormControlLabel
            key={id}
            label={INTERNSHIP_TYPES[id]}
            control={
              <Checkbox
                checked={types.includes(id)}
                onChange={(event) =>
                  set(
                    {
                      types: event.target.checked
                        ? [...types, id].sort((a, b) => a - b)
                        : types.filter((type) => type !== id),
                    },
                    true,
                  )
                }
              />
            }
          />
        ))}
      </FormGroup>
      <FormHelperText error={error !== undefined}>{error ?? t('field.internshipType.help')}</FormHelperText>
    </Fieldset>
  );
}

function Fieldset({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Typography component="legend" variant="subtitle2" sx={{ mb: 1, p: 0 }}>
        {legend}
      </Typography>
      {children}
    </Box>
  );
}

/** The editor of the field's type-specific settings (spec 3 "Metadata per type"); nothing for types without any. */
export function FieldMetadataEditor(props: EditorProps) {
  switch (props.field.type) {
    case 'text':
      return <TextMetadataEditor {...props} />;
    case 'choicelist':
      return <ChoicelistEditor {...props} />;
    case 'likert':
      return <LikertEditor {...props} />;
    case 'date':
      return <DateEditor {...props} />;
    case 'file-upload':
      return <FileUploadEditor {...props} />;
    case 'internship-type':
      return <InternshipTypeEditor {...props} />;
    default:
      return null;
  }
}
