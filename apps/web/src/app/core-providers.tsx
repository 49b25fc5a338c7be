import { useState, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '../lib/i18n';
import { createQueryClient } from '../lib/query-client';

interface CoreProvidersProps {
  children: ReactNode;
  /** main.tsx passes the client it already asked for the account; tests pass their own (no retries). */
  queryClient?: QueryClient;
}

/**
 * What the first chunk renders with: translations and server state. The theme and the snackbars (MUI) come with the
 * lazy shell (layouts/shell.tsx, `MuiProviders`), so the first chunk carries no MUI.
 */
export function CoreProviders({ children, queryClient }: CoreProvidersProps) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    </I18nextProvider>
  );
}
