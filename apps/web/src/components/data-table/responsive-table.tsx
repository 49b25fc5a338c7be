import type { ReactNode } from 'react';
import { Table, TableCell, TableContainer, type TableCellProps } from '@mui/material';
import type { Breakpoint, SxProps, Theme } from '@mui/material/styles';
import { visuallyHidden } from '../../lib/visually-hidden';

/** Class of a cell's value (its content next to the label). */
const CELL_VALUE = 'ResponsiveTable-cellValue';

/** Below this width a table's rows become cards by default: tables of five or six columns need about 900 px. */
export const STACK_BREAKPOINT: Breakpoint = 'md';

/**
 * The table below `breakpoint`: every row a card with one line per cell, the column's name in front of the value
 * (a `LabelledCell`'s label), actions included, so nothing lies beyond the screen's edge. The header row stays for
 * screen readers (visually hidden); table semantics stay, so the header still names each cell, and the visible
 * labels are left out for them.
 */
function stackedSx(breakpoint: Breakpoint): SxProps<Theme> {
  return (theme) => ({
    [theme.breakpoints.down(breakpoint)]: {
      display: 'block',
      position: 'relative',
      '& thead': visuallyHidden,
      '& tbody, & tbody > tr': { display: 'block' },
      '& tbody > tr': { borderBottom: 1, borderColor: 'divider', py: 1 },
      '& tbody > tr > td, & tbody > tr > th': {
        display: 'grid',
        gridTemplateColumns: 'minmax(6.5rem, 35%) minmax(0, 1fr)',
        columnGap: 2,
        // The name beside the first line of a long value; beside the middle of buttons and switches.
        alignItems: 'baseline',
        '&:has(button, input)': { alignItems: 'center' },
        width: 'auto',
        border: 0,
        py: 0.5,
        px: 2,
        textAlign: 'left',
        whiteSpace: 'normal',
        overflowWrap: 'anywhere',
      },
      // The column's name, as generated content whose alternative text is empty: screen readers, which still have
      // the table's header cells, skip it (and it is no text of the page's own).
      '& tbody > tr > [data-label]::before': {
        content: 'attr(data-label) / ""',
        fontWeight: 600,
        color: 'text.secondary',
      },
      // A cell without a label (a loading line, a group's header) spans the card.
      [`& tbody > tr > :not([data-label]) > .${CELL_VALUE}`]: { gridColumn: '1 / -1' },
      // Buttons aligned to the right end of a wide column start at the value's edge instead.
      [`& .${CELL_VALUE} > .MuiStack-root`]: { justifyContent: 'flex-start' },
    },
  });
}

interface ResponsiveTableProps {
  /** The table's accessible name (also of its scroll region). */
  label: string;
  children: ReactNode;
  /** Below this breakpoint the rows become cards; default `md`. */
  stackBelow?: Breakpoint;
  busy?: boolean;
  /** `sx` of the table itself (on top of the stacked layout). */
  sx?: SxProps<Theme>;
  size?: 'small' | 'medium';
}

/**
 * A table that fits every screen: from `stackBelow` up an ordinary table, which scrolls sideways inside its own
 * focusable, labelled region when it is still too wide (the page never does); below it, one card per row. Use
 * `LabelledCell` for the body cells, so each says its column's name on a card.
 */
export function ResponsiveTable({
  label,
  children,
  stackBelow = STACK_BREAKPOINT,
  busy,
  sx,
  size = 'small',
}: ResponsiveTableProps) {
  return (
    <TableContainer role="region" aria-label={label} tabIndex={0} sx={{ overflowX: 'auto', position: 'relative' }}>
      <Table
        aria-label={label}
        aria-busy={busy}
        size={size}
        sx={[stackedSx(stackBelow), ...(Array.isArray(sx) ? sx : [sx])]}
      >
        {children}
      </Table>
    </TableContainer>
  );
}

interface LabelledCellProps extends TableCellProps {
  /**
   * The column's name, shown in front of the value when the row is a card (`data-label`, drawn by the table's
   * style; screen readers hear the column header instead).
   */
  label?: string;
}

/** A body cell of a `ResponsiveTable`: its content, and its column's name for the card layout. */
export function LabelledCell({ label, children, ...props }: LabelledCellProps) {
  return (
    <TableCell data-label={label} {...props}>
      <div className={CELL_VALUE}>{children}</div>
    </TableCell>
  );
}
