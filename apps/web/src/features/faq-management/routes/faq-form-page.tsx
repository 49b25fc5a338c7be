import { useEffect } from 'react';
import { Alert, Typography } from '@mui/material';
import { useSnackbar } from 'notistack';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '../../../components/page-loader';
import { useDocumentTitle } from '../../../lib/document-title';
import type { RouteHandle } from '../../../lib/route-handle';
import { useFaq } from '../api/get-faq';
import { useFaqCategories } from '../api/get-faq-categories';
import { FaqForm } from '../components/faq-form';

function Crumb() {
  const { id } = useParams();
  const { t } = useTranslation('management');
  return t(id === undefined ? 'faq.form.createTitle' : 'faq.form.editTitle');
}

/**
 * Route module of /informatie/faq-beheer/aanmaken and /informatie/faq-beheer/:id: one form screen titled Aanmaken
 * or Bewerken (spec 1 §2). Failed loads are told with the spec's snackbars (§8); without the item there is nothing
 * to edit, so the form then stays away.
 */
export function FaqFormPage() {
  const { id } = useParams();
  const { t } = useTranslation('management');
  const title = t(id === undefined ? 'faq.form.createTitle' : 'faq.form.editTitle');
  useDocumentTitle(title);
  const { enqueueSnackbar } = useSnackbar();
  const categories = useFaqCategories();
  const item = useFaq(id);

  useEffect(() => {
    if (categories.isError) enqueueSnackbar(t('faq.form.categoriesFailed'), { variant: 'error' });
  }, [categories.isError, enqueueSnackbar, t]);
  useEffect(() => {
    if (item.isError) enqueueSnackbar(t('faq.form.itemFailed'), { variant: 'error' });
  }, [item.isError, enqueueSnackbar, t]);

  let content;
  if (id !== undefined && item.isPending) content = <PageLoader />;
  else if (id !== undefined && item.isError) content = <Alert severity="error">{t('faq.form.itemFailed')}</Alert>;
  else {
    content = (
      <FaqForm
        key={item.data?.id ?? 'new'}
        item={item.data}
        categories={categories.data ?? []}
        categoriesLoading={categories.isPending}
      />
    );
  }

  return (
    <>
      <Typography component="h1" variant="h4" sx={{ mb: 3 }}>
        {title}
      </Typography>
      {content}
    </>
  );
}

export const handle: RouteHandle = { crumb: () => <Crumb /> };

export { FaqFormPage as Component };
