import { useTranslation } from 'react-i18next';
import { ErrorScreen } from './error-screen';

/** The 404 page: for unknown paths and for a screen that answers "not found". */
export function NotFoundView() {
  const { t } = useTranslation('errors');
  return <ErrorScreen title={t('notFound.title')} message={t('notFound.message')} />;
}
