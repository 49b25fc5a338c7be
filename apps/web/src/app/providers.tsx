import { useState, type ReactNode } from 'react';
import { CssBaseline } from '@mui/material';
import { ThemeProvider } from '@mui/material/styles';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { SnackbarProvider } from 'notistack';
import { I18nextProvider } from 'react-i18next';
import { AppSnackbarContent } from '../components/snackbar-content';
import { i18n } from '../lib/i18n';
import { createQueryClient } from '../lib/query-client';
import { theme } from './theme';

const snackbarComponents = {
  default: AppSnackbarContent,
  success: AppSnackbarContent,
  error: AppSnackbarContent,
  warning: AppSnackbarContent,
  info: AppSnackbarContent,
};

interface AppProvidersProps {
  children: ReactNode;
  /** Tests pass their own client (no retries, nothing shared between tests). */
  queryClient?: QueryClient;
}

/** Everything a screen relies on: translations, theme, server state and snackbars (spec 1 §8: 3 at once, 3500 ms, top right). */
export function AppProviders({ children, queryClient }: AppProvidersProps) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <I18nextProvider i18n={i18n}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <QueryClientProvider client={client}>
          <SnackbarProvider
            maxSnack={3}
            autoHideDuration={3500}
            anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
            Components={snackbarComponents}
          >
            {children}
          </SnackbarProvider>
        </QueryClientProvider>
      </ThemeProvider>
    </I18nextProvider>
  );
}
