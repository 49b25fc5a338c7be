import { useEffect, useMemo, useState, type ReactNode } from 'react';
import {
  Box,
  Button,
  LinearProgress,
  Paper,
  Stack,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TableSortLabel,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import { isCancelledError, keepPreviousData, useQuery, type QueryKey } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { listSearchParams, type ListParams } from '@portal/contracts';
import { get } from '../../lib/api-client';
import { ColumnChooser, useColumnChoice } from './column-chooser';
import { FilterInput, SearchInput } from './filter-inputs';
import { TablePager } from './table-pager';
import { LabelledCell, ResponsiveTable, STACK_BREAKPOINT } from './responsive-table';
import { clearTableState, filterField, readTableState, sameFilters, sortField, writeTableState } from './stored-state';
import type { DataTableColumn, DataTableSource, FilterValue, ListPage, SortState, TableState } from './types';

export interface DataTableBaseProps<T> {
  /**
   * Names the table for good: its filters, search, sort, page and page size are remembered in
   * `localStorage['datatable-{id}-filters']`. Unique per table in the product.
   */
  id: string;
  /** The table's accessible name (what it lists), e.g. the page title. */
  label: string;
  columns: readonly DataTableColumn<T>[];
  /** The row's React key; by default its `id`. */
  getRowId?: (row: T) => string;
  /**
   * Buttons per row (edit, delete...), in a last column 'Acties' that stays in view at the table's right edge on a
   * wide screen, also when the chosen columns make the table scroll sideways.
   */
  rowActions?: (row: T) => ReactNode;
  /** The sort before the user chooses one. */
  defaultSort?: SortState | null;
  /**
   * The filters a table starts with (and 'Filters wissen' returns to), by filter field, e.g. the evaluations' status
   * in review. Give a stable object (a module constant).
   */
  defaultFilters?: Record<string, FilterValue>;
  /** Filters always sent, out of the user's hands (e.g. the education a list belongs to). */
  fixedFilters?: ListParams['filters'];
  /** Shows the search box (`query`); default true. */
  searchable?: boolean;
  /** Replaces 'Geen resultaten gevonden.' for a list that has its own sentence. */
  emptyText?: string;
  /** Extra controls at the end of the toolbar (e.g. an add button). */
  toolbar?: ReactNode;
  /**
   * Told the list parameters whenever they change (and once at the start), e.g. for an export of what the table
   * shows. Page and page size included; leave out what the export does not take.
   */
  onParamsChange?: (params: ListParams) => void;
}

export type DataTableProps<T> = DataTableBaseProps<T> & DataTableSource<T>;

/** A column that keeps its content on one line takes only the room that needs; the others share the rest. */
function widthSx(column: { noWrap?: boolean; width?: number | string }) {
  if (column.width !== undefined) return { width: column.width, whiteSpace: column.noWrap ? 'nowrap' : undefined };
  return column.noWrap ? { width: '1%', whiteSpace: 'nowrap' } : undefined;
}

/** The actions column on a wide screen: held at the right edge of a table that scrolls sideways. */
function stickyActionsSx(theme: Theme) {
  return {
    width: '1%',
    whiteSpace: 'nowrap',
    [theme.breakpoints.up(STACK_BREAKPOINT)]: {
      // Icon buttons a little closer together: a row of six or seven actions takes 50 px less.
      '& .MuiIconButton-root': { padding: '6px' },
      position: 'sticky',
      right: 0,
      zIndex: 1,
      backgroundColor: theme.palette.background.paper,
      // A line on its left marks where the columns slide under it.
      boxShadow: `inset 1px 0 0 ${theme.palette.divider}`,
    },
  } as const;
}

function isAbort(error: unknown): boolean {
  // A DOMException is not always an `Error` (jsdom, other realms): look at the name.
  return isCancelledError(error) || (error as { name?: unknown } | null)?.name === 'AbortError';
}

/** The list parameters of a table state (what the server receives). */
function toListParams(state: TableState, fixedFilters: ListParams['filters']): ListParams {
  const filters: NonNullable<ListParams['filters']> = {};
  for (const [field, value] of Object.entries(state.filters)) {
    filters[field] = Array.isArray(value) || typeof value === 'string' ? value : value.value;
  }
  // Fixed filters are out of the user's hands: they win over a column filter on the same field.
  Object.assign(filters, fixedFilters);
  return {
    page: state.page,
    perPage: state.perPage,
    query: state.query === '' ? undefined : state.query,
    filters,
    order: state.sort ? { [state.sort.field]: state.sort.direction } : {},
  };
}

function defaultCell<T>(row: T, field: string): ReactNode {
  const value = (row as Record<string, unknown>)[field];
  if (typeof value === 'string' || typeof value === 'number') return value;
  if (typeof value === 'boolean') return String(value);
  return null;
}

/**
 * The server-side list of spec 1 §2 "Shared elements": search box, column filters, sort and paging, all done by the
 * API; 'Geen resultaten gevonden.' when nothing matches. See README.md next to this file for the behaviour in full.
 *
 * A load error (other than a cancelled request) forgets the remembered state and is thrown to the route's error
 * element, which shows the page for its status (spec 1 §8).
 */
export function DataTable<T>(props: DataTableProps<T>) {
  const {
    id,
    label,
    columns: allColumns,
    getRowId = (row: T) => String((row as { id?: unknown }).id),
    rowActions,
    fixedFilters,
    searchable = true,
    emptyText,
    toolbar,
    onParamsChange,
    defaultFilters,
  } = props;
  const { t } = useTranslation('components');
  const cards = useMediaQuery((theme: Theme) => theme.breakpoints.down(STACK_BREAKPOINT), { noSsr: true });
  const columnChoice = useColumnChoice(id, allColumns, cards);
  const columns = columnChoice.visibleColumns;
  // The default sort by value, so an inline `{ field, direction }` does not count as a change on every render.
  const defaultSortField = props.defaultSort?.field;
  const defaultSortDirection = props.defaultSort?.direction;
  const defaultSort = useMemo<SortState | null>(
    () =>
      defaultSortField && defaultSortDirection ? { field: defaultSortField, direction: defaultSortDirection } : null,
    [defaultSortField, defaultSortDirection],
  );

  const [state, setState] = useState<TableState>(() => readTableState(id, allColumns, defaultSort, defaultFilters));
  // Bumped by 'Filters wissen': the inputs start again from the (now empty) applied values.
  const [generation, setGeneration] = useState(0);

  useEffect(() => {
    writeTableState(id, state, defaultSort, defaultFilters);
  }, [id, state, defaultSort, defaultFilters]);

  const path = props.endpoint ? (props.path ?? props.endpoint.path) : undefined;
  const baseKey: QueryKey = props.queryKey ?? [path];
  const params = toListParams(state, fixedFilters);
  const paramsText = JSON.stringify(params);
  useEffect(() => {
    onParamsChange?.(JSON.parse(paramsText) as ListParams);
    // Told by value: a new `params` object on every render is no change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [paramsText]);
  const endpoint = props.endpoint;
  const fetchPage = props.fetchPage;

  const query = useQuery({
    queryKey: [...baseKey, params],
    queryFn: ({ signal }): Promise<ListPage<T>> => {
      if (fetchPage) return fetchPage(params, signal);
      const search = listSearchParams(params).toString();
      return get(search === '' ? path! : `${path!}?${search}`, { schema: endpoint!.response[200], signal });
    },
    // While the next page, sort or filter loads, the previous rows stay (dimmed) instead of jumping to a spinner.
    placeholderData: keepPreviousData,
  });

  if (query.isError && !isAbort(query.error)) {
    // Spec 1 §8: a failed load forgets the filters and page, so returning to the screen starts clean, and the
    // status goes to the error page. Removing the entry twice (StrictMode renders twice) changes nothing.
    clearTableState(id);
    throw query.error;
  }

  const data = query.data;
  const totalItems = data?.totalItems ?? 0;
  const lastPage = Math.max(1, Math.ceil(totalItems / state.perPage));
  // A remembered page beyond the end (rows were removed meanwhile): go to the last page that exists.
  if (data && !query.isPlaceholderData && data.items.length === 0 && totalItems > 0 && state.page > lastPage) {
    setState({ ...state, page: lastPage });
  }

  const update = (change: Partial<TableState>) => setState((current) => ({ ...current, ...change }));
  const applyFilter = (field: string, value: FilterValue | undefined) =>
    setState((current) => {
      const filters = { ...current.filters };
      if (value === undefined) delete filters[field];
      else filters[field] = value;
      return { ...current, filters, page: 1 };
    });
  const toggleSort = (field: string) =>
    setState((current) => {
      let sort: SortState | null = { field, direction: 'asc' };
      if (current.sort?.field === field) sort = current.sort.direction === 'asc' ? { field, direction: 'desc' } : null;
      return { ...current, sort, page: 1 };
    });
  const clearFilters = () => {
    setState((current) => ({ ...current, query: '', filters: { ...defaultFilters }, page: 1 }));
    setGeneration((n) => n + 1);
  };

  // A hidden column keeps its filter: hiding shows less, it filters nothing away.
  const filterColumns = allColumns.filter((column) => column.filter);
  const chooser =
    !cards && columnChoice.options.length > 1 ? (
      <ColumnChooser
        options={columnChoice.options}
        onToggle={columnChoice.toggle}
        onReset={columnChoice.reset}
        chosen={columnChoice.chosen}
      />
    ) : null;
  const hasFilters = state.query !== '' || !sameFilters(state.filters, defaultFilters);
  const rowHeaderIndex = Math.max(
    0,
    columns.findIndex((column) => column.rowHeader),
  );
  const columnCount = columns.length + (rowActions ? 1 : 0);
  const rows = data?.items ?? [];
  const loading = query.isFetching;

  let body: ReactNode;
  if (!data && query.isPending) {
    body = (
      <TableRow>
        <LabelledCell colSpan={columnCount}>{t('dataTable.loading')}</LabelledCell>
      </TableRow>
    );
  } else if (rows.length === 0) {
    body = (
      <TableRow>
        <LabelledCell colSpan={columnCount}>{emptyText ?? t('dataTable.empty')}</LabelledCell>
      </TableRow>
    );
  } else {
    body = rows.map((row) => (
      <TableRow key={getRowId(row)} hover>
        {columns.map((column, index) => {
          const content = column.cell ? column.cell(row) : defaultCell(row, column.field);
          return (
            <LabelledCell
              key={column.field}
              label={column.header}
              align={column.align}
              sx={widthSx(column)}
              {...(index === rowHeaderIndex ? { component: 'th', scope: 'row' } : {})}
            >
              {content}
            </LabelledCell>
          );
        })}
        {rowActions ? (
          <LabelledCell label={t('dataTable.actions')} align="right" sx={stickyActionsSx}>
            {rowActions(row)}
          </LabelledCell>
        ) : null}
      </TableRow>
    ));
  }

  return (
    <Paper variant="outlined" sx={{ position: 'relative' }}>
      {searchable || filterColumns.length > 0 || toolbar || chooser ? (
        <Stack direction="row" useFlexGap spacing={2} sx={{ flexWrap: 'wrap', alignItems: 'flex-start', p: 2 }}>
          {searchable || filterColumns.length > 0 ? (
            <Stack
              key={generation}
              role="search"
              aria-label={t('dataTable.filters')}
              direction="row"
              useFlexGap
              spacing={2}
              // minWidth 0: a chosen value wider than a phone (a long module name) is cut off with an ellipsis inside
              // its field instead of widening the filters, and with them the page, beyond the screen.
              sx={{ flexWrap: 'wrap', alignItems: 'flex-start', flex: '1 1 auto', minWidth: 0 }}
            >
              {searchable ? (
                <SearchInput initial={state.query} onApply={(text) => update({ query: text, page: 1 })} />
              ) : null}
              {filterColumns.map((column) => {
                const field = filterField(column);
                return (
                  <FilterInput
                    key={field}
                    tableId={id}
                    field={field}
                    filter={column.filter!}
                    label={column.filter!.label ?? column.header}
                    value={state.filters[field]}
                    onApply={(value) => applyFilter(field, value)}
                  />
                );
              })}
              {hasFilters ? (
                <Button onClick={clearFilters} sx={{ alignSelf: 'center' }}>
                  {t('dataTable.clearFilters')}
                </Button>
              ) : null}
            </Stack>
          ) : null}
          {toolbar || chooser ? (
            <Stack direction="row" useFlexGap spacing={1} sx={{ ml: 'auto', alignSelf: 'center', flexWrap: 'wrap' }}>
              {chooser}
              {toolbar}
            </Stack>
          ) : null}
        </Stack>
      ) : null}
      <Box sx={{ height: 4 }}>{loading ? <LinearProgress aria-label={t('dataTable.loading')} /> : null}</Box>
      {/* Narrow screens show a card per row; a table still too wide scrolls sideways inside its own region. */}
      <ResponsiveTable label={label} busy={loading} sx={{ opacity: query.isPlaceholderData ? 0.6 : 1 }}>
        <TableHead>
          <TableRow>
            {columns.map((column) => {
              const field = sortField(column);
              const active = field !== undefined && state.sort?.field === field;
              let ariaSort: 'ascending' | 'descending' | 'none' | undefined;
              if (field !== undefined) {
                ariaSort = active ? (state.sort!.direction === 'asc' ? 'ascending' : 'descending') : 'none';
              }
              return (
                <TableCell
                  key={column.field}
                  align={column.align}
                  aria-sort={ariaSort}
                  sx={{ fontWeight: 600, ...widthSx(column) }}
                >
                  {field === undefined ? (
                    column.header
                  ) : (
                    <TableSortLabel
                      active={active}
                      direction={active ? state.sort!.direction : 'asc'}
                      onClick={() => toggleSort(field)}
                    >
                      {column.header}
                    </TableSortLabel>
                  )}
                </TableCell>
              );
            })}
            {rowActions ? (
              <TableCell align="right" sx={[{ fontWeight: 600 }, stickyActionsSx]}>
                {t('dataTable.actions')}
              </TableCell>
            ) : null}
          </TableRow>
        </TableHead>
        <TableBody>{body}</TableBody>
      </ResponsiveTable>
      <TablePager
        count={totalItems}
        page={state.page}
        perPage={state.perPage}
        onPageChange={(page) => update({ page })}
        onPerPageChange={(perPage) => update({ perPage, page: 1 })}
      />
    </Paper>
  );
}
