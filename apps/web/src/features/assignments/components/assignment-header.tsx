import type { ReactNode } from 'react';
import { Box, Button, Link, Stack, Typography } from '@mui/material';
import BugReportOutlinedIcon from '@mui/icons-material/BugReportOutlined';
import PictureAsPdfOutlined from '@mui/icons-material/PictureAsPdfOutlined';
import { useTranslation } from 'react-i18next';
import { getAssignmentPdf, type Assignment } from '@portal/contracts';
import { ActionPopover } from '../../../components/action-popover';
import { Facts } from '../../../components/facts';
import { formatDate } from '../../../lib/format';
import { pathOf } from '../api/query-keys';
import { formatDateTime } from './format-date-time';

/** What an admin (or an admin acting as the participant) sees of the assignment (spec 2 §6 debug popover). */
function AssignmentDebug({ assignment }: { assignment: Assignment }) {
  const { t } = useTranslation('assignments');
  return (
    <Stack spacing={1}>
      <Facts
        rows={[
          ['id', assignment.id],
          ['afasId', assignment.afasId ?? '-'],
          ['formId', assignment.form.id],
          ['formVersion', String(assignment.form.version)],
          ['state', assignment.state],
          ['status', assignment.status],
          ['editable', String(assignment.editable)],
          ['ownEntryId', assignment.ownEntryId ?? '-'],
          ...assignment.entries.map((entry): [string, ReactNode] => [
            `entry (${entry.author.kind})`,
            `${entry.id} r${entry.revision}`,
          ]),
        ]}
      />
      <Typography component="h3" variant="subtitle2">
        {t('debug.fieldIds')}
      </Typography>
      <Facts
        rows={assignment.form.fields.map((field): [string, ReactNode] => [
          `${field.label || field.type} (${field.type})`,
          field.id,
        ])}
      />
    </Stack>
  );
}

/**
 * The assignment's heading (its name), what it belongs to (module, participant, container), its state and dates, the
 * PDF and, for admins, the form's id and the debug popover.
 */
export function AssignmentHeader({ assignment, debug }: { assignment: Assignment; debug: boolean }) {
  const { t } = useTranslation(['assignments', 'domain']);
  const rows: [string, ReactNode][] = [
    [t('assignments:page.module'), assignment.module.publishedName],
    [t('assignments:page.participant'), assignment.user.fullName],
  ];
  if (assignment.assignmentContainer) rows.push([t('assignments:page.container'), assignment.assignmentContainer.name]);
  rows.push([t('assignments:page.state'), t(`domain:assignmentState.${assignment.state}`)]);
  if (assignment.deliveryDate) rows.push([t('assignments:page.deliveryDate'), formatDate(assignment.deliveryDate)]);
  if (assignment.submitted) rows.push([t('assignments:page.submitted'), formatDateTime(assignment.submitted)]);
  if (assignment.evaluators.length > 0 && !assignment.external) {
    rows.push([t('assignments:page.evaluators'), assignment.evaluators.map((p) => p.fullName).join(', ')]);
  }
  return (
    <Stack spacing={2}>
      <Stack direction="row" sx={{ alignItems: 'flex-start', gap: 1 }}>
        <Typography component="h1" variant="h4" tabIndex={-1} sx={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
          {assignment.name}
        </Typography>
        {debug ? (
          <ActionPopover
            label={t('assignments:debug.open')}
            title={t('assignments:debug.title')}
            icon={<BugReportOutlinedIcon />}
            align="right"
            maxWidth={480}
          >
            <AssignmentDebug assignment={assignment} />
          </ActionPopover>
        ) : null}
      </Stack>
      <Facts rows={rows} />
      {assignment.external ? null : (
        <Box>
          <Button
            component="a"
            href={pathOf(getAssignmentPdf.path, { id: assignment.id })}
            target="_blank"
            rel="noopener"
            variant="outlined"
            size="small"
            startIcon={<PictureAsPdfOutlined />}
          >
            {t('assignments:page.pdf')}
          </Button>
        </Box>
      )}
    </Stack>
  );
}

/** The form's title, description and attachments over its fields (and, for admins, its id and version). */
export function FormIntro({ assignment, debug }: { assignment: Assignment; debug: boolean }) {
  const { t } = useTranslation('assignments');
  const { form } = assignment;
  return (
    <Stack spacing={1}>
      <Typography component="h2" variant="h5">
        {t('page.formHeading', { title: form.title })}
      </Typography>
      {debug ? (
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {t('page.formId', { id: form.id, version: form.version })}
        </Typography>
      ) : null}
      {form.description ? (
        <Typography sx={{ whiteSpace: 'pre-line', maxWidth: 900 }}>{form.description}</Typography>
      ) : null}
      {form.attachments.length > 0 ? (
        <Box component="nav" aria-label={t('page.attachments')}>
          <Stack component="ul" spacing={0.5} sx={{ m: 0, pl: 2.5 }}>
            {form.attachments.map((file) => (
              <li key={file.id}>
                <Link href={`/api/file/${encodeURIComponent(file.id)}`} download={file.name}>
                  {file.name}
                </Link>
              </li>
            ))}
          </Stack>
        </Box>
      ) : null}
    </Stack>
  );
}
