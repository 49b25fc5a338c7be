import { Alert } from '@mui/material';

/**
 * A form's own error message, read out as soon as it appears (`role="alert"`), and visible while the user corrects
 * the fields, unlike a snackbar. (The same as features/auth's; features do not import each other.)
 */
export function FormAlert({ message }: { message: string | undefined }) {
  if (message === undefined) return null;
  return (
    <Alert severity="error" role="alert" variant="outlined">
      {message}
    </Alert>
  );
}
