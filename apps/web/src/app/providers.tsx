import type { ReactNode } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { CoreProviders } from './core-providers';
import { MuiProviders } from './mui-providers';

interface AppProvidersProps {
  children: ReactNode;
  /** Tests pass their own client (no retries, nothing shared between tests). */
  queryClient?: QueryClient;
}

/**
 * Everything a screen relies on: translations, theme, server state and snackbars. The app itself splits them
 * (core-providers.tsx in the first chunk, mui-providers.tsx in the lazy shell); this is the whole set at once, for
 * rendering a screen or component on its own (tests).
 */
export function AppProviders({ children, queryClient }: AppProvidersProps) {
  return (
    <CoreProviders queryClient={queryClient}>
      <MuiProviders>{children}</MuiProviders>
    </CoreProviders>
  );
}
