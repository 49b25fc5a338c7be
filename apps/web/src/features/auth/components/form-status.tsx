import { useEffect, useRef, type ReactNode } from 'react';
import { Alert } from '@mui/material';

interface FormStatusProps {
  message: string;
  /** A follow-up link or button under the message. */
  children?: ReactNode;
  /**
   * Move the focus here when shown: for a confirmation that replaces the form, so keyboard and screen-reader users
   * are not left on a control that no longer exists.
   */
  focusOnShow?: boolean;
}

/** A confirmation in a form's place or next to it (`role="status"`: announced politely, unlike an error). */
export function FormStatus({ message, children, focusOnShow = false }: FormStatusProps) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (focusOnShow) ref.current?.focus();
  }, [focusOnShow]);
  return (
    <Alert
      ref={ref}
      severity="success"
      role="status"
      variant="outlined"
      tabIndex={focusOnShow ? -1 : undefined}
      sx={{ '&:focus': { outline: 'none' }, '&:focus-visible': { outline: 2, outlineColor: 'primary.main' } }}
    >
      {message}
      {children}
    </Alert>
  );
}
