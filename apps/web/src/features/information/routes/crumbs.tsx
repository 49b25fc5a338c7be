import { useTranslation } from 'react-i18next';
import type { RouteHandle } from '../../../lib/route-handle';

function InformationCrumb() {
  const { t } = useTranslation('information');
  return t('title');
}

function NewsCrumb() {
  const { t } = useTranslation('information');
  return t('news.title');
}

/**
 * Breadcrumbs of the information area (spec 1 §2), for the app's router: Informatie › Nieuws › the item (the item's
 * own crumb comes with its lazy screen, news-detail-page.tsx, as it fetches: the router's first chunk stays light).
 */
export const informationHandle: RouteHandle = { crumb: () => <InformationCrumb /> };
export const newsHandle: RouteHandle = { crumb: () => <NewsCrumb /> };
