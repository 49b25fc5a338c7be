import { useId } from 'react';
import { Accordion, AccordionDetails, AccordionSummary, Box, Typography } from '@mui/material';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { useTranslation } from 'react-i18next';
import { isEmptyAnswer, LAYOUT_FIELD_TYPES, type Assignment, type AssignmentEntry } from '@portal/contracts';
import { FormRenderer } from '../../../components/form-renderer';
import { formatDateTime } from './format-date-time';

const nothing = () => {};

function EntryPanel({ assignment, entry }: { assignment: Assignment; entry: AssignmentEntry }) {
  const { t } = useTranslation('assignments');
  const answered = assignment.form.fields.filter(
    (field) => !LAYOUT_FIELD_TYPES.includes(field.type) && !isEmptyAnswer(field.type, entry.values[field.id]),
  );
  const title = t('entries.title', { name: entry.author.name, kind: t(`entries.kind.${entry.author.kind}`) });
  // Named ids: the opened answers are a region named after who gave them (MUI labels it by the summary's id).
  const summaryId = useId();
  return (
    <Accordion
      disableGutters
      variant="outlined"
      slotProps={{ heading: { component: 'h3' }, transition: { unmountOnExit: true } }}
    >
      <AccordionSummary id={summaryId} aria-controls={`${summaryId}-answers`} expandIcon={<ExpandMoreIcon />}>
        <Box component="span" sx={{ display: 'block', minWidth: 0 }}>
          <Typography component="span" variant="subtitle1" sx={{ display: 'block', overflowWrap: 'anywhere' }}>
            {title}
            {entry.own ? ` – ${t('entries.own')}` : null}
          </Typography>
          <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
            {t(`entries.status.${entry.status}`)} · {t('entries.updated', { date: formatDateTime(entry.updated) })}
          </Typography>
        </Box>
      </AccordionSummary>
      <AccordionDetails>
        {answered.length === 0 ? (
          <Typography>{t('entries.empty')}</Typography>
        ) : (
          <FormRenderer
            fields={answered}
            values={entry.values}
            onChange={nothing}
            roles={[]}
            readOnly
            files={entry.files}
            assignments={entry.assignments}
            headingLevel={4}
          />
        )}
      </AccordionDetails>
    </Accordion>
  );
}

/**
 * Every filler's entry apart (spec 2 §2 "Read-only view … with its entries"): who filled it (participant, external
 * contributor, evaluator), its status and last change, and, opened, that filler's answers. Shown when more than one
 * filler answered, as the form above can show one answer per field.
 */
export function EntriesList({ assignment }: { assignment: Assignment }) {
  const { t } = useTranslation('assignments');
  const headingId = useId();
  if (assignment.entries.length < 2) return null;
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} component="h2" variant="h5" sx={{ mb: 1 }}>
        {t('entries.heading')}
      </Typography>
      {assignment.entries.map((entry) => (
        <EntryPanel key={entry.id} assignment={assignment} entry={entry} />
      ))}
    </Box>
  );
}
