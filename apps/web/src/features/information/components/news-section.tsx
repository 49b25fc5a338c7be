import { Box, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { NEWS_PER_PAGE } from '@portal/contracts';
import { PageLoader } from '../../../components/page-loader';
import { useAccount } from '../../../lib/session';
import { isNewsEditor } from '../access';
import { useNewsPage } from '../api/get-news-page';
import { LoadError } from './load-error';
import { NewsList, newsPagePath } from './news-list';

interface NewsSectionProps {
  page: number;
  headingLevel?: 'h2' | 'h3';
}

/**
 * One page of the reader's news with its loading, failure and empty states. A page past the end (items were taken
 * down since the link was made) goes to the last page there is.
 */
export function NewsSection({ page, headingLevel }: NewsSectionProps) {
  const { t } = useTranslation('information');
  const editor = isNewsEditor(useAccount());
  const news = useNewsPage(page);

  if (news.isPending) return <PageLoader />;
  if (news.isError) {
    return <LoadError message={t('news.loadFailed')} onRetry={() => void news.refetch()} retrying={news.isFetching} />;
  }
  const pageCount = Math.max(1, Math.ceil(news.data.totalItems / NEWS_PER_PAGE));
  if (!news.isPlaceholderData && page > pageCount) return <Navigate to={newsPagePath(pageCount)} replace />;
  return (
    <Box aria-busy={news.isPlaceholderData} sx={{ opacity: news.isPlaceholderData ? 0.6 : 1 }}>
      {news.data.items.length === 0 ? (
        <Typography>{t('news.empty')}</Typography>
      ) : (
        <NewsList
          items={news.data.items}
          page={page}
          pageCount={pageCount}
          editor={editor}
          headingLevel={headingLevel}
        />
      )}
    </Box>
  );
}
