import type { ReactNode } from 'react';
import { Table, TableCell, TableContainer, type TableCellProps } from '@mui/material';
import type { Breakpoint, SxProps, Theme } from '@mui/material/styles';
import { visuallyHidden } from '../../lib/visually-hidden';

/** Class of a cell's value (its content next to the label). */
const CELL_VALUE = 'ResponsiveTable-cellValue';

/** Below this width a table's rows become cards by default: tables of five or six columns need about 900 px. */
export const STACK_BREAKPOINT: Breakpoint = 'md';

/**
 * Below this width a card puts each column's name above its value instead of beside it: on a phone a name column
 * of a third of the card broke 'Opdrachten (afgerond/minimum)' inside its words and squeezed module names onto three
 * or four lines (issue 31).
 */
const LABEL_ABOVE_BELOW: Breakpoint = 'sm';

/**
 * The table below `breakpoint`: every row a card with one line per cell, the column's name in front of the value
 * (a `LabelledCell`'s label; above it on a phone), actions included, so nothing lies beyond the screen's edge. The
 * header row stays for screen readers (visually hidden); table semantics stay, so the header still names each cell,
 * and the visible labels are left out for them.
 */
function stackedSx(breakpoint: Breakpoint): SxProps<Theme> {
  return (theme) => ({
    [theme.breakpoints.down(breakpoint)]: {
      display: 'block',
      position: 'relative',
      '& thead': visuallyHidden,
      '& tbody, & tbody > tr, & tfoot, & tfoot > tr': { display: 'block' },
      '& tbody > tr, & tfoot > tr': { borderBottom: 1, borderColor: 'divider', py: 1 },
      '& tbody > tr > td, & tbody > tr > th, & tfoot > tr > td, & tfoot > tr > th': {
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
        // Words break only where they must (a long e-mail address), hyphenated where the browser knows Dutch
        // (`lang="nl"`); never anywhere, which broke 'Voortgangsgesprekken' before its last letter.
        overflowWrap: 'break-word',
        hyphens: 'auto',
      },
      // The column's name, as generated content whose alternative text is empty: screen readers, which still have
      // the table's header cells, skip it (and it is no text of the page's own).
      '& tbody > tr > [data-label]::before, & tfoot > tr > [data-label]::before': {
        content: 'attr(data-label) / ""',
        fontWeight: 600,
        color: 'text.secondary',
        // A column's name is never broken inside a word: it wraps between words, above its value when narrow.
        overflowWrap: 'normal',
        hyphens: 'manual',
      },
      [theme.breakpoints.down(LABEL_ABOVE_BELOW)]: {
        '& tbody > tr > td, & tbody > tr > th, & tfoot > tr > td, & tfoot > tr > th': {
          gridTemplateColumns: 'minmax(0, 1fr)',
          rowGap: 0,
          py: 0.75,
        },
        // No empty line for a cell without a value (a total row's blank columns).
        '& tfoot > tr > [data-label]:has(> :empty)': { display: 'none' },
      },
      // A cell without a label (a loading line, a group's header) spans the card.
      [`& tbody > tr > :not([data-label]) > .${CELL_VALUE}`]: { gridColumn: '1 / -1' },
      // Buttons aligned to the right end of a wide column start at the value's edge instead, and wrap onto more
      // lines rather than run past the card's edge (a row's actions).
      [`& .${CELL_VALUE} > .MuiStack-root`]: { justifyContent: 'flex-start', flexWrap: 'wrap' },
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
   * Keeps the value on one line wherever the table is shown (a date: '01-09-2024' never wraps after its first
   * hyphen), on cards too.
   */
  noWrap?: boolean;
  /**
   * The column's name, shown in front of the value when the row is a card (`data-label`, drawn by the table's
   * style; screen readers hear the column header instead).
   */
  label?: string;
}

/** A body cell of a `ResponsiveTable`: its content, and its column's name for the card layout. */
export function LabelledCell({ label, noWrap, children, ...props }: LabelledCellProps) {
  return (
    <TableCell data-label={label} {...props}>
      <div className={CELL_VALUE} style={noWrap ? { whiteSpace: 'nowrap' } : undefined}>
        {children}
      </div>
    </TableCell>
  );
}
