import { useId, type ReactNode } from 'react';
import { Box, Chip, FormControlLabel, Paper, Radio, Typography } from '@mui/material';

interface MethodCardProps<V extends string> {
  value: V;
  selected: boolean;
  onSelect: (value: V) => void;
  label: string;
  description: ReactNode;
  badge?: string;
}

/**
 * One choice of a radio group drawn as a card: the whole card selects, the radio stays the keyboard target and its
 * description is tied to it (`aria-describedby`). Must be rendered inside a MUI `RadioGroup`.
 */
export function MethodCard<V extends string>({
  value,
  selected,
  onSelect,
  label,
  description,
  badge,
}: MethodCardProps<V>) {
  const descriptionId = useId();
  return (
    <Paper
      variant="outlined"
      onClick={() => onSelect(value)}
      sx={{
        p: 2,
        cursor: 'pointer',
        borderWidth: 2,
        borderColor: selected ? 'primary.main' : 'divider',
        bgcolor: selected ? 'action.selected' : 'background.paper',
      }}
    >
      <FormControlLabel
        value={value}
        control={<Radio slotProps={{ input: { 'aria-describedby': descriptionId } }} />}
        label={
          <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
            <Typography component="span" sx={{ fontWeight: 600 }}>
              {label}
            </Typography>
            {badge ? <Chip component="span" label={badge} size="small" color="success" /> : null}
          </Box>
        }
      />
      <Typography id={descriptionId} variant="body2" color="text.secondary" sx={{ pl: 4 }}>
        {description}
      </Typography>
    </Paper>
  );
}
