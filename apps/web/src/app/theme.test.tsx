import { getContrastRatio } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';
import { theme } from './theme';

const AA = 4.5;

describe('theme contrast (WCAG AA)', () => {
  it.each(['primary', 'secondary', 'success', 'error', 'warning', 'info'] as const)(
    '%s: the text on its main colour (buttons, snackbars)',
    (name) => {
      const { main, contrastText } = theme.palette[name];
      expect(getContrastRatio(contrastText, main)).toBeGreaterThanOrEqual(AA);
    },
  );

  it.each(['primary', 'error', 'success'] as const)('%s: as text on the page background', (name) => {
    expect(getContrastRatio(theme.palette[name].main, theme.palette.background.default)).toBeGreaterThanOrEqual(AA);
  });

  it('secondary text on the page background', () => {
    expect(getContrastRatio(theme.palette.text.secondary, theme.palette.background.paper)).toBeGreaterThanOrEqual(AA);
  });

  it('initials on an avatar without a picture', () => {
    const colours = theme.components?.MuiAvatar?.styleOverrides?.colorDefault as Record<string, string>;
    expect(getContrastRatio(colours.color!, colours.backgroundColor!)).toBeGreaterThanOrEqual(AA);
  });

  it('speaks Dutch in MUI components', () => {
    expect(theme.components?.MuiTablePagination?.defaultProps?.labelRowsPerPage).toBe('Regels per pagina:');
  });
});
