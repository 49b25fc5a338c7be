import { Button } from '@mui/material';
import { Link as RouterLink } from 'react-router';

/** The way on from a recovery page (to log in, or to ask for a new link): a link that looks like a button. */
export function RecoveryLink({ to, children }: { to: string; children: string }) {
  return (
    <Button component={RouterLink} to={to} variant="contained" sx={{ mt: 3 }}>
      {children}
    </Button>
  );
}
