import { useLayoutEffect, useRef, useState } from 'react';
import {
  Box,
  Checkbox,
  FormControlLabel,
  Radio,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import { likertCell } from '@portal/contracts';
import { visuallyHidden } from '../../../lib/visually-hidden';
import type { FieldProps } from '../types';
import { FieldGroup } from './field-group';

const labels = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];

/**
 * Whether the likert is shown as a card per statement: always on a phone, and wherever the table would not fit its
 * width (a scale of many answers on a tablet). The width the table needed is kept, so it comes back once there is
 * room for it.
 */
function useStacked() {
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  const regionRef = useRef<HTMLDivElement>(null);
  const [tooNarrowFor, setTooNarrowFor] = useState<number | null>(null);
  useLayoutEffect(() => {
    const region = regionRef.current;
    if (!region) return;
    const check = () => {
      const table = region.querySelector('table');
      if (tooNarrowFor === null && table && table.offsetWidth > region.clientWidth + 1) {
        setTooNarrowFor(table.offsetWidth);
      } else if (tooNarrowFor !== null && region.clientWidth >= tooNarrowFor) {
        setTooNarrowFor(null);
      }
    };
    check();
    // Without it (jsdom) the first measurement stands.
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(check);
    observer.observe(region);
    return () => observer.disconnect();
  }, [tooNarrowFor, phone]);
  return { stacked: phone || tooNarrowFor !== null, regionRef };
}

/**
 * `likert`: a real table, a row per statement (`th scope=row`) and a column per answer (`th scope=col`); section
 * headings become header rows over their rows. One radio per row (a native group per row: arrow keys move within it,
 * Tab to the next row), or checkboxes when `multiple`. Each input is named by its row and column header. The answer is
 * the chosen cells' option ids (`field_{row}_{col}`).
 *
 * On a phone, or wherever the table does not fit, a card per statement instead (issue 31: on a phone only the first
 * answer was in view and nothing said more lay beyond): the statement as the name of a radio group (a group of
 * checkboxes when `multiple`), its answers stacked below it, each with its visible label to tap; the inputs keep the
 * names they have in the table ('Communicatie Goed'), and section headings name a group of their statements.
 */
export function LikertAnswerField({ field, value, onChange, readOnly, error, inputId }: FieldProps) {
  const rows = labels(field.metadata.rows);
  const columns = labels(field.metadata.columns);
  const multiple = field.metadata.multiple === true;
  const sections = Array.isArray(field.metadata.sections)
    ? (field.metadata.sections as { description?: unknown; row?: unknown }[]).filter(
        (s): s is { description: string; row: number } =>
          typeof s.description === 'string' && typeof s.row === 'number',
      )
    : [];
  const chosen = Array.isArray(value) ? value : [];
  const cells = new Map<string, string>();
  const rowOf = new Map<string, number>();
  for (const option of field.options) {
    const cell = likertCell(option.label);
    if (!cell) continue;
    cells.set(`${cell[0]}_${cell[1]}`, option.id);
    rowOf.set(option.id, cell[0]);
  }

  const choose = (row: number, optionId: string, checked: boolean) => {
    if (multiple) onChange(checked ? [...chosen, optionId] : chosen.filter((id) => id !== optionId));
    else onChange([...chosen.filter((id) => rowOf.get(id) !== row), optionId]);
  };

  // Rows grouped under their section heading (rows before the first heading have none).
  const groups: { heading: string | null; rows: number[] }[] = [];
  rows.forEach((_, row) => {
    const section = sections.find((s) => s.row === row);
    if (section || groups.length === 0) groups.push({ heading: section?.description ?? null, rows: [] });
    groups[groups.length - 1]!.rows.push(row);
  });

  const { stacked, regionRef } = useStacked();

  /** The input of one answer, named by its statement and answer (as in the table). */
  const control = (row: number, col: number, labelledBy: string) => {
    const optionId = cells.get(`${row}_${col}`);
    if (optionId === undefined) return null;
    const Control = multiple ? Checkbox : Radio;
    return (
      <Control
        checked={chosen.includes(optionId)}
        disabled={readOnly}
        onChange={(event) => choose(row, optionId, event.target.checked)}
        slotProps={{
          input: {
            'aria-labelledby': labelledBy,
            ...(multiple ? {} : { name: `${inputId}-row-${row}`, value: optionId }),
          } as object,
        }}
      />
    );
  };

  if (stacked) {
    return (
      <FieldGroup id={inputId} field={field} error={error}>
        <Box ref={regionRef} sx={{ display: 'grid', gap: 1.5 }}>
          {groups.map((group, g) => {
            const headingId = `${inputId}-section-${g}`;
            return (
              <Box
                key={g}
                role={group.heading !== null ? 'group' : undefined}
                aria-labelledby={group.heading !== null ? headingId : undefined}
                sx={{ display: 'grid', gap: 1.5 }}
              >
                {group.heading !== null && (
                  <Typography id={headingId} sx={{ fontWeight: 600, bgcolor: 'action.hover', px: 1.5, py: 0.75 }}>
                    {group.heading}
                  </Typography>
                )}
                {group.rows.map((row) => (
                  <Box
                    key={row}
                    role={multiple ? 'group' : 'radiogroup'}
                    aria-labelledby={`${inputId}-row-${row}`}
                    sx={{ border: 1, borderColor: 'divider', borderRadius: 1, px: 1.5, py: 1 }}
                  >
                    <Typography id={`${inputId}-row-${row}`} sx={{ fontWeight: 600, mb: 0.5 }}>
                      {rows[row]}
                    </Typography>
                    {columns.map((column, col) => {
                      const input = control(row, col, `${inputId}-row-${row} ${inputId}-col-${row}-${col}`);
                      if (!input) return null;
                      return (
                        <FormControlLabel
                          key={col}
                          control={input}
                          label={<span id={`${inputId}-col-${row}-${col}`}>{column}</span>}
                          disabled={readOnly}
                          // Each answer on a line of its own, its whole width a target to tap.
                          sx={{
                            display: 'flex',
                            mx: 0,
                            '& .MuiFormControlLabel-label': { overflowWrap: 'break-word' },
                          }}
                        />
                      );
                    })}
                  </Box>
                ))}
              </Box>
            );
          })}
        </Box>
      </FieldGroup>
    );
  }

  return (
    <FieldGroup id={inputId} field={field} error={error}>
      <Box
        ref={regionRef}
        role="region"
        aria-labelledby={`${inputId}-caption`}
        // Scrolls sideways on a narrow screen; focusable so keyboard users can scroll it too.
        tabIndex={0}
        sx={{ overflowX: 'auto', maxWidth: '100%' }}
      >
        <Table size="small" sx={{ width: 'auto', minWidth: '100%' }}>
          <Box component="caption" id={`${inputId}-caption`} sx={visuallyHidden}>
            {field.label}
          </Box>
          <TableHead>
            <TableRow>
              <TableCell component="td" />
              {columns.map((column, col) => (
                <TableCell key={col} scope="col" id={`${inputId}-col-${col}`} align="center" sx={{ fontWeight: 600 }}>
                  {column}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          {groups.map((group, g) => (
            <TableBody key={g}>
              {group.heading !== null && (
                <TableRow>
                  <TableCell
                    component="th"
                    scope="rowgroup"
                    colSpan={columns.length + 1}
                    sx={{ fontWeight: 600, bgcolor: 'action.hover' }}
                  >
                    {group.heading}
                  </TableCell>
                </TableRow>
              )}
              {group.rows.map((row) => (
                <TableRow key={row}>
                  <TableCell component="th" scope="row" id={`${inputId}-row-${row}`}>
                    {rows[row]}
                  </TableCell>
                  {columns.map((_, col) => {
                    const input = control(row, col, `${inputId}-row-${row} ${inputId}-col-${col}`);
                    if (!input) return <TableCell key={col} />;
                    return (
                      <TableCell key={col} align="center" padding="checkbox">
                        {input}
                      </TableCell>
                    );
                  })}
                </TableRow>
              ))}
            </TableBody>
          ))}
        </Table>
      </Box>
    </FieldGroup>
  );
}
