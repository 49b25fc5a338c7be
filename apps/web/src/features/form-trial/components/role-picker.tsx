import { useState } from 'react';
import { Button, MenuItem, Stack, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { FIELD_ROLES } from '@portal/contracts';
import type { TrialRole } from '../api/post-trial-entry';

interface RolePickerProps {
  /** The role chosen first: the one most of the form's fields are for. */
  defaultRole: TrialRole;
  starting: boolean;
  onStart: (role: TrialRole) => void;
}

/** 'Invullen als': the role to fill the form as (the roles a field can be given), and 'Proefinvulling starten'. */
export function RolePicker({ defaultRole, starting, onStart }: RolePickerProps) {
  const { t } = useTranslation('formTrial');
  const { t: tr } = useTranslation('roles');
  const [role, setRole] = useState<TrialRole>(defaultRole);
  return (
    <Stack
      component="form"
      direction={{ xs: 'column', sm: 'row' }}
      spacing={2}
      sx={{ alignItems: { sm: 'center' } }}
      onSubmit={(event) => {
        event.preventDefault();
        onStart(role);
      }}
    >
      <TextField
        select
        id="trial-role"
        label={t('fillAs')}
        value={role}
        onChange={(event) => setRole(event.target.value as TrialRole)}
        sx={{ minWidth: 260 }}
      >
        {FIELD_ROLES.map((value) => (
          <MenuItem key={value} value={value}>
            {tr(value)}
          </MenuItem>
        ))}
      </TextField>
      <Button type="submit" variant="contained" disabled={starting}>
        {t('start')}
      </Button>
    </Stack>
  );
}
