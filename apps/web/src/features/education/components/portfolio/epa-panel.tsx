import { Fragment, useMemo, useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Chip,
  Collapse,
  IconButton,
  List,
  ListItem,
  Stack,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import AddOutlined from '@mui/icons-material/AddOutlined';
import KeyboardArrowDownIcon from '@mui/icons-material/KeyboardArrowDown';
import KeyboardArrowUpIcon from '@mui/icons-material/KeyboardArrowUp';
import type { Education, Module } from '@portal/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { LabelledCell, ResponsiveTable } from '../../../../components/data-table';
import { PageLoader } from '../../../../components/page-loader';
import { usePortfolioModules } from '../../api/get-portfolio-modules';
import { AssignmentList } from '../module-details';
import { AssignLevelDialog, RequestLevelDialog } from './epa-dialogs';
import { byNumberInName, requestableLevels } from './epa-levels';

type ModuleAssignment = Module['assignments'][number];

/** A module's levels 1..maxLevel: 'Behaald', 'In afwachting' or not yet reached (spec 2 §4). */
function LevelList({ module }: { module: Module }) {
  const { t } = useTranslation(['education', 'domain']);
  return (
    <List dense aria-label={t('education:portfolio.epa.levelsOf', { name: module.publishedName })}>
      {module.levels.map(({ level, state }) => (
        <ListItem key={level} disableGutters sx={{ gap: 1 }}>
          <Box component="span" sx={{ minWidth: '5rem' }}>
            {t('education:portfolio.epa.level', { level })}
          </Box>
          {state === 'todo' ? (
            <Typography component="span" variant="body2" color="text.secondary">
              {t('education:portfolio.epa.levelTodo')}
            </Typography>
          ) : (
            <Chip
              size="small"
              variant={state === 'finished' ? 'filled' : 'outlined'}
              color={state === 'finished' ? 'success' : 'default'}
              label={t(`domain:level.${state}`)}
            />
          )}
        </ListItem>
      ))}
    </List>
  );
}

interface EpaPanelProps {
  education: Education;
  /**
   * The caller assesses this participant (an admin, or an institute educator or practical trainer of the education):
   * 'Niveau toekennen' on the EPA assignments. The server checks it again (the assignment's evaluators too).
   */
  canAssess: boolean;
}

/**
 * KBA's/EPA's (spec 2 "Portfolio screen", §4, §5): the EPA modules in the order of the number in their name, with
 * Naam and Niveau behaald; each expands to its levels ('Behaald', 'In afwachting') and its level requests (the
 * assignments, with the levels asked and granted). With edit rights 'Niveau aanvragen' offers the levels that may be
 * asked; someone who assesses the participant grants the level of a request.
 */
export function EpaPanel({ education, canAssess }: EpaPanelProps) {
  const { t } = useTranslation('education');
  const queryClient = useQueryClient();
  const modules = usePortfolioModules(education.id, 'EPA');
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(() => new Set());
  const [requesting, setRequesting] = useState<string | null>(null);
  const [assigning, setAssigning] = useState<{ moduleId: string; assignmentId: string } | null>(null);
  const onChanged = () => void queryClient.invalidateQueries({ queryKey: ['education', education.id] });
  const canEdit = education._permissions.edit;

  const sorted = useMemo(() => [...(modules.data?.items ?? [])].sort(byNumberInName), [modules.data]);
  // The dialogs follow the module as reloaded (levels that became pending meanwhile are no longer offered).
  const moduleById = (id: string | undefined) => sorted.find((m) => m.id === id);
  const requestingModule = moduleById(requesting ?? undefined);
  const assigningModule = moduleById(assigning?.moduleId);
  const assigningAssignment = assigningModule?.assignments.find((a) => a.id === assigning?.assignmentId);

  if (modules.isError) return <Alert severity="error">{t('portfolio.loadFailed')}</Alert>;
  if (!modules.data) return <PageLoader />;

  const toggle = (id: string) =>
    setExpanded((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  const describe = (assignment: ModuleAssignment) =>
    [
      assignment.requestedLevel !== null
        ? t('portfolio.epa.requestedLevel', { level: assignment.requestedLevel })
        : null,
      assignment.assignedLevel !== null ? t('portfolio.epa.assignedLevel', { level: assignment.assignedLevel }) : null,
    ]
      .filter(Boolean)
      .join(' · ') || null;
  const assignAction = (module: Module) =>
    canAssess
      ? (assignment: ModuleAssignment) => (
          <Button
            size="small"
            aria-label={t('portfolio.epa.assignFor', { name: assignment.name })}
            onClick={() => setAssigning({ moduleId: module.id, assignmentId: assignment.id })}
          >
            {t('portfolio.epa.assign')}
          </Button>
        )
      : undefined;

  const columns = 3;
  return (
    <Stack spacing={2}>
      <ResponsiveTable label={t('portfolio.epa.label')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('portfolio.epa.columns.name')}</TableCell>
            <TableCell>{t('portfolio.epa.columns.level')}</TableCell>
            <TableCell>{t('portfolio.epa.columns.actions')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {sorted.length === 0 ? (
            <TableRow>
              <LabelledCell colSpan={columns}>{t('noResults')}</LabelledCell>
            </TableRow>
          ) : null}
          {sorted.map((module) => {
            const open = expanded.has(module.id);
            const detailsId = `epa-details-${module.id}`;
            const requestable = canEdit && requestableLevels(module).length > 0;
            return (
              <Fragment key={module.id}>
                <TableRow>
                  <LabelledCell component="th" scope="row" label={t('portfolio.epa.columns.name')}>
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
                  <LabelledCell label={t('portfolio.epa.columns.level')}>
                    {module.currentLevel ?? t('portfolio.epa.noLevel')}
                  </LabelledCell>
                  <LabelledCell label={t('portfolio.epa.columns.actions')}>
                    {requestable ? (
                      <Button
                        size="small"
                        variant="outlined"
                        startIcon={<AddOutlined />}
                        aria-label={t('portfolio.epa.requestFor', { name: module.publishedName })}
                        onClick={() => setRequesting(module.id)}
                      >
                        {t('portfolio.epa.request')}
                      </Button>
                    ) : null}
                  </LabelledCell>
                </TableRow>
                {open ? (
                  <TableRow>
                    <LabelledCell colSpan={columns} id={detailsId} sx={{ bgcolor: 'action.hover' }}>
                      <Collapse in appear>
                        <Stack direction={{ xs: 'column', md: 'row' }} spacing={3} sx={{ py: 1 }}>
                          <Box sx={{ flex: 1, minWidth: 0 }}>
                            <Typography component="h3" variant="subtitle2">
                              {t('portfolio.epa.levels')}
                            </Typography>
                            <LevelList module={module} />
                          </Box>
                          <Box sx={{ flex: 2, minWidth: 0 }}>
                            <Typography component="h3" variant="subtitle2">
                              {t('portfolio.epa.assignments')}
                            </Typography>
                            {module.assignments.length === 0 ? (
                              <Typography variant="body2">{t('modules.noAssignments')}</Typography>
                            ) : (
                              <AssignmentList
                                module={module}
                                assignments={module.assignments}
                                canEdit={canEdit}
                                onChanged={onChanged}
                                describe={describe}
                                action={assignAction(module)}
                              />
                            )}
                          </Box>
                        </Stack>
                      </Collapse>
                    </LabelledCell>
                  </TableRow>
                ) : null}
              </Fragment>
            );
          })}
        </TableBody>
      </ResponsiveTable>
      {requestingModule ? (
        <RequestLevelDialog module={requestingModule} educationId={education.id} onClose={() => setRequesting(null)} />
      ) : null}
      {assigningModule && assigningAssignment ? (
        <AssignLevelDialog
          module={assigningModule}
          assignment={assigningAssignment}
          educationId={education.id}
          onClose={() => setAssigning(null)}
        />
      ) : null}
    </Stack>
  );
}
