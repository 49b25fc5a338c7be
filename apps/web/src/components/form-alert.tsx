import { Alert } from '@mui/material';

/**
 * A form's own error message, read out by screen readers as soon as it appears (`role="alert"`). It sits in the form
 * next to the fields, so it stays visible while the user corrects them, unlike a snackbar.
 */
export function FormAlert({ message }: { message: string | undefined }) {
  if (message === undefined) return null;
  return (
    <Alert severity="error" role="alert" variant="outlined">
      {message}
    </Alert>
  );
}
