import { Fragment, useMemo, useState } from 'react';
import {
  Box,
  Button,
  Checkbox,
  Collapse,
  FormControl,
  FormControlLabel,
  IconButton,
  InputLabel,
  ListItemText,
  MenuItem,
  Select,
  Stack,
  Switch,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TableSortLabel,
  TextField,
} from '@mui/material';
import KeyboardArrowDownIcon from '@mui/icons-material/KeyboardArrowDown';
import KeyboardArrowUpIcon from '@mui/icons-material/KeyboardArrowUp';
import type { EducationPermissions, Module, ModuleTypeCode } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { LabelledCell, ResponsiveTable } from '../../../components/data-table';
import { formatDate } from '../../../lib/format';
import { STORAGE_KEYS, useStoredValue, writeStored } from '../../../lib/local-storage';
import { ModuleActions } from './module-actions';
import { ModuleDetails } from './module-details';
import { RegistrationDialog } from './registration-dialog';
import { useRememberedScroll } from './use-remembered-scroll';
import { WorkshopDialog } from './workshop-dialog';

type SortField = 'publishedName' | 'type' | 'status' | 'startDate';
interface Sort {
  field: SortField;
  direction: 'asc' | 'desc';
}

const collator = new Intl.Collator('nl', { sensitivity: 'base', numeric: true });

/**
 * Compares on what the column shows (`value`: the type's and status's labels), modules without a value last whatever
 * the direction, then by name.
 */
function compare(a: Module, b: Module, { field, direction }: Sort, value: (m: Module, field: SortField) => string) {
  const x = value(a, field);
  const y = value(b, field);
  if ((x === '') !== (y === '')) return x === '' ? 1 : -1;
  const primary = (direction === 'asc' ? 1 : -1) * collator.compare(x, y);
  return primary || collator.compare(a.publishedName, b.publishedName);
}

function readExpanded(stored: string | null): string[] {
  try {
    const value: unknown = JSON.parse(stored ?? '[]');
    return Array.isArray(value) ? value.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

interface ModuleListProps {
  modules: Module[];
  /** Further education: Punten instead of Type. */
  furtherEducation: boolean;
  /** Names the table ('Instituutsopleiding', 'Praktijkopleiding'). */
  label: string;
  /** Learning material of an event the participant is enrolled in (the row action). */
  onOpenMaterial: (eventId: string) => void;
  /** The row action whose call is under way. */
  busyEventId: string | null;
  educationId: string;
  /**
   * The education's `_permissions`: `edit` offers 'Kies uitvoering', 'Workshops kiezen' and assignments to work on;
   * `imitatingAdmin` the debug popover.
   */
  permissions: EducationPermissions;
}

/**
 * The module list of an education tab (spec 2 §2 "Module list"): filtered, searched and sorted on the client. Hiding
 * finished modules, the expanded modules and the scroll offset (per education) are remembered in `localStorage`
 * (`hide_finished_modules`, `expanded_modules`, `scroll_offset_{id}`); 'Alles inklappen' (the minimal view) collapses
 * every module. Rows expand to presence items and assignments; their actions are `ModuleActions`.
 */
export function ModuleList({
  modules,
  furtherEducation,
  label,
  onOpenMaterial,
  busyEventId,
  educationId,
  permissions,
}: ModuleListProps) {
  const { t } = useTranslation(['education', 'domain']);
  const hideFinished = useStoredValue(STORAGE_KEYS.hideFinishedModules) === 'true';
  const expanded = readExpanded(useStoredValue(STORAGE_KEYS.expandedModules));
  const [query, setQuery] = useState('');
  const [types, setTypes] = useState<ModuleTypeCode[]>([]);
  const [sort, setSort] = useState<Sort>({ field: 'publishedName', direction: 'asc' });
  const [registering, setRegistering] = useState<Module | null>(null);
  const [choosing, setChoosing] = useState<{ module: Module; event: Module['events'][number] } | null>(null);
  // Modules opened here slide open; those remembered as open are there at once (so a restored scroll offset fits).
  const [opened, setOpened] = useState<ReadonlySet<string>>(() => new Set());
  useRememberedScroll(educationId);

  const allTypes = useMemo(() => [...new Set(modules.map((m) => m.type))].sort(), [modules]);
  const shown = useMemo(() => {
    const needle = query.trim().toLocaleLowerCase('nl');
    const rows = modules.filter(
      (m) =>
        (!hideFinished || !m.finished) &&
        (types.length === 0 || types.includes(m.type)) &&
        (needle === '' || m.publishedName.toLocaleLowerCase('nl').includes(needle)),
    );
    const value = (m: Module, field: SortField) =>
      field === 'type'
        ? t(`domain:moduleType.${m.type}`)
        : field === 'status'
          ? m.status
            ? t(`domain:moduleStatus.${m.status}`)
            : ''
          : (m[field] ?? '');
    return rows.sort((a, b) => compare(a, b, sort, value));
  }, [modules, hideFinished, types, query, sort, t]);

  const setExpanded = (ids: string[]) => writeStored(STORAGE_KEYS.expandedModules, JSON.stringify(ids));
  const toggle = (id: string) => {
    if (expanded.includes(id)) {
      setExpanded(expanded.filter((e) => e !== id));
    } else {
      setOpened((current) => new Set(current).add(id));
      setExpanded([...expanded, id]);
    }
  };
  const sortBy = (field: SortField) =>
    setSort((current) =>
      current.field === field
        ? { field, direction: current.direction === 'asc' ? 'desc' : 'asc' }
        : { field, direction: 'asc' },
    );

  const header = (field: SortField) => (
    <TableCell key={field} sortDirection={sort.field === field ? sort.direction : false}>
      <TableSortLabel
        active={sort.field === field}
        direction={sort.field === field ? sort.direction : 'asc'}
        onClick={() => sortBy(field)}
      >
        {t(`education:modules.columns.${field}`)}
      </TableSortLabel>
    </TableCell>
  );
  const columnCount = 6;

  return (
    <Stack spacing={2}>
      <Stack
        component="search"
        direction={{ xs: 'column', md: 'row' }}
        spacing={2}
        sx={{ alignItems: { md: 'center' }, flexWrap: 'wrap' }}
      >
        <TextField
          size="small"
          type="search"
          label={t('education:modules.search')}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
        />
        {allTypes.length > 1 ? (
          <FormControl size="small" sx={{ minWidth: 200 }}>
            <InputLabel id={`${label}-types-label`}>{t('education:modules.typeFilter')}</InputLabel>
            <Select<ModuleTypeCode[]>
              multiple
              labelId={`${label}-types-label`}
              label={t('education:modules.typeFilter')}
              value={types}
              onChange={(event) => setTypes(event.target.value as ModuleTypeCode[])}
              renderValue={(selected) => selected.map((type) => t(`domain:moduleType.${type}`)).join(', ')}
            >
              {allTypes.map((type) => (
                <MenuItem key={type} value={type}>
                  <Checkbox checked={types.includes(type)} />
                  <ListItemText primary={t(`domain:moduleType.${type}`)} />
                </MenuItem>
              ))}
            </Select>
          </FormControl>
        ) : null}
        <FormControlLabel
          control={
            <Switch
              checked={hideFinished}
              onChange={(event) =>
                writeStored(STORAGE_KEYS.hideFinishedModules, event.target.checked ? 'true' : 'false')
              }
            />
          }
          label={t('education:modules.hideFinished')}
        />
        <Button variant="outlined" onClick={() => setExpanded([])} disabled={expanded.length === 0}>
          {t('education:modules.minimalView')}
        </Button>
      </Stack>

      <ResponsiveTable label={label}>
        <TableHead>
          <TableRow>
            {header('publishedName')}
            {furtherEducation ? null : header('type')}
            <TableCell>{t('education:modules.columns.assignments')}</TableCell>
            {furtherEducation ? <TableCell>{t('education:modules.columns.points')}</TableCell> : null}
            {header('status')}
            {header('startDate')}
            <TableCell>{t('education:modules.columns.actions')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {shown.length === 0 ? (
            <TableRow>
              <LabelledCell colSpan={columnCount}>{t('education:noResults')}</LabelledCell>
            </TableRow>
          ) : null}
          {shown.map((module) => {
            const open = expanded.includes(module.id);
            const detailsId = `module-details-${module.id}`;
            return (
              <Fragment key={module.id}>
                <TableRow>
                  <LabelledCell component="th" scope="row" label={t('education:modules.columns.publishedName')}>
                    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
                      <IconButton
                        size="small"
                        onClick={() => toggle(module.id)}
                        aria-expanded={open}
                        aria-controls={open ? detailsId : undefined}
                        aria-label={t(open ? 'education:modules.collapse' : 'education:modules.expand', {
                          name: module.publishedName,
                        })}
                      >
                        {open ? <KeyboardArrowUpIcon /> : <KeyboardArrowDownIcon />}
                      </IconButton>
                      {module.publishedName}
                    </Box>
                  </LabelledCell>
                  {furtherEducation ? null : (
                    <LabelledCell label={t('education:modules.columns.type')}>
                      {t(`domain:moduleType.${module.type}`)}
                    </LabelledCell>
                  )}
                  <LabelledCell label={t('education:modules.columns.assignments')}>
                    {t('education:modules.assignmentsValue', {
                      finished: module.finishedAssignments,
                      total: module.totalAssignments,
                    })}
                  </LabelledCell>
                  {furtherEducation ? (
                    <LabelledCell label={t('education:modules.columns.points')}>{module.points ?? ''}</LabelledCell>
                  ) : null}
                  <LabelledCell label={t('education:modules.columns.status')}>
                    {module.status === 'excemption' ? (
                      // Spec 2 §4: Vrijstelling is shown as VS.
                      <abbr title={t('domain:moduleStatus.excemption')}>
                        {t('domain:moduleStatus.excemptionShort')}
                      </abbr>
                    ) : module.status ? (
                      t(`domain:moduleStatus.${module.status}`)
                    ) : (
                      ''
                    )}
                  </LabelledCell>
                  <LabelledCell label={t('education:modules.columns.startDate')} noWrap>
                    {formatDate(module.startDate)}
                  </LabelledCell>
                  <LabelledCell label={t('education:modules.columns.actions')}>
                    <ModuleActions
                      module={module}
                      permissions={permissions}
                      busyEventId={busyEventId}
                      onOpenMaterial={onOpenMaterial}
                      onRegister={() => setRegistering(module)}
                      onChooseWorkshops={(event) => setChoosing({ module, event })}
                    />
                  </LabelledCell>
                </TableRow>
                {open ? (
                  <TableRow>
                    {/* Without a label: on a small screen's card the details span the card's width. */}
                    <LabelledCell colSpan={columnCount} id={detailsId} sx={{ bgcolor: 'action.hover' }}>
                      <Collapse in appear={opened.has(module.id)}>
                        <ModuleDetails module={module} educationId={educationId} canEdit={permissions.edit} />
                      </Collapse>
                    </LabelledCell>
                  </TableRow>
                ) : null}
              </Fragment>
            );
          })}
        </TableBody>
      </ResponsiveTable>
      {registering ? (
        <RegistrationDialog module={registering} educationId={educationId} onClose={() => setRegistering(null)} />
      ) : null}
      {choosing ? (
        <WorkshopDialog
          module={choosing.module}
          event={choosing.event}
          educationId={educationId}
          onClose={() => setChoosing(null)}
        />
      ) : null}
    </Stack>
  );
}
