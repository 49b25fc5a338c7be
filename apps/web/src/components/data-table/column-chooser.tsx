import { useId, useState } from 'react';
import { Button, Divider, ListItemIcon, ListItemText, Menu, MenuItem, useMediaQuery, type Theme } from '@mui/material';
import CheckBoxOutlineBlankOutlined from '@mui/icons-material/CheckBoxOutlineBlankOutlined';
import CheckBoxOutlined from '@mui/icons-material/CheckBoxOutlined';
import ViewColumnOutlined from '@mui/icons-material/ViewColumnOutlined';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { removeStored, useStoredValue, writeStored } from '../../lib/local-storage';
import type { DataTableColumn } from './types';

/** The browser-storage key of a table's chosen columns: `datatable-{id}-columns`. */
export function columnsStorageKey(tableId: string): string {
  return `datatable-${tableId}-columns`;
}

/** The user's own choices, over the table's defaults: the columns shown and hidden on purpose. */
export interface ColumnChoice {
  shown: string[];
  hidden: string[];
}

const choiceSchema = z.object({
  shown: z.array(z.string()).catch([]),
  hidden: z.array(z.string()).catch([]),
});

/** The stored choice, without columns the table no longer has; nothing chosen when the value is damaged. */
export function parseColumnChoice(stored: string | null, fields: readonly string[]): ColumnChoice {
  const none = { shown: [], hidden: [] };
  if (stored === null) return none;
  try {
    const parsed = choiceSchema.safeParse(JSON.parse(stored));
    if (!parsed.success) return none;
    const known = (list: string[]) => [...new Set(list.filter((field) => fields.includes(field)))];
    return { shown: known(parsed.data.shown), hidden: known(parsed.data.hidden) };
  } catch {
    return none;
  }
}

/** Whether the user may hide the column: not the row header (it names the row), not one marked `hideable: false`. */
function isHideable<T>(column: DataTableColumn<T>, index: number, columns: readonly DataTableColumn<T>[]): boolean {
  if (column.hideable === false) return false;
  const rowHeader = Math.max(
    0,
    columns.findIndex((c) => c.rowHeader),
  );
  return index !== rowHeader;
}

/**
 * The columns a table shows on a wide screen: by default every column but the `hidden` ones and those whose
 * `showFrom` breakpoint the screen is below (columns of a lower priority, so the row's actions stay in view), and
 * then the user's own choice from the 'Kolommen' menu, remembered per table in `localStorage['datatable-{id}-columns']`.
 * Cards (narrow screens) have room for every column and show them all.
 */
export function useColumnChoice<T>(tableId: string, columns: readonly DataTableColumn<T>[], cards: boolean) {
  const key = columnsStorageKey(tableId);
  const stored = useStoredValue(key);
  const fields = columns.map((column) => column.field);
  const choice = parseColumnChoice(stored, fields);
  // Every breakpoint a priority may name is asked for, the same hooks on every render. `down`: without matchMedia
  // (jsdom) the wide layout, every column shown.
  const below = {
    sm: useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true }),
    md: useMediaQuery((theme: Theme) => theme.breakpoints.down('md'), { noSsr: true }),
    lg: useMediaQuery((theme: Theme) => theme.breakpoints.down('lg'), { noSsr: true }),
    xl: useMediaQuery((theme: Theme) => theme.breakpoints.down('xl'), { noSsr: true }),
  };

  const shownByDefault = (column: DataTableColumn<T>) =>
    !column.hidden && !(column.showFrom && column.showFrom !== 'xs' && below[column.showFrom]);
  const options = columns
    .map((column, index) => ({ column, hideable: isHideable(column, index, columns) }))
    .filter((entry) => entry.hideable)
    .map(({ column }) => {
      let shown = shownByDefault(column);
      if (choice.shown.includes(column.field)) shown = true;
      if (choice.hidden.includes(column.field)) shown = false;
      return { field: column.field, header: column.header, shown };
    });
  const hiddenFields = new Set(options.filter((option) => !option.shown).map((option) => option.field));
  const visibleColumns = cards ? columns : columns.filter((column) => !hiddenFields.has(column.field));

  const toggle = (field: string) => {
    const option = options.find((o) => o.field === field);
    if (!option) return;
    const without = (list: string[]) => list.filter((f) => f !== field);
    const next = option.shown
      ? { shown: without(choice.shown), hidden: [...without(choice.hidden), field] }
      : { shown: [...without(choice.shown), field], hidden: without(choice.hidden) };
    writeStored(key, JSON.stringify(next));
  };
  const reset = () => removeStored(key);
  const chosen = choice.shown.length > 0 || choice.hidden.length > 0;

  return { visibleColumns, options, toggle, reset, chosen };
}

interface ColumnChooserProps {
  options: { field: string; header: string; shown: boolean }[];
  onToggle: (field: string) => void;
  onReset: () => void;
  /** The user has chosen columns of their own ('Standaardkolommen' undoes that). */
  chosen: boolean;
}

/**
 * 'Kolommen': a menu of the table's columns, each a menu item checkbox that shows or hides its column at once (the
 * menu stays open for the next one), and 'Standaardkolommen' to go back to the table's own choice.
 */
export function ColumnChooser({ options, onToggle, onReset, chosen }: ColumnChooserProps) {
  const { t } = useTranslation('components');
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const buttonId = useId();
  const open = anchor !== null;
  return (
    <>
      <Button
        id={buttonId}
        startIcon={<ViewColumnOutlined />}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        {t('dataTable.columns')}
      </Button>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={open}
        onClose={() => setAnchor(null)}
        slotProps={{ list: { 'aria-labelledby': buttonId, dense: true } }}
      >
        {options.map((option) => (
          <MenuItem
            key={option.field}
            role="menuitemcheckbox"
            aria-checked={option.shown}
            onClick={() => onToggle(option.field)}
          >
            <ListItemIcon>
              {option.shown ? <CheckBoxOutlined color="primary" /> : <CheckBoxOutlineBlankOutlined />}
            </ListItemIcon>
            <ListItemText>{option.header}</ListItemText>
          </MenuItem>
        ))}
        <Divider />
        <MenuItem disabled={!chosen} onClick={onReset}>
          {t('dataTable.defaultColumns')}
        </MenuItem>
      </Menu>
    </>
  );
}
