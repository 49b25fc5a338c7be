import { useId, useState } from 'react';
import {
  Box,
  Button,
  Divider,
  Drawer,
  IconButton,
  List,
  ListItem,
  ListItemButton,
  ListItemIcon,
  ListItemText,
  Stack,
  Typography,
  useMediaQuery,
} from '@mui/material';
import type { Theme } from '@mui/material/styles';
import CloseIcon from '@mui/icons-material/Close';
import MenuIcon from '@mui/icons-material/Menu';
import OpenInNew from '@mui/icons-material/OpenInNew';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { useAccount, useView } from '../../lib/session';
import { visuallyHidden } from '../../lib/visually-hidden';
import { NAVIGATION_BREAKPOINT, navigationItems, type NavItem } from './navigation-items';

function NewTabNote() {
  const { t } = useTranslation('shell');
  return (
    <Box component="span" sx={visuallyHidden}>
      {` ${t('nav.newTab')}`}
    </Box>
  );
}

/** The props that make an item a link: in-app via NavLink (which sets aria-current="page"), or a new tab. */
function linkProps(item: NavItem) {
  return item.newTab
    ? ({ component: 'a', href: item.to, target: '_blank', rel: 'noopener' } as const)
    : ({ component: NavLink, to: item.to } as const);
}

function InlineNavigation({ items }: { items: NavItem[] }) {
  const { t } = useTranslation('shell');
  return (
    <Box component="nav" aria-label={t('nav.label')} sx={{ minWidth: 0 }}>
      <Box component="ul" sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, m: 0, p: 0, listStyle: 'none' }}>
        {items.map((item) => (
          <li key={item.id}>
            <Button
              {...linkProps(item)}
              color="inherit"
              endIcon={item.newTab ? <OpenInNew fontSize="small" /> : undefined}
              sx={{
                whiteSpace: 'nowrap',
                borderRadius: 1,
                // The current screen's item: underlined and tinted, not by colour alone.
                '&[aria-current="page"]': {
                  bgcolor: 'rgba(255, 255, 255, 0.16)',
                  textDecoration: 'underline',
                  textUnderlineOffset: '6px',
                  textDecorationThickness: '2px',
                },
              }}
            >
              {t(`nav.${item.id}`)}
              {item.newTab ? <NewTabNote /> : null}
            </Button>
          </li>
        ))}
      </Box>
    </Box>
  );
}

function DrawerNavigation({ items }: { items: NavItem[] }) {
  const { t } = useTranslation(['shell', 'common']);
  const [open, setOpen] = useState(false);
  const drawerId = useId();
  const titleId = useId();
  const close = () => setOpen(false);
  return (
    <>
      <IconButton
        color="inherit"
        edge="start"
        aria-label={t('nav.open')}
        aria-controls={open ? drawerId : undefined}
        aria-expanded={open ? 'true' : 'false'}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        <MenuIcon />
      </IconButton>
      <Drawer
        anchor="left"
        open={open}
        onClose={close}
        slotProps={{
          paper: { id: drawerId, role: 'dialog', 'aria-modal': true, 'aria-labelledby': titleId, sx: { width: 300 } },
        }}
      >
        <Stack direction="row" sx={{ alignItems: 'center', px: 2, py: 1.5 }}>
          <Typography id={titleId} component="h2" variant="h6" sx={{ flex: 1 }}>
            {t('common:productName')}
          </Typography>
          <IconButton onClick={close} aria-label={t('nav.close')} edge="end">
            <CloseIcon />
          </IconButton>
        </Stack>
        <Divider />
        <Box component="nav" aria-label={t('nav.label')}>
          <List>
            {items.map((item) => (
              <ListItem key={item.id} disablePadding>
                <ListItemButton
                  {...linkProps(item)}
                  onClick={close}
                  sx={{ '&[aria-current="page"]': { bgcolor: 'action.selected', fontWeight: 600 } }}
                >
                  <ListItemText primary={t(`nav.${item.id}`)} />
                  {item.newTab ? (
                    <ListItemIcon sx={{ minWidth: 0 }}>
                      <OpenInNew fontSize="small" />
                      <NewTabNote />
                    </ListItemIcon>
                  ) : null}
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        </Box>
      </Drawer>
    </>
  );
}

/**
 * The top navigation of the current view (spec 1 §2 "Top navigation"): links in the top bar on wide screens, a menu
 * button with a drawer on narrow ones. The current screen's item carries aria-current="page".
 */
export function TopNavigation() {
  const account = useAccount();
  const { view } = useView();
  const narrow = useMediaQuery((theme: Theme) => theme.breakpoints.down(NAVIGATION_BREAKPOINT), { noSsr: true });
  const items = navigationItems(view, account);
  if (items.length === 0) return null;
  return narrow ? <DrawerNavigation items={items} /> : <InlineNavigation items={items} />;
}
