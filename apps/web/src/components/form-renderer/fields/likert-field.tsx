import { Box, Checkbox, Radio, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { likertCell } from '@portal/contracts';
import { visuallyHidden } from '../../../lib/visually-hidden';
import type { FieldProps } from '../types';
import { FieldGroup } from './field-group';

const labels = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];

/**
 * `likert`: a real table, a row per statement (`th scope=row`) and a column per answer (`th scope=col`); section
 * headings become header rows over their rows. One radio per row (a native group per row: arrow keys move within it,
 * Tab to the next row), or checkboxes when `multiple`. Each input is named by its row and column header. The answer is
 * the chosen cells' option ids (`field_{row}_{col}`).
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

  return (
    <FieldGroup id={inputId} field={field} error={error}>
      <Box
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
                    const optionId = cells.get(`${row}_${col}`);
                    if (optionId === undefined) return <TableCell key={col} />;
                    const labelledBy = `${inputId}-row-${row} ${inputId}-col-${col}`;
                    const checked = chosen.includes(optionId);
                    const Control = multiple ? Checkbox : Radio;
                    return (
                      <TableCell key={col} align="center" padding="checkbox">
                        <Control
                          checked={checked}
                          disabled={readOnly}
                          onChange={(event) => choose(row, optionId, event.target.checked)}
                          slotProps={{
                            input: {
                              'aria-labelledby': labelledBy,
                              ...(multiple ? {} : { name: `${inputId}-row-${row}`, value: optionId }),
                            } as object,
                          }}
                        />
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
