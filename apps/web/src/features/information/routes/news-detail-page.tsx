import { Box, Button, Link, List, ListItem, Stack, Typography } from '@mui/material';
import AttachFileIcon from '@mui/icons-material/AttachFile';
import EditIcon from '@mui/icons-material/Edit';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import type { NewsDetail } from '@portal/contracts';
import { PageLoader } from '../../../components/page-loader';
import { ApiError } from '../../../lib/api-client';
import { useDocumentTitle } from '../../../lib/document-title';
import { formatDate, formatFileSize } from '../../../lib/format';
import { useAccount } from '../../../lib/session';
import { isNewsEditor } from '../access';
import { isNewsId, useNewsItem } from '../api/get-news-item';
import { LoadError } from '../components/load-error';
import { NewsStatusChip } from '../components/news-status-chip';
import { RichContent } from '../components/rich-content';

function NewsArticle({ item }: { item: NewsDetail }) {
  const { t } = useTranslation('information');
  useDocumentTitle(item.title);
  const editor = isNewsEditor(useAccount());
  return (
    <Box component="article" aria-labelledby="news-title" sx={{ maxWidth: 800 }}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ justifyContent: 'space-between', alignItems: { xs: 'stretch', sm: 'flex-start' }, mb: 1 }}
      >
        {/* Focused after opening the item (app/layouts/use-heading-focus.ts): not a tab stop of its own. */}
        <Typography component="h1" variant="h4" id="news-title" tabIndex={-1}>
          {item.title}
        </Typography>
        {/* Spec 1 §6: admin or program assistant, and only when the server says they may change it. */}
        {editor && item._permissions.update ? (
          <Button
            variant="outlined"
            startIcon={<EditIcon />}
            component={RouterLink}
            to={`/nieuwsbeheer/bewerken/${item.id}`}
            sx={{ flexShrink: 0 }}
          >
            {t('news.edit')}
          </Button>
        ) : null}
      </Stack>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 2 }}>
        <Typography color="text.secondary">
          {t('news.date', { date: formatDate(item.publishedStart ?? item.updated) })}
        </Typography>
        {editor ? <NewsStatusChip item={item} editor /> : null}
      </Stack>
      {item.image ? (
        <Box
          component="img"
          src={item.image}
          alt={t('news.imageAlt', { title: item.title })}
          sx={{ display: 'block', maxWidth: '100%', height: 'auto', borderRadius: 1, mb: 2 }}
        />
      ) : null}
      <RichContent html={item.content} />
      {item.files.length > 0 ? (
        <Box component="section" aria-labelledby="news-files" sx={{ mt: 3 }}>
          <Typography component="h2" variant="h6" id="news-files">
            {t('news.files')}
          </Typography>
          <List dense>
            {item.files.map((file) => (
              <ListItem key={file.id} disableGutters>
                <AttachFileIcon fontSize="small" sx={{ mr: 1 }} aria-hidden />
                <Link href={file.url} download={file.name}>
                  {file.name}
                </Link>
                <Typography component="span" color="text.secondary" sx={{ ml: 1 }}>
                  ({formatFileSize(file.size)})
                </Typography>
              </ListItem>
            ))}
          </List>
        </Box>
      ) : null}
    </Box>
  );
}

/**
 * Route module for /informatie/nieuws/:id (spec 1 §2): the item with its image, content and files. Opening it marks
 * it read (the server does so on the call) and refreshes the unread badge. An item the reader may not see answers
 * 404 and shows the not-found page; any other failure says so here, with a retry.
 */
export function NewsDetailPage() {
  const { t } = useTranslation('information');
  const id = useParams().id ?? '';
  // Not a uuid: no item has that address (the server would call it bad input).
  if (!isNewsId(id)) throw new ApiError(404, 'not_found');
  return <NewsDetailOf id={id} loadFailed={t('news.loadFailed')} />;
}

function NewsDetailOf({ id, loadFailed }: { id: string; loadFailed: string }) {
  const item = useNewsItem(id);
  if (item.isPending) return <PageLoader />;
  if (item.isError) {
    const status = item.error instanceof ApiError ? item.error.status : 0;
    // Gone, never there or not for this reader: the error page for that status (spec 1 §2).
    if (status === 401 || status === 403 || status === 404) throw item.error;
    return <LoadError message={loadFailed} onRetry={() => void item.refetch()} retrying={item.isFetching} />;
  }
  return <NewsArticle item={item.data} />;
}

export { NewsDetailPage as Component };
// The route's breadcrumb, loaded with the screen (React Router takes `handle` from a lazy route module).
export { newsItemHandle as handle } from './news-item-crumb';
