import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../lib/document-title';
import { AppFrame } from './app-frame';
import './root-error-page.css';

/**
 * The error element of the root route: only reached when the shell itself fails (its chunk could not load, e.g. after
 * a new deployment replaced it). Plain elements, like the frame: MUI is what may be missing. The link loads the
 * start page afresh (not a client-side navigation), which brings the current chunks.
 */
export function RootErrorPage() {
  const { t } = useTranslation(['errors', 'common']);
  useDocumentTitle(t('errors:title'));
  return (
    <AppFrame>
      <div className="root-error">
        <h1 className="root-error__title">{t('errors:title')}</h1>
        <p className="root-error__message">{t('errors:generic')}</p>
        <a className="root-error__home" href="/">
          {t('common:toStartPage')}
        </a>
      </div>
    </AppFrame>
  );
}
