import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import PictureAsPdfOutlined from '@mui/icons-material/PictureAsPdfOutlined';
import PrintOutlined from '@mui/icons-material/PrintOutlined';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '../../../components/page-loader';
import { ApiError } from '../../../lib/api-client';
import { useDocumentTitle } from '../../../lib/document-title';
import type { RouteHandle } from '../../../lib/route-handle';
import { formPdfUrl } from '../api/download-urls';
import { useFormQuery } from '../api/get-form';
import { FormReadOnlyView } from '../components/form-read-only-view';

function Crumb() {
  const { id } = useParams();
  const { t } = useTranslation('forms');
  const form = useFormQuery(id);
  return form.data?.title ?? t('view.title');
}

/**
 * Route module of /formulieren/:id/bekijken (spec 3 §2: login): the form read-only and print-friendly, with Afdrukken
 * and the PDF. Whoever may not see the form gets the server's 403 or 404 as the error page.
 */
export function FormViewPage() {
  const { id } = useParams();
  const { t } = useTranslation('forms');
  const form = useFormQuery(id);
  useDocumentTitle(form.data?.title ?? t('view.title'));

  if (form.isError) {
    if (form.error instanceof ApiError && form.error.status >= 400 && form.error.status < 500) throw form.error;
    return <Alert severity="error">{t('view.loadFailed')}</Alert>;
  }
  if (form.isPending) return <PageLoader />;

  return (
    <Box component="article">
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ justifyContent: 'space-between', alignItems: { xs: 'stretch', sm: 'center' }, mb: 3 }}
      >
        <Typography component="h1" variant="h4">
          {form.data.title}
        </Typography>
        {/* The buttons are for the screen only: a printout shows just the form. */}
        <Stack direction="row" spacing={1} sx={{ '@media print': { display: 'none' } }}>
          <Button variant="outlined" startIcon={<PrintOutlined />} onClick={() => window.print()}>
            {t('view.print')}
          </Button>
          <Button variant="outlined" startIcon={<PictureAsPdfOutlined />} href={formPdfUrl(form.data.id)}>
            {t('view.pdf')}
          </Button>
        </Stack>
      </Stack>
      <FormReadOnlyView form={form.data} />
    </Box>
  );
}

export const handle: RouteHandle = { crumb: () => <Crumb /> };

export { FormViewPage as Component };
