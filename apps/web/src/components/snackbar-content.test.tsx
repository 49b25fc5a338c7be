import { getContrastRatio } from '@mui/material/styles';
import { act, screen } from '@testing-library/react';
import { enqueueSnackbar, type VariantType } from 'notistack';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../test/test-utils';

// The app's snackbars (spec 1 §8) in the real providers: every variant must be readable (WCAG AA, 4.5:1), which
// notistack's own colours are not for success; the urgent ones interrupt, the others wait their turn.
describe('AppSnackbarContent', () => {
  it.each([
    ['default', 'status'],
    ['info', 'status'],
    ['success', 'status'],
    ['warning', 'alert'],
    ['error', 'alert'],
  ] as const)('%s: AA contrast, role %s, named by its message', async (variant: VariantType, role) => {
    renderRoute('/', [{ path: '/', element: <p>pagina</p> }]);
    await screen.findByText('pagina');
    act(() => {
      enqueueSnackbar(`Melding ${variant}`, { variant });
    });
    const snackbar = await screen.findByRole(role, { name: `Melding ${variant}` });
    const style = getComputedStyle(snackbar);
    expect(style.backgroundColor).not.toBe('');
    expect(getContrastRatio(style.color, style.backgroundColor)).toBeGreaterThanOrEqual(4.5);
  });
});
