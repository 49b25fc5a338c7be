import type { ReactNode } from 'react';
import { CssBaseline } from '@mui/material';
import { ThemeProvider } from '@mui/material/styles';
import { SnackbarProvider } from 'notistack';
import { AppSnackbarContent } from '../components/snackbar-content';
import { theme } from './theme';

const snackbarComponents = {
  default: AppSnackbarContent,
  success: AppSnackbarContent,
  error: AppSnackbarContent,
  warning: AppSnackbarContent,
  info: AppSnackbarContent,
};

/** The theme and the snackbars (spec 1 §8: 3 at once, 3500 ms, top right): what every MUI screen relies on. */
export function MuiProviders({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <SnackbarProvider
        maxSnack={3}
        autoHideDuration={3500}
        anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
        Components={snackbarComponents}
      >
        {children}
      </SnackbarProvider>
    </ThemeProvider>
  );
}
