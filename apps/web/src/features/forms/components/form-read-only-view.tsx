import {
  Box,
  Link,
  List,
  ListItem,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import CheckBoxOutlineBlank from '@mui/icons-material/CheckBoxOutlineBlank';
import RadioButtonUnchecked from '@mui/icons-material/RadioButtonUnchecked';
import { useTranslation } from 'react-i18next';
import { INTERNSHIP_TYPE_IDS, INTERNSHIP_TYPES, type Form, type FormField } from '@portal/contracts';
import { visuallyHidden } from '../../../lib/visually-hidden';
import { metadataOf } from './form-builder-values';

// A simple, print-friendly rendering of a form without inputs: the full renderer that fills a form replaces it later.
// Everything empty to write in is a bordered box, so a printout can be filled in by hand.

const box = { border: 1, borderColor: 'grey.500', borderRadius: 0.5, minHeight: 40, px: 1, py: 0.75 } as const;

function EmptyBox({ lines = 1, children }: { lines?: number; children?: React.ReactNode }) {
  return (
    <Box sx={{ ...box, minHeight: 40 * lines }} color="text.secondary">
      {children}
    </Box>
  );
}

function FieldLabel({ field }: { field: FormField }) {
  const { t } = useTranslation('forms');
  return (
    <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
      {field.label}
      {field.required ? (
        <>
          <span aria-hidden>{' *'}</span>
          <Box component="span" sx={visuallyHidden}>
            {` (${t('view.required').toLowerCase()})`}
          </Box>
        </>
      ) : null}
    </Typography>
  );
}

function ChoiceMarks({ field }: { field: FormField }) {
  const { t } = useTranslation('forms');
  const multiple = metadataOf(field).multiple === true;
  const Mark = multiple ? CheckBoxOutlineBlank : RadioButtonUnchecked;
  const options = [...field.options].sort((a, b) => a.order - b.order);
  return (
    <>
      {multiple ? (
        <Typography variant="body2" color="text.secondary">
          {t('view.multipleChoice')}
        </Typography>
      ) : null}
      <List dense disablePadding>
        {options.map((option) => (
          <ListItem key={option.id} disableGutters sx={{ gap: 1 }}>
            <Mark fontSize="small" aria-hidden />
            {option.label}
          </ListItem>
        ))}
      </List>
    </>
  );
}

function LikertTable({ field }: { field: FormField }) {
  const metadata = metadataOf(field);
  const rows = Array.isArray(metadata.rows) ? (metadata.rows as string[]) : [];
  const columns = Array.isArray(metadata.columns) ? (metadata.columns as string[]) : [];
  const sections = Array.isArray(metadata.sections)
    ? (metadata.sections as { description: string; row: number }[])
    : [];
  const Mark = metadata.multiple === true ? CheckBoxOutlineBlank : RadioButtonUnchecked;
  return (
    <Box
      role="region"
      aria-label={field.label}
      // Scrolls sideways on a narrow screen; focusable so keyboard users can scroll it too (axe
      // scrollable-region-focusable).
      tabIndex={0}
      sx={{ overflowX: 'auto', maxWidth: '100%' }}
    >
      <Table size="small" aria-label={field.label}>
        <TableHead>
          <TableRow>
            <TableCell />
            {columns.map((column, index) => (
              <TableCell key={index} align="center" scope="col">
                {column}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row, rowIndex) => [
            ...sections
              .filter((section) => section.row === rowIndex)
              .map((section, index) => (
                <TableRow key={`section-${rowIndex}-${index}`}>
                  <TableCell component="th" scope="colgroup" colSpan={columns.length + 1} sx={{ fontWeight: 600 }}>
                    {section.description}
                  </TableCell>
                </TableRow>
              )),
            <TableRow key={`row-${rowIndex}`}>
              <TableCell component="th" scope="row">
                {row}
              </TableCell>
              {columns.map((_, columnIndex) => (
                <TableCell key={columnIndex} align="center">
                  <Mark fontSize="small" aria-hidden />
                </TableCell>
              ))}
            </TableRow>,
          ])}
        </TableBody>
      </Table>
    </Box>
  );
}

function FieldBody({ field }: { field: FormField }) {
  const { t } = useTranslation('forms');
  const metadata = metadataOf(field);
  switch (field.type) {
    case 'text':
      return <EmptyBox>{typeof metadata.placeholder === 'string' ? metadata.placeholder : null}</EmptyBox>;
    case 'textarea':
      return <EmptyBox lines={4} />;
    case 'number':
      return <EmptyBox />;
    case 'choicelist':
      return <ChoiceMarks field={field} />;
    case 'likert':
      return <LikertTable field={field} />;
    case 'date': {
      const moment = `${t('view.datePlaceholder')}${metadata.time === true ? ` ${t('view.timePlaceholder')}` : ''}`;
      return (
        <EmptyBox>{metadata.range === true ? t('view.dateRange', { from: moment, to: moment }) : moment}</EmptyBox>
      );
    }
    case 'file-upload': {
      const kinds = (['documents', 'audio', 'video', 'images'] as const)
        .filter((kind) => metadata[kind] === true)
        .map((kind) => t(`field.fileUpload.${kind}`));
      return <EmptyBox>{t('view.fileTypes', { types: kinds.join(', ') })}</EmptyBox>;
    }
    case 'product':
      return <EmptyBox lines={2}>{t('view.product')}</EmptyBox>;
    case 'signature':
      return (
        <Box sx={{ ...box, width: '100%', maxWidth: 375, height: 180 }} aria-label={t('view.signature')} role="img" />
      );
    case 'request-points':
      return <EmptyBox>{t('view.requestPoints')}</EmptyBox>;
    case 'request-amount':
      return <EmptyBox>{t('view.requestAmount')}</EmptyBox>;
    case 'internship-type': {
      const offered =
        Array.isArray(metadata.types) && metadata.types.length > 0 ? (metadata.types as number[]) : INTERNSHIP_TYPE_IDS;
      return (
        <List dense disablePadding aria-label={t('view.internshipTypes')}>
          {offered.map((id) => (
            <ListItem key={id} disableGutters sx={{ gap: 1 }}>
              <RadioButtonUnchecked fontSize="small" aria-hidden />
              {INTERNSHIP_TYPES[id as keyof typeof INTERNSHIP_TYPES]}
            </ListItem>
          ))}
        </List>
      );
    }
    default:
      return null;
  }
}

function ReadOnlyField({ field }: { field: FormField }) {
  const { t } = useTranslation(['forms', 'roles']);
  if (field.type === 'section') {
    return (
      <Box component="section" sx={{ borderBottom: 2, borderColor: 'divider', pb: 1, mt: 2, breakInside: 'avoid' }}>
        <Typography component="h2" variant="h6">
          {field.label}
        </Typography>
        {field.description ? <Typography sx={{ whiteSpace: 'pre-line' }}>{field.description}</Typography> : null}
      </Box>
    );
  }
  if (field.type === 'title') {
    return (
      <Box>
        <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700, fontSize: '1.15rem' }}>
          {field.label}
        </Typography>
        {field.description ? <Typography sx={{ whiteSpace: 'pre-line' }}>{field.description}</Typography> : null}
      </Box>
    );
  }
  return (
    <Stack spacing={1} sx={{ breakInside: 'avoid' }}>
      <FieldLabel field={field} />
      {field.description ? (
        <Typography variant="body2" sx={{ whiteSpace: 'pre-line' }}>
          {field.description}
        </Typography>
      ) : null}
      <FieldBody field={field} />
      <Typography variant="caption" color="text.secondary">
        {t('view.roles', { roles: field.roles.map((role) => t(`roles:${role}`)).join(', ') })}
      </Typography>
    </Stack>
  );
}

/**
 * A form shown read-only (spec 3 `/formulieren/{id}/bekijken` and the preview of users without SAVE_FORM): its
 * description, attachments and fields by type, with required ones marked '*'. Kept on its own so the full form
 * renderer can replace it.
 */
export function FormReadOnlyView({ form }: { form: Form }) {
  const { t } = useTranslation('forms');
  return (
    <Stack spacing={3} sx={{ maxWidth: 900 }}>
      {form.description ? <Typography sx={{ whiteSpace: 'pre-line' }}>{form.description}</Typography> : null}
      {form.attachments.length > 0 ? (
        <Box>
          <Typography component="h2" variant="h6">
            {t('view.attachments')}
          </Typography>
          <List dense>
            {form.attachments.map((file) => (
              <ListItem key={file.id} disableGutters>
                <Link href={`/api/file/${file.id}`}>{file.name}</Link>
              </ListItem>
            ))}
          </List>
        </Box>
      ) : null}
      {form.fields.length === 0 ? <Typography>{t('view.noFields')}</Typography> : null}
      {form.fields.map((field) => (
        <ReadOnlyField key={field.id} field={field} />
      ))}
    </Stack>
  );
}
