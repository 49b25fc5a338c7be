import { getContrastRatio, hexToRgb } from '@mui/material/styles';
import { act, render, screen, waitForElementToBeRemoved, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { enqueueSnackbar } from 'notistack';
import { describe, expect, it, vi } from 'vitest';
import { AppProviders } from './providers';
import { theme } from './theme';

function renderProviders() {
  return render(
    <AppProviders>
      <p>pagina</p>
    </AppProviders>,
  );
}

describe('snackbars', () => {
  it.each(['success', 'error'] as const)(
    '%s: theme colours with AA contrast, not notistack defaults',
    async (variant) => {
      renderProviders();
      act(() => {
        enqueueSnackbar('Bericht', { variant });
      });

      const snackbar = await screen.findByRole(variant === 'error' ? 'alert' : 'status');
      const style = getComputedStyle(snackbar);
      const { main, contrastText } = theme.palette[variant];
      expect(style.backgroundColor).toBe(hexToRgb(main));
      expect(style.color).toBe(hexToRgb(contrastText));
      expect(getContrastRatio(style.color, style.backgroundColor)).toBeGreaterThanOrEqual(4.5);
      expect(snackbar).toHaveAccessibleName('Bericht');
    },
  );

  it('shows at most 3 at once', async () => {
    renderProviders();
    act(() => {
      for (const n of [1, 2, 3, 4]) enqueueSnackbar(`Melding ${n}`, { variant: 'error' });
    });

    await screen.findByText('Melding 3');
    expect(screen.getAllByRole('alert')).toHaveLength(3);
    expect(screen.queryByText('Melding 4')).not.toBeInTheDocument();
  });

  it('closes a snackbar with its button', async () => {
    const user = userEvent.setup();
    renderProviders();
    act(() => {
      enqueueSnackbar('Blijft staan', { variant: 'info', persist: true });
    });

    const snackbar = await screen.findByRole('status');
    await user.click(within(snackbar).getByRole('button', { name: 'Sluiten' }));
    await waitForElementToBeRemoved(() => screen.queryByText('Blijft staan'));
  });

  it('hides a snackbar after 3500 ms', () => {
    // Small steps: each transition schedules the next timer from an effect, which needs a render in between.
    const advance = (ms: number) => {
      for (let t = 0; t < ms; t += 50) {
        act(() => {
          vi.advanceTimersByTime(50);
        });
      }
    };
    vi.useFakeTimers();
    try {
      renderProviders();
      act(() => {
        enqueueSnackbar('Even zichtbaar', { variant: 'success' });
      });
      advance(3400);
      expect(screen.getByText('Even zichtbaar')).toBeInTheDocument();
      advance(1500); // past 3500 ms plus the exit transition
      expect(screen.queryByText('Even zichtbaar')).not.toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });
});
