import { Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ApiError } from '../../../lib/api-client';
import { useDocumentTitle } from '../../../lib/document-title';
import { NewsSection } from '../components/news-section';

/** A page number as the address writes it: 1, 2, ... (no 0, no sign, no leading zero, nothing after it). */
export function pageOfParam(param: string | undefined): number | null {
  return param !== undefined && /^[1-9]\d{0,5}$/.test(param) ? Number(param) : null;
}

/** Route module for /informatie/nieuws/pagina/:page (spec 1 §2): the news, 10 per page. */
export function NewsListPage() {
  const { t } = useTranslation('information');
  useDocumentTitle(t('news.title'));
  const page = pageOfParam(useParams().page);
  // '/pagina/abc' names no page: the not-found page, as for any unknown address.
  if (page === null) throw new ApiError(404, 'not_found');
  return (
    <>
      <Typography component="h1" variant="h4" sx={{ mb: 2 }}>
        {t('news.title')}
      </Typography>
      <NewsSection page={page} />
    </>
  );
}

export { NewsListPage as Component };
