import { Box } from '@mui/material';
import { Outlet, ScrollRestoration, useNavigation } from 'react-router';
import { PageLoader } from '../../components/page-loader';
import { AppFrame } from './app-frame';

/** Layout route of every screen; the screen itself renders in the outlet. */
export function RootLayout() {
  // The previous screen stays visible while the next one's chunk loads: show that something is happening.
  const navigating = useNavigation().state === 'loading';
  return (
    <AppFrame>
      <Box sx={{ position: 'relative' }}>
        {navigating ? <PageLoader /> : null}
        <Outlet />
      </Box>
      <ScrollRestoration />
    </AppFrame>
  );
}
