import { Fragment, useMemo, useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Collapse,
  IconButton,
  Stack,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import KeyboardArrowDownIcon from '@mui/icons-material/KeyboardArrowDown';
import KeyboardArrowUpIcon from '@mui/icons-material/KeyboardArrowUp';
import MenuBookOutlined from '@mui/icons-material/MenuBookOutlined';
import type { Education, Module } from '@portal/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { LabelledCell, ResponsiveTable } from '../../../../components/data-table';
import { PageLoader } from '../../../../components/page-loader';
import { usePortfolioModules } from '../../api/get-portfolio-modules';
import { AssignmentList } from '../module-details';
import { NotesDialog } from './notes-dialog';

const collator = new Intl.Collator('nl', { sensitivity: 'base', numeric: true });

/** A module matches the search by its name or the name of one of its assignments. */
function matches(module: Module, needle: string): boolean {
  if (needle === '') return true;
  const has = (text: string) => text.toLocaleLowerCase('nl').includes(needle);
  return has(module.publishedName) || module.assignments.some((a) => has(a.name));
}

/**
 * Voortgang en begeleiding (spec 2 "Portfolio screen", guidance tab): the logbook (the education's notes log), a
 * search over the guidance modules and their assignments, and the modules with finished/minimum assignments, each
 * expanding to its assignments (linked to their page; deletable under the assignments' rules, composed in by the app).
 */
export function GuidancePanel({
  education,
  participantName,
}: {
  education: Education;
  participantName: string | null;
}) {
  const { t } = useTranslation('education');
  const queryClient = useQueryClient();
  const modules = usePortfolioModules(education.id, 'BEG');
  const [query, setQuery] = useState('');
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(() => new Set());
  const [logbook, setLogbook] = useState(false);
  const onChanged = () => void queryClient.invalidateQueries({ queryKey: ['education', education.id] });

  const shown = useMemo(() => {
    const needle = query.trim().toLocaleLowerCase('nl');
    return (modules.data?.items ?? [])
      .filter((m) => matches(m, needle))
      .sort((a, b) => collator.compare(a.publishedName, b.publishedName));
  }, [modules.data, query]);

  const toggle = (id: string) =>
    setExpanded((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  const label = t('portfolio.guidance.label');
  const canEdit = education._permissions.edit;
  return (
    <Stack spacing={2}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between' }}
      >
        <Box component="search">
          <TextField
            size="small"
            type="search"
            label={t('portfolio.guidance.search')}
            value={query}
            onChange={(event) => setQuery(event.target.value)}
          />
        </Box>
        <Box>
          <Button variant="outlined" startIcon={<MenuBookOutlined />} onClick={() => setLogbook(true)}>
            {t('portfolio.guidance.logbook')}
          </Button>
        </Box>
      </Stack>

      {modules.isError ? (
        <Alert severity="error">{t('portfolio.loadFailed')}</Alert>
      ) : !modules.data ? (
        <PageLoader />
      ) : (
        <ResponsiveTable label={label}>
          <TableHead>
            <TableRow>
              <TableCell>{t('portfolio.guidance.columns.name')}</TableCell>
              <TableCell>{t('portfolio.guidance.columns.assignments')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {shown.length === 0 ? (
              <TableRow>
                <LabelledCell colSpan={2}>{t('noResults')}</LabelledCell>
              </TableRow>
            ) : null}
            {shown.map((module) => {
              const open = expanded.has(module.id);
              const detailsId = `guidance-details-${module.id}`;
              return (
                <Fragment key={module.id}>
                  <TableRow>
                    <LabelledCell component="th" scope="row" label={t('portfolio.guidance.columns.name')}>
                      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
                        <IconButton
                          size="small"
                          onClick={() => toggle(module.id)}
                          aria-expanded={open}
                          aria-controls={open ? detailsId : undefined}
                          aria-label={t(open ? 'modules.collapse' : 'modules.expand', { name: module.publishedName })}
                        >
                          {open ? <KeyboardArrowUpIcon /> : <KeyboardArrowDownIcon />}
                        </IconButton>
                        {module.publishedName}
                      </Box>
                    </LabelledCell>
                    <LabelledCell label={t('portfolio.guidance.columns.assignments')}>
                      {t('portfolio.guidance.assignmentsValue', {
                        finished: module.finishedAssignments,
                        minimum: module.minimumAssignments,
                      })}
                    </LabelledCell>
                  </TableRow>
                  {open ? (
                    <TableRow>
                      <LabelledCell colSpan={2} id={detailsId} sx={{ bgcolor: 'action.hover' }}>
                        <Collapse in appear>
                          {module.assignments.length === 0 ? (
                            <Typography variant="body2" sx={{ py: 1 }}>
                              {t('modules.noAssignments')}
                            </Typography>
                          ) : (
                            <AssignmentList
                              module={module}
                              assignments={module.assignments}
                              canEdit={canEdit}
                              onChanged={onChanged}
                            />
                          )}
                        </Collapse>
                      </LabelledCell>
                    </TableRow>
                  ) : null}
                </Fragment>
              );
            })}
          </TableBody>
        </ResponsiveTable>
      )}
      {logbook ? (
        <NotesDialog
          educationId={education.id}
          participantName={participantName}
          open
          onClose={() => setLogbook(false)}
        />
      ) : null}
    </Stack>
  );
}
