import { useTranslation } from 'react-i18next';
import './page-loader.css';

/**
 * Thin progress bar while a screen's code or data loads: MUI's indeterminate LinearProgress, drawn by
 * page-loader.css without MUI, as it also shows before MUI has loaded.
 */
export function PageLoader() {
  const { t } = useTranslation();
  return (
    <span className="page-loader" role="progressbar" aria-label={t('loading')}>
      <span className="page-loader__bar page-loader__bar--1" />
      <span className="page-loader__bar page-loader__bar--2" />
    </span>
  );
}
