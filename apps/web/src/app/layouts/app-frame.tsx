import type { ReactNode } from 'react';
import { AppBar, Box, Container, Link, Toolbar } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { NAVIGATION_BREAKPOINT } from '../navigation/top-navigation';

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
  /** The top navigation, after the product name (on narrow screens its menu button goes before it). */
  navigation?: ReactNode;
  /** Shown at the right of the top bar (the account menu when signed in). */
  actions?: ReactNode;
  /** A bar under the top bar that stays in view with it (the impersonation bar). */
  notice?: ReactNode;
}

/** The frame around every page: skip link, top bar with the product name, and `<main id="main">`. */
export function AppFrame({ children, navigation, actions, notice }: AppFrameProps) {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100dvh' }}>
      <SkipLink>{t('skipToContent')}</SkipLink>
      <AppBar position="sticky" elevation={1}>
        <Toolbar sx={{ gap: { xs: 1, sm: 2 } }}>
          <Link
            component={RouterLink}
            to="/"
            color="inherit"
            underline="hover"
            variant="h6"
            aria-label={t('homeLink')}
            // On the narrowest screens the name gives way (ellipsis) to the menu, icons and account button.
            sx={{
              display: 'block',
              minWidth: 0,
              overflow: 'hidden',
              textOverflow: 'ellipsis',
              fontWeight: 600,
              whiteSpace: 'nowrap',
              fontSize: { xs: '1.05rem', sm: '1.25rem' },
            }}
          >
            {t('productName')}
          </Link>
          {navigation ? (
            <Box sx={{ display: 'flex', minWidth: 0, order: { xs: -1, [NAVIGATION_BREAKPOINT]: 0 } }}>{navigation}</Box>
          ) : null}
          {actions ? (
            <Box sx={{ ml: 'auto', display: 'flex', alignItems: 'center', flexShrink: 0, minWidth: 0 }}>{actions}</Box>
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
