import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../../lib/document-title';
import { LoginCard } from '../components/login-card';

/** Screen of '/' for a visitor who is not signed in (spec 1 §2): password step, then the code step when owed. */
export function LoginPage() {
  const { t } = useTranslation('auth');
  useDocumentTitle(t('login.title'));
  return <LoginCard />;
}

export { LoginPage as Component };
