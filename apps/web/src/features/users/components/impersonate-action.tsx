import { useState } from 'react';
import { IconButton, Menu, MenuItem } from '@mui/material';
import SupervisorAccountOutlined from '@mui/icons-material/SupervisorAccountOutlined';
import { availableViews, type UserListItem, type View } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { useImpersonate } from '../../../lib/session';

/**
 * Takes over the user (spec 1 §4, IMITATE_USER). With several views (participant and teacher, say) a menu asks which
 * one to open as them; with one it starts at once. A refusal shows 'Kan de gebruiker "{name}" niet imiteren.'
 */
export function ImpersonateAction({ user }: { user: UserListItem }) {
  const { t } = useTranslation('users');
  const { t: tCommon } = useTranslation();
  const { impersonate, isPending } = useImpersonate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const views = availableViews(user.roles);
  const target = { id: user.id, fullName: user.fullName };
  const menuId = `impersonate-views-${user.id}`;

  const start = (view?: View) => {
    setAnchor(null);
    impersonate(view ? { ...target, view } : target);
  };

  return (
    <>
      <IconButton
        aria-label={t('actions.impersonate', { name: user.fullName })}
        disabled={isPending}
        aria-haspopup={views.length > 1 ? 'menu' : undefined}
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? true : undefined}
        onClick={(event) => (views.length > 1 ? setAnchor(event.currentTarget) : start(views[0]))}
      >
        <SupervisorAccountOutlined />
      </IconButton>
      {views.length > 1 ? (
        <Menu
          id={menuId}
          anchorEl={anchor}
          open={anchor !== null}
          onClose={() => setAnchor(null)}
          slotProps={{ list: { 'aria-label': t('viewChooser') } }}
        >
          {views.map((view) => (
            <MenuItem key={view} onClick={() => start(view)}>
              {tCommon('account.switchView', { label: tCommon(`views.${view}`) })}
            </MenuItem>
          ))}
        </Menu>
      ) : null}
    </>
  );
}
