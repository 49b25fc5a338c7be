export { DataTable, type DataTableBaseProps, type DataTableProps } from './data-table';
export {
  AUTOCOMPLETE_DEBOUNCE_MS,
  AUTOCOMPLETE_MIN_CHARS,
  DATE_DEBOUNCE_MS,
  SEARCH_DEBOUNCE_MS,
} from './filter-inputs';
export { PER_PAGE_OPTIONS, storageKey as dataTableStorageKey } from './stored-state';
export type * from './types';
export { LabelledCell, ResponsiveTable, STACK_BREAKPOINT } from './responsive-table';
export { TablePager } from './table-pager';
