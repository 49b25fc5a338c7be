import type { ReactNode } from 'react';
import { AppBar, Box, Container, Link, Toolbar } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';

/** Hidden until focused by keyboard: the first tab stop jumps past the top bar to the page content. */
function SkipLink({ children }: { children: ReactNode }) {
  return (
    <Link
      href="#main"
      sx={{
        position: 'absolute',
        left: 8,
        top: 8,
        zIndex: (theme) => theme.zIndex.tooltip + 1,
        px: 2,
        py: 1,
        bgcolor: 'background.paper',
        color: 'primary.main',
        fontWeight: 600,
        borderRadius: 1,
        boxShadow: 3,
        transform: 'translateY(-200%)',
        '&:focus, &:focus-visible': { transform: 'none' },
      }}
    >
      {children}
    </Link>
  );
}

interface AppFrameProps {
  children: ReactNode;
  /** Shown at the right of the top bar (the account menu when signed in). */
  actions?: ReactNode;
  /** A bar under the top bar that stays in view with it (the impersonation bar). */
  notice?: ReactNode;
}

/** The frame around every page: skip link, top bar with the product name, and `<main id="main">`. */
export function AppFrame({ children, actions, notice }: AppFrameProps) {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100dvh' }}>
      <SkipLink>{t('skipToContent')}</SkipLink>
      <AppBar position="sticky" elevation={1}>
        <Toolbar sx={{ gap: 2 }}>
          <Link
            component={RouterLink}
            to="/"
            color="inherit"
            underline="hover"
            variant="h6"
            aria-label={t('homeLink')}
            sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}
          >
            {t('productName')}
          </Link>
          {actions ? (
            <Box sx={{ ml: 'auto', display: 'flex', alignItems: 'center', minWidth: 0 }}>{actions}</Box>
          ) : null}
        </Toolbar>
        {notice}
      </AppBar>
      <Container
        component="main"
        id="main"
        // Focus target of the skip link; it is not a tab stop itself.
        tabIndex={-1}
        maxWidth="lg"
        sx={{ flexGrow: 1, py: { xs: 3, sm: 5 }, px: { xs: 2, sm: 3 }, '&:focus': { outline: 'none' } }}
      >
        {children}
      </Container>
    </Box>
  );
}
