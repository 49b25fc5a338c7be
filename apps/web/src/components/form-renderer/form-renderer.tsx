import { useCallback, useId, useRef, useState, type ReactNode } from 'react';
import { Accordion, AccordionDetails, AccordionSummary, Box, Stack, Typography } from '@mui/material';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { useTranslation } from 'react-i18next';
import { canFillField, type Answer, type FormData, type FormField, type Role } from '@portal/contracts';
import { useValidationMessage } from '../../lib/validation-message';
import { ChoiceAnswerField } from './fields/choice-field';
import { DateAnswerField } from './fields/date-field';
import { FileAnswerField } from './fields/file-field';
import { InternshipTypeAnswerField } from './fields/internship-type-field';
import { LikertAnswerField } from './fields/likert-field';
import { NumberAnswerField } from './fields/number-field';
import { ProductAnswerField } from './fields/product-field';
import { SignatureAnswerField } from './fields/signature-field';
import { TextAnswerField } from './fields/text-field';
import type {
  FieldProps,
  ProductChoices,
  ProductItem,
  RendererFile,
  RendererUploader,
  ViolationsByField,
} from './types';

/** Answers are at most this wide (spec 2 §9). */
export const ANSWER_MAX_WIDTH = 900;

export interface FormRendererProps {
  /** The fields of the form version being filled, in order. */
  fields: readonly FormField[];
  /** The answers by field id (`FormData`, shapes in contracts `form-entries.ts`). */
  values: FormData;
  /** An answer changed (the autosave takes it from here). */
  onChange: (fieldId: string, answer: Answer) => void;
  /** The roles the viewer fills as: fields for other roles are shown read-only (`canFillField`). */
  roles: readonly Role[];
  /** Everything read-only (handed in, or only looking). */
  readOnly?: boolean;
  /** Violations by field id (from `checkEntry` or the server), shown on their fields in Dutch. */
  violations?: ViolationsByField;
  /** Files the answers name (an entry's `files`): names for uploads and product files. */
  files?: readonly RendererFile[];
  /** Assignments the answers name (an entry's `assignments`). */
  assignments?: readonly ProductItem[];
  /** What product fields offer: the filler's own assignments and files. */
  productChoices?: ProductChoices;
  /** How file-upload fields upload (context, a contributor's token) and whether an upload is running. */
  uploader?: RendererUploader;
  /** The heading level of sections and titles (default 2: the screen's h1 is the form's title). */
  headingLevel?: 2 | 3 | 4;
}

interface Group {
  section: FormField | null;
  fields: FormField[];
}

/** A section holds the fields after it, up to the next section. */
function groupBySection(fields: readonly FormField[]): Group[] {
  const groups: Group[] = [];
  for (const field of fields) {
    if (field.type === 'section') groups.push({ section: field, fields: [] });
    else if (groups.length === 0) groups.push({ section: null, fields: [field] });
    else groups[groups.length - 1]!.fields.push(field);
  }
  return groups;
}

const NO_CHOICES: ProductChoices = { assignments: [], files: [] };

/**
 * Renders a form's fields for filling in or reading (spec 2 §3 "Form fields are rendered by type"): one component
 * per field type, sections as collapsible parts with a heading, '*' on required labels, answers at most 900 px wide,
 * violations on their fields in Dutch. The screens around it (trial fill, assignments, requests, evaluations, external
 * contributions) own the values and their saving (see `useAutosave`). See README.md next to this file.
 */
export function FormRenderer({
  fields,
  values,
  onChange,
  roles,
  readOnly = false,
  violations = {},
  files = [],
  assignments = [],
  productChoices = NO_CHOICES,
  uploader = {},
  headingLevel = 2,
}: FormRendererProps) {
  const { t } = useTranslation('components');
  const message = useValidationMessage();
  const baseId = useId();
  const fileMap = new Map(files.map((file) => [file.id, file]));
  const names = new Map<string, string>([
    ...assignments.map((item) => [item.id, item.name] as const),
    ...files.map((file) => [file.id, file.name] as const),
  ]);

  // Whether any file-upload field is still uploading, told once per change.
  const uploading = useRef(new Set<string>());
  const onUploadingChange = uploader.onUploadingChange;
  const onUploading = useCallback(
    (fieldId: string, busy: boolean) => {
      const before = uploading.current.size > 0;
      if (busy) uploading.current.add(fieldId);
      else uploading.current.delete(fieldId);
      const after = uploading.current.size > 0;
      if (before !== after) onUploadingChange?.(after);
    },
    [onUploadingChange],
  );

  const heading = (level: number) => `h${Math.min(level, 6)}` as 'h2' | 'h3' | 'h4' | 'h5';

  const renderField = (field: FormField, level: number): ReactNode => {
    if (field.type === 'section') return null;
    if (field.type === 'title') {
      return (
        <Box key={field.id} sx={{ maxWidth: ANSWER_MAX_WIDTH }}>
          <Typography component={heading(level)} variant="h6">
            {field.label}
          </Typography>
          {field.description && (
            <Typography color="text.secondary" sx={{ whiteSpace: 'pre-line' }}>
              {field.description}
            </Typography>
          )}
        </Box>
      );
    }
    const fillable = !readOnly && canFillField(field, roles);
    const first = violations[field.id]?.[0];
    const props: FieldProps = {
      field,
      value: values[field.id],
      onChange: (answer) => onChange(field.id, answer),
      readOnly: !fillable,
      error: message(first?.detail),
      errorPath: first?.parameters?.path,
      inputId: `${baseId}-field-${field.id}`,
    };
    let input: ReactNode;
    switch (field.type) {
      case 'text':
      case 'textarea':
        input = <TextAnswerField {...props} />;
        break;
      case 'number':
      case 'request-points':
      case 'request-amount':
        input = <NumberAnswerField {...props} />;
        break;
      case 'choicelist':
        input = <ChoiceAnswerField {...props} />;
        break;
      case 'likert':
        input = <LikertAnswerField {...props} />;
        break;
      case 'date':
        input = <DateAnswerField {...props} />;
        break;
      case 'file-upload':
        input = <FileAnswerField {...props} files={fileMap} uploader={uploader} onUploading={onUploading} />;
        break;
      case 'signature':
        input = <SignatureAnswerField {...props} token={uploader.token} />;
        break;
      case 'product':
        input = <ProductAnswerField {...props} choices={productChoices} names={names} />;
        break;
      case 'internship-type':
        input = <InternshipTypeAnswerField {...props} />;
        break;
      default:
        input = null;
    }
    return (
      <Box key={field.id} sx={{ maxWidth: ANSWER_MAX_WIDTH }} data-field-id={field.id}>
        {input}
        {!readOnly && !fillable && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
            {t('formRenderer.readOnlyHint')}
          </Typography>
        )}
      </Box>
    );
  };

  return (
    <Stack spacing={3}>
      {groupBySection(fields).map((group, index) =>
        group.section ? (
          <FormSection
            key={group.section.id}
            section={group.section}
            headingComponent={heading(headingLevel)}
            hasViolations={group.fields.some((field) => (violations[field.id]?.length ?? 0) > 0)}
          >
            {group.fields.map((field) => renderField(field, headingLevel + 1))}
          </FormSection>
        ) : (
          <Stack key={`loose-${index}`} spacing={3}>
            {group.fields.map((field) => renderField(field, headingLevel))}
          </Stack>
        ),
      )}
    </Stack>
  );
}

interface FormSectionProps {
  section: FormField;
  headingComponent: 'h2' | 'h3' | 'h4' | 'h5';
  /** A field inside has a violation: the section opens, so it can be seen. */
  hasViolations: boolean;
  children: ReactNode;
}

/** `section`: a collapsible part with a real heading (its button says `aria-expanded`), open by `defaultExpanded`. */
function FormSection({ section, headingComponent, hasViolations, children }: FormSectionProps) {
  const [expanded, setExpanded] = useState(section.defaultExpanded || hasViolations);
  const [hadViolations, setHadViolations] = useState(hasViolations);
  if (hasViolations !== hadViolations) {
    setHadViolations(hasViolations);
    if (hasViolations) setExpanded(true);
  }
  return (
    <Accordion
      expanded={expanded}
      onChange={(_event, open) => setExpanded(open)}
      disableGutters
      variant="outlined"
      slotProps={{ heading: { component: headingComponent } }}
    >
      <AccordionSummary expandIcon={<ExpandMoreIcon />}>
        <Typography variant="h6" component="span">
          {section.label}
        </Typography>
      </AccordionSummary>
      <AccordionDetails>
        <Stack spacing={3}>
          {section.description && (
            <Typography color="text.secondary" sx={{ whiteSpace: 'pre-line' }}>
              {section.description}
            </Typography>
          )}
          {children}
        </Stack>
      </AccordionDetails>
    </Accordion>
  );
}
