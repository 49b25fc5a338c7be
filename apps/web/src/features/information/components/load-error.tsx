import { Alert, Button } from '@mui/material';
import { useTranslation } from 'react-i18next';

interface LoadErrorProps {
  /** The spec's sentence for this load (spec 1 §8). */
  message: string;
  onRetry: () => void;
  retrying: boolean;
}

/**
 * A failed load of news or FAQ (spec 1 §8), shown where the content would be, with a way to ask again: the rest of
 * the page (tabs, the other tab's content, the management buttons) keeps working.
 */
export function LoadError({ message, onRetry, retrying }: LoadErrorProps) {
  const { t } = useTranslation();
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" onClick={onRetry} disabled={retrying}>
          {t('retry')}
        </Button>
      }
    >
      {message}
    </Alert>
  );
}
