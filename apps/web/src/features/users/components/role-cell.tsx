import { Box, Checkbox, FormControlLabel } from '@mui/material';
import { USER_ROLE_COLUMNS, type Role, type UserListItem } from '@portal/contracts';
import { useTranslation } from 'react-i18next';

interface RoleCellProps {
  user: UserListItem;
  role: Role;
  /** The roles shown: the saved ones, or the change on its way. */
  roles: readonly Role[];
  /** An admin in the admin view switches the role inline; anyone else reads it. */
  editable: boolean;
  onToggle: (user: UserListItem, role: Role, held: boolean) => void;
}

/** One role column of the overview: a checkbox for the admin, 'Ja' or nothing for a reader. */
export function RoleCell({ user, role, roles, editable, onToggle }: RoleCellProps) {
  const { t } = useTranslation('users');
  const { t: tRoles } = useTranslation('roles');
  const held = roles.includes(role);
  if (!editable) return held ? t('roleHeld') : <span aria-label={t('roleNotHeld')}>–</span>;
  return (
    <Checkbox
      checked={held}
      onChange={(event) => onToggle(user, role, event.target.checked)}
      slotProps={{ input: { 'aria-label': t('roleToggle', { role: tRoles(role), name: user.fullName }) } }}
      sx={{ p: 0.5 }}
    />
  );
}

/**
 * All role columns in one cell, for the card of a narrow screen (issue 32): for the admin the roles as a wrapping list
 * of checkboxes with their names, each name on one line; for a reader the names of the roles held.
 */
export function RolesCell({
  user,
  roles,
  editable,
  onToggle,
}: Omit<RoleCellProps, 'role'> & { roles: readonly Role[] }) {
  const { t } = useTranslation('users');
  const { t: tRoles } = useTranslation('roles');
  if (!editable) {
    const held = USER_ROLE_COLUMNS.filter((role) => roles.includes(role));
    return held.length === 0 ? t('detail.noRoles') : held.map((role) => tRoles(role)).join(', ');
  }
  return (
    <Box
      component="ul"
      sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexWrap: 'wrap', columnGap: 1.5, rowGap: 0.25 }}
    >
      {USER_ROLE_COLUMNS.map((role) => (
        <Box component="li" key={role} sx={{ whiteSpace: 'nowrap', overflowWrap: 'normal' }}>
          <FormControlLabel
            sx={{ m: 0 }}
            control={
              <Checkbox
                size="small"
                checked={roles.includes(role)}
                onChange={(event) => onToggle(user, role, event.target.checked)}
                slotProps={{ input: { 'aria-label': t('roleToggle', { role: tRoles(role), name: user.fullName }) } }}
                sx={{ p: 0.5 }}
              />
            }
            label={tRoles(role)}
          />
        </Box>
      ))}
    </Box>
  );
}
