import { useId, useState } from 'react';
import { Box, Button, Divider, ListItemIcon, Menu, MenuItem } from '@mui/material';
import AccountCircle from '@mui/icons-material/AccountCircle';
import Logout from '@mui/icons-material/Logout';
import PersonOutline from '@mui/icons-material/PersonOutlined';
import PersonOff from '@mui/icons-material/PersonOffOutlined';
import SwapHoriz from '@mui/icons-material/SwapHoriz';
import type { Account, View } from '@portal/contracts';
import { useSnackbar } from 'notistack';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useSession, useStopImpersonating, useView } from '../../lib/session';

/**
 * The account menu of the top bar (spec 1 §2): Profiel, the other views the roles allow ('{label} weergave'),
 * 'Stop overnemen' while impersonating, and Uitloggen.
 */
export function AccountMenu({ account }: { account: Account }) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const { logout } = useSession();
  const { view, views, switchView } = useView();
  const { stop } = useStopImpersonating();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const buttonId = useId();
  const menuId = useId();
  const open = anchor !== null;
  const close = () => setAnchor(null);
  const otherViews = views.filter((v) => v !== view);

  const onLogout = async () => {
    close();
    try {
      await logout();
    } catch {
      enqueueSnackbar(t('account.logoutFailed'), { variant: 'error' });
    }
  };

  const onSwitchView = (next: View) => {
    close();
    switchView(next);
  };

  const onStopImpersonating = () => {
    close();
    stop();
  };

  return (
    <>
      <Button
        id={buttonId}
        color="inherit"
        startIcon={<AccountCircle />}
        aria-haspopup="menu"
        aria-controls={open ? menuId : undefined}
        aria-expanded={open ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        // On a phone the top bar holds the menu, the icons and this button: the name shows from `sm` up, and is the
        // button's name for screen readers everywhere.
        aria-label={account.fullName}
        sx={{ minWidth: 0, maxWidth: { xs: 48, sm: 200, md: 320 }, '& .MuiButton-startIcon': { mr: { xs: 0, sm: 1 } } }}
      >
        <Box
          component="span"
          sx={{
            display: { xs: 'none', sm: 'inline' },
            overflow: 'hidden',
            textOverflow: 'ellipsis',
            whiteSpace: 'nowrap',
          }}
        >
          {account.fullName}
        </Box>
      </Button>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={open}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ list: { 'aria-labelledby': buttonId } }}
      >
        <MenuItem component={RouterLink} to="/account" onClick={close}>
          <ListItemIcon>
            <PersonOutline fontSize="small" />
          </ListItemIcon>
          {t('account.profile')}
        </MenuItem>
        {otherViews.length > 0 ? <Divider /> : null}
        {otherViews.map((other) => (
          <MenuItem key={other} onClick={() => onSwitchView(other)}>
            <ListItemIcon>
              <SwapHoriz fontSize="small" />
            </ListItemIcon>
            {t('account.switchView', { label: t(`views.${other}`) })}
          </MenuItem>
        ))}
        <Divider />
        {account.isImitating ? (
          <MenuItem onClick={onStopImpersonating}>
            <ListItemIcon>
              <PersonOff fontSize="small" />
            </ListItemIcon>
            {t('account.stopImpersonating')}
          </MenuItem>
        ) : null}
        <MenuItem onClick={onLogout}>
          <ListItemIcon>
            <Logout fontSize="small" />
          </ListItemIcon>
          {t('account.logout')}
        </MenuItem>
      </Menu>
    </>
  );
}
