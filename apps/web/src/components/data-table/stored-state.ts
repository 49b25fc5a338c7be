import { z } from 'zod';
import { DEFAULT_PER_PAGE } from '@portal/contracts';
import { readStored, removeStored, writeStored } from '../../lib/local-storage';
import type { ColumnFilter, DataTableColumn, FilterValue, SortState, TableState } from './types';

/** Page sizes the pager offers (the default first). */
export const PER_PAGE_OPTIONS = [DEFAULT_PER_PAGE, 25, 50, 100] as const;

/** The browser-storage key of a table's remembered state (spec 1 §9). */
export function storageKey(tableId: string): string {
  return `datatable-${tableId}-filters`;
}

export function defaultState(
  defaultSort: SortState | null = null,
  defaultFilters: Record<string, FilterValue> = {},
): TableState {
  return { query: '', filters: { ...defaultFilters }, sort: defaultSort, page: 1, perPage: DEFAULT_PER_PAGE };
}

/** The filter field of a column's filter. */
export function filterField<T>(column: DataTableColumn<T>): string {
  return column.filter?.field ?? column.field;
}

/** The order field of a sortable column, or undefined. */
export function sortField<T>(column: DataTableColumn<T>): string | undefined {
  if (!column.sortable) return undefined;
  return typeof column.sortable === 'string' ? column.sortable : column.field;
}

const optionSchema = z.object({ value: z.string().min(1), label: z.string() });
const isoDate = z.iso.date();

/** The stored value must still fit the filter it belongs to, or it is dropped. */
function validFilterValue(filter: ColumnFilter, value: unknown): FilterValue | undefined {
  switch (filter.kind) {
    case 'text':
      return typeof value === 'string' && value.trim() !== '' ? value : undefined;
    case 'date':
      return isoDate.safeParse(value).success ? (value as string) : undefined;
    case 'select':
      return typeof value === 'string' && filter.options.some((option) => option.value === value) ? value : undefined;
    case 'multiSelect': {
      if (!Array.isArray(value)) return undefined;
      const known = value.filter(
        (item): item is string => typeof item === 'string' && filter.options.some((option) => option.value === item),
      );
      return known.length > 0 ? known : undefined;
    }
    case 'autocomplete': {
      const parsed = optionSchema.safeParse(value);
      return parsed.success ? parsed.data : undefined;
    }
  }
}

const storedSchema = z.object({
  query: z.string().max(200).catch(''),
  filters: z.record(z.string(), z.unknown()).catch({}),
  sort: z
    .object({ field: z.string(), direction: z.enum(['asc', 'desc']) })
    .nullable()
    .catch(null),
  page: z.number().int().min(1).max(1_000_000).catch(1),
  perPage: z
    .number()
    .refine((value) => (PER_PAGE_OPTIONS as readonly number[]).includes(value))
    .catch(DEFAULT_PER_PAGE),
});

/**
 * The remembered state of a table, checked against its columns as they are now: a filter or sort on a field the
 * table no longer offers, a choice no longer listed or a value of the wrong shape is dropped, so an old or edited
 * entry in the browser can never send a request the server refuses. Nothing stored (or unreadable): the defaults.
 */
export function readTableState<T>(
  tableId: string,
  columns: readonly DataTableColumn<T>[],
  defaultSort: SortState | null,
  defaultFilters: Record<string, FilterValue> = {},
): TableState {
  const fallback = defaultState(defaultSort, defaultFilters);
  const text = readStored(storageKey(tableId));
  if (text === null) return fallback;
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return fallback;
  }
  const parsed = storedSchema.safeParse(json);
  if (!parsed.success) return fallback;
  const stored = parsed.data;

  const filters: Record<string, FilterValue> = {};
  for (const column of columns) {
    if (!column.filter) continue;
    const field = filterField(column);
    const value = validFilterValue(column.filter, stored.filters[field]);
    if (value !== undefined) filters[field] = value;
  }
  const sortable = new Set(columns.map(sortField).filter((field) => field !== undefined));
  const sort = stored.sort && sortable.has(stored.sort.field) ? stored.sort : null;

  return {
    query: stored.query,
    filters,
    sort: stored.sort === null ? null : (sort ?? fallback.sort),
    page: stored.page,
    perPage: stored.perPage,
  };
}

/** Whether the filters are the table's defaults (none, unless the table starts with some). */
export function sameFilters(filters: Record<string, FilterValue>, defaults: Record<string, FilterValue> = {}): boolean {
  return JSON.stringify(filters) === JSON.stringify(defaults);
}

function isDefault(
  state: TableState,
  defaultSort: SortState | null,
  defaultFilters?: Record<string, FilterValue>,
): boolean {
  return (
    state.query === '' &&
    sameFilters(state.filters, defaultFilters) &&
    state.page === 1 &&
    state.perPage === DEFAULT_PER_PAGE &&
    JSON.stringify(state.sort) === JSON.stringify(defaultSort)
  );
}

/** Remembers the state; a table at its defaults leaves nothing behind. */
export function writeTableState(
  tableId: string,
  state: TableState,
  defaultSort: SortState | null,
  defaultFilters?: Record<string, FilterValue>,
): void {
  if (isDefault(state, defaultSort, defaultFilters)) removeStored(storageKey(tableId));
  else writeStored(storageKey(tableId), JSON.stringify(state));
}

/** Forgets the state (after a load error, spec 1 §8). */
export function clearTableState(tableId: string): void {
  removeStored(storageKey(tableId));
}
