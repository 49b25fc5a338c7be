import { Box, Button, FormHelperText, IconButton, Stack, TextField, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import ArrowDownward from '@mui/icons-material/ArrowDownward';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import { useId } from 'react';

export interface LabelListEditorProps {
  /** The group's visible name (e.g. 'Rijen (stellingen)'). */
  legend: string;
  labels: readonly string[];
  /** Stable React keys (option ids); the position otherwise. */
  keys?: readonly string[];
  /** Accessible name of the label at a 1-based position ('Rij 2'). */
  itemLabel: (position: number) => string;
  removeLabel: (position: number) => string;
  addLabel: string;
  onLabelChange: (index: number, label: string) => void;
  onAdd: () => void;
  onRemove: (index: number) => void;
  /** Reordering by buttons (options); left out where the order is not the user's to change. */
  onMove?: (index: number, direction: -1 | 1) => void;
  moveUpLabel?: (position: number) => string;
  moveDownLabel?: (position: number) => string;
  /** A violation of the list as a whole (e.g. 'Vul minimaal één label in'). */
  error?: string;
  help?: string;
}

/**
 * An editable list of labels (likert rows and columns, choicelist options): at least one row always stays (its
 * remove button is disabled), and empty labels are dropped when the form is saved (the contract's `labelList`).
 */
export function LabelListEditor({
  legend,
  labels,
  keys,
  itemLabel,
  removeLabel,
  addLabel,
  onLabelChange,
  onAdd,
  onRemove,
  onMove,
  moveUpLabel,
  moveDownLabel,
  error,
  help,
}: LabelListEditorProps) {
  const legendId = useId();
  const messageId = useId();
  return (
    <Box
      role="group"
      aria-labelledby={legendId}
      aria-describedby={error || help ? messageId : undefined}
      sx={{ flex: 1, minWidth: 220 }}
    >
      <Typography id={legendId} variant="subtitle2" component="span" sx={{ display: 'block', mb: 1 }}>
        {legend}
      </Typography>
      <Stack spacing={1}>
        {labels.map((label, index) => (
          <Stack key={keys?.[index] ?? index} direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
            <TextField
              size="small"
              fullWidth
              autoComplete="off"
              label={itemLabel(index + 1)}
              value={label}
              onChange={(event) => onLabelChange(index, event.target.value)}
            />
            {onMove ? (
              <>
                <IconButton
                  size="small"
                  aria-label={moveUpLabel?.(index + 1)}
                  disabled={index === 0}
                  onClick={() => onMove(index, -1)}
                >
                  <ArrowUpward fontSize="small" />
                </IconButton>
                <IconButton
                  size="small"
                  aria-label={moveDownLabel?.(index + 1)}
                  disabled={index === labels.length - 1}
                  onClick={() => onMove(index, 1)}
                >
                  <ArrowDownward fontSize="small" />
                </IconButton>
              </>
            ) : null}
            <IconButton
              size="small"
              aria-label={removeLabel(index + 1)}
              disabled={labels.length <= 1}
              onClick={() => onRemove(index)}
            >
              <DeleteOutlined fontSize="small" />
            </IconButton>
          </Stack>
        ))}
      </Stack>
      {error || help ? (
        <FormHelperText id={messageId} error={error !== undefined}>
          {error ?? help}
        </FormHelperText>
      ) : null}
      <Button size="small" startIcon={<AddIcon />} onClick={onAdd} sx={{ mt: 1 }}>
        {addLabel}
      </Button>
    </Box>
  );
}
