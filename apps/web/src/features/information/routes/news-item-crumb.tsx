import { useParams } from 'react-router';
import type { RouteHandle } from '../../../lib/route-handle';
import { useNewsItem } from '../api/get-news-item';

/** The item's title once it has loaded (the page's own query: no second call). */
function NewsItemCrumb() {
  const id = useParams().id ?? '';
  const item = useNewsItem(id);
  return item.data?.title ?? '…';
}

/** Informatie › Nieuws › the item's title: the `handle` of the news item's lazy route (news-detail-page.tsx). */
export const newsItemHandle: RouteHandle = { crumb: () => <NewsItemCrumb /> };
