import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** Sets `document.title` to '<page> | Opleidingsportaal' while the calling page is shown. */
export function useDocumentTitle(page: string): void {
  const { t } = useTranslation();
  const title = t('documentTitle', { page });
  useEffect(() => {
    document.title = title;
  }, [title]);
}
