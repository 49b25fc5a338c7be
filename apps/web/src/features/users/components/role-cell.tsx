import { Checkbox } from '@mui/material';
import type { Role, UserListItem } from '@portal/contracts';
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
