import type { ReactNode } from 'react';
import type { Breakpoint } from '@mui/material/styles';
import type { QueryKey } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ListParams, SortDirection } from '@portal/contracts';

/** One page of a list call (spec 1 §7): `{ items, totalItems, perPage }` (`perPage` optional, as some lists omit it). */
export interface ListPage<T> {
  items: T[];
  totalItems: number;
  perPage?: number;
}

/** A list endpoint of the contracts: its path and the schema of its 200 answer. */
export interface ListEndpoint<T> {
  path: string;
  response: { 200: z.ZodType<ListPage<T>> };
}

/** A choice of a select, multi-select or autocomplete filter. */
export interface FilterOption {
  /** What the API receives. */
  value: string;
  /** What the user sees. */
  label: string;
}

interface FilterBase {
  /** The API's filter field (`filters[field]`); defaults to the column's field. */
  field?: string;
  /** Label of the input; defaults to the column header. */
  label?: string;
}

/** Free text, sent 500 ms after the last keystroke. */
export interface TextFilter extends FilterBase {
  kind: 'text';
}

/** One value out of a fixed list, sent at once; the empty choice ('Alle') removes the filter. */
export interface SelectFilter extends FilterBase {
  kind: 'select';
  options: readonly FilterOption[];
}

/** Any number of values out of a fixed list, sent comma-joined at once. */
export interface MultiSelectFilter extends FilterBase {
  kind: 'multiSelect';
  options: readonly FilterOption[];
}

/**
 * One value found by typing: `loadOptions` is asked from 3 typed characters, 300 ms after the last keystroke
 * (spec 1 §9); a cancelled search aborts `signal`. The chosen option (value and label) is remembered with the filters.
 */
export interface AutocompleteFilter extends FilterBase {
  kind: 'autocomplete';
  loadOptions: (query: string, signal: AbortSignal) => Promise<FilterOption[]>;
  /** Characters needed before searching (default 3). */
  minChars?: number;
  /** A line under the input (e.g. spec 3's 'typ minimaal drie tekens'). */
  hint?: string;
}

/** A day typed as DD-MM-YYYY and sent as YYYY-MM-DD, 800 ms after the last keystroke (spec 1 §2, §9). */
export interface DateFilter extends FilterBase {
  kind: 'date';
}

export type ColumnFilter = TextFilter | SelectFilter | MultiSelectFilter | AutocompleteFilter | DateFilter;
export type FilterKindName = ColumnFilter['kind'];

/** A field name of the row type, or any other name the API knows. */
export type FieldName<T> = Extract<keyof T, string> | (string & {});

export interface DataTableColumn<T> {
  /** Identifies the column; also the default sort and filter field and the default cell (`row[field]`). */
  field: FieldName<T>;
  /** Column header, also the label of its sort button and (by default) of its filter. */
  header: string;
  /** The cell's content; by default the row's value of `field` as text. */
  cell?: (row: T) => ReactNode;
  /** Sortable by `order[field]`; a string names a different order field. */
  sortable?: boolean | string;
  filter?: ColumnFilter;
  align?: 'left' | 'right' | 'center';
  /**
   * Keeps the cells on one line (dates, names), the column taking only the room that needs, so the columns without
   * it (a title) get the rest. Only on wide screens; on narrow ones every row is a card.
   */
  noWrap?: boolean;
  /** A fixed width on wide screens (px as a number, or any CSS length). */
  width?: number | string;
  /** The first column is the row header (`<th scope="row">`) unless another one says so. */
  rowHeader?: boolean;
  /**
   * The column's priority: shown by default only from this breakpoint up (e.g. `'xl'`), so that on a narrower
   * desktop the more important columns and the row's actions fit without a sideways scroll. The 'Kolommen' menu
   * shows it anyway when the user wants it. Cards show every column.
   */
  showFrom?: Breakpoint;
  /** Hidden by default on wide screens, until the user shows it with the 'Kolommen' menu. */
  hidden?: boolean;
  /** `false`: always shown, not offered in the 'Kolommen' menu. The row header column always is. */
  hideable?: boolean;
}

/** The current sort: one field and direction, or none. */
export interface SortState {
  field: string;
  direction: SortDirection;
}

/** The value of one filter as the table keeps (and remembers) it. */
export type FilterValue = string | string[] | FilterOption;

/** What a table shows and remembers (per table id, in `localStorage['datatable-{id}-filters']`). */
export interface TableState {
  /** The applied search text (after the debounce). */
  query: string;
  /** Applied filter values by filter field; dates as YYYY-MM-DD, autocomplete choices with their label. */
  filters: Record<string, FilterValue>;
  sort: SortState | null;
  /** 1-based. */
  page: number;
  perPage: number;
}

/** Fetches one page; `signal` aborts when React Query cancels the request. */
export type FetchPage<T> = (params: ListParams, signal: AbortSignal) => Promise<ListPage<T>>;

/** Where the rows come from: a contract endpoint (the common case) or a function of your own. */
export type DataTableSource<T> =
  | {
      /** `GET {endpoint.path}?page=...` validated with the endpoint's 200 schema. */
      endpoint: ListEndpoint<T>;
      /** The path to call when the endpoint's has `:params` (e.g. `/api/users/42/notes`). */
      path?: string;
      /**
       * Prefix of the React Query key (the list parameters are appended); invalidate it after a change.
       * Defaults to `[path]`.
       */
      queryKey?: QueryKey;
      fetchPage?: never;
    }
  | {
      fetchPage: FetchPage<T>;
      queryKey: QueryKey;
      endpoint?: never;
      path?: never;
    };
