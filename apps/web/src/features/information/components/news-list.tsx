import { Box, Link, Pagination, PaginationItem, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { NewsItem } from '@portal/contracts';
import { newsExcerpt } from './news-excerpt';
import { NewsStatusChip } from './news-status-chip';

/** The address of a page of the news list. */
export const newsPagePath = (page: number) => `/informatie/nieuws/pagina/${page}`;
export const newsItemPath = (id: string) => `/informatie/nieuws/${id}`;

interface NewsListProps {
  items: NewsItem[];
  page: number;
  pageCount: number;
  editor: boolean;
  /** Level of the items' titles: below the page's h1. */
  headingLevel?: 'h2' | 'h3';
}

function NewsListItem({ item, editor, headingLevel }: { item: NewsItem; editor: boolean; headingLevel: 'h2' | 'h3' }) {
  const { t } = useTranslation('information');
  return (
    <Box
      component="article"
      sx={{ display: 'flex', gap: 2, flexDirection: { xs: 'column', sm: 'row' }, py: 2 }}
      aria-labelledby={`news-${item.id}`}
    >
      {item.image ? (
        <Box
          component="img"
          src={item.image}
          alt={t('news.imageAlt', { title: item.title })}
          loading="lazy"
          sx={{ width: { xs: '100%', sm: 200 }, maxHeight: 160, objectFit: 'cover', borderRadius: 1, flexShrink: 0 }}
        />
      ) : null}
      <Box sx={{ minWidth: 0 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 0.5 }}>
          <Typography component={headingLevel} variant="h6" id={`news-${item.id}`}>
            <Link component={RouterLink} to={newsItemPath(item.id)} underline="hover">
              {item.title}
            </Link>
          </Typography>
          <NewsStatusChip item={item} editor={editor} />
        </Stack>
        <Typography color="text.secondary">{newsExcerpt(item.content)}</Typography>
      </Box>
    </Box>
  );
}

/**
 * A page of news (spec 1 §2): per item the image, the title linking to the item, its chip and the excerpt; under
 * them the pages, each a link to its own address so paging changes the route (and the back button pages back).
 */
export function NewsList({ items, page, pageCount, editor, headingLevel = 'h2' }: NewsListProps) {
  const { t } = useTranslation('information');
  return (
    <>
      <Stack
        component="section"
        aria-label={t('news.listLabel')}
        divider={<Box sx={{ borderTop: 1, borderColor: 'divider' }} />}
      >
        {items.map((item) => (
          <NewsListItem key={item.id} item={item} editor={editor} headingLevel={headingLevel} />
        ))}
      </Stack>
      {pageCount > 1 ? (
        <Pagination
          sx={{ mt: 3, display: 'flex', justifyContent: 'center' }}
          aria-label={t('news.pagination.label')}
          page={page}
          count={pageCount}
          getItemAriaLabel={(type, number, selected) => {
            if (type === 'page') {
              return selected
                ? t('news.pagination.currentPage', { page: number })
                : t('news.pagination.page', { page: number });
            }
            // The ellipses are not buttons and get no label.
            return type === 'start-ellipsis' || type === 'end-ellipsis' ? '' : t(`news.pagination.${type}`);
          }}
          renderItem={(item) => <PaginationItem component={RouterLink} to={newsPagePath(item.page ?? 1)} {...item} />}
        />
      ) : null}
    </>
  );
}
