import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import type { RouteHandle } from '../../../lib/route-handle';
import { useNewsItem } from '../api/get-news-item';

function InformationCrumb() {
  const { t } = useTranslation('information');
  return t('title');
}

function NewsCrumb() {
  const { t } = useTranslation('information');
  return t('news.title');
}

/** The item's title once it has loaded (the page's own query: no second call). */
function NewsItemCrumb() {
  const id = useParams().id ?? '';
  const item = useNewsItem(id);
  return item.data?.title ?? '…';
}

/** Breadcrumbs of the information area (spec 1 §2), for the app's router: Informatie › Nieuws › the item. */
export const informationHandle: RouteHandle = { crumb: () => <InformationCrumb /> };
export const newsHandle: RouteHandle = { crumb: () => <NewsCrumb /> };
export const newsItemHandle: RouteHandle = { crumb: () => <NewsItemCrumb /> };
