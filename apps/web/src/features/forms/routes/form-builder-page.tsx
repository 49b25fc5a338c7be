import { Alert, Button, Stack, Typography } from '@mui/material';
import EditNoteOutlined from '@mui/icons-material/EditNoteOutlined';
import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined';
import { Link as RouterLink, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '../../../components/page-loader';
import { ApiError } from '../../../lib/api-client';
import { useDocumentTitle } from '../../../lib/document-title';
import type { RouteHandle } from '../../../lib/route-handle';
import { useAccount } from '../../../lib/session';
import { maySaveForms } from '../access';
import { useFormQuery } from '../api/get-form';
import { FormBuilder } from '../components/form-builder';
import { FormReadOnlyView } from '../components/form-read-only-view';

function Crumb() {
  const { id } = useParams();
  const { t } = useTranslation('forms');
  const form = useFormQuery(id);
  if (id === undefined) return t('builder.createTitle');
  return form.data?.title ?? t('builder.editTitle');
}

/**
 * Route module of /formulieren/aanmaken (SAVE_FORM) and /formulieren/:id (LIST_FORMS, checked by the layout): the
 * builder, or for whoever may not save forms a read-only preview (spec 3). A form that cannot be loaded goes to the
 * error page for its status.
 */
export function FormBuilderPage() {
  const { id } = useParams();
  const { t } = useTranslation('forms');
  const account = useAccount();
  const form = useFormQuery(id);
  const canSave = maySaveForms(account) && (form.data?._permissions.save ?? true);
  let title = t('builder.createTitle');
  if (id !== undefined) title = canSave ? t('builder.editTitle') : t('builder.previewTitle');
  useDocumentTitle(form.data?.title ?? title);

  if (id === undefined && !maySaveForms(account)) throw new ApiError(403, 'forbidden');
  if (form.isError) {
    if (form.error instanceof ApiError && (form.error.status === 404 || form.error.status === 403)) throw form.error;
    return <Alert severity="error">{t('builder.loadFailed')}</Alert>;
  }
  if (id !== undefined && form.isPending) return <PageLoader />;

  return (
    <>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ justifyContent: 'space-between', alignItems: { xs: 'stretch', sm: 'center' }, mb: 3 }}
      >
        <Typography component="h1" variant="h4">
          {title}
        </Typography>
        {form.data ? (
          <Stack direction="row" spacing={1}>
            <Button
              variant="outlined"
              startIcon={<VisibilityOutlined />}
              component={RouterLink}
              to={`/formulieren/${form.data.id}/bekijken`}
            >
              {t('builder.view')}
            </Button>
            {/* Whoever reaches this page (LIST_FORMS) may fill the form in on trial. */}
            <Button
              variant="outlined"
              startIcon={<EditNoteOutlined />}
              component={RouterLink}
              to={`/formulieren/${form.data.id}/proefinvullen`}
            >
              {t('builder.trial')}
            </Button>
          </Stack>
        ) : null}
      </Stack>
      {canSave ? (
        <FormBuilder key={form.data?.id ?? 'new'} form={form.data} />
      ) : (
        <>
          <Typography component="h2" variant="h5" sx={{ mb: 2 }}>
            {form.data!.title}
          </Typography>
          <FormReadOnlyView form={form.data!} />
        </>
      )}
    </>
  );
}

export const handle: RouteHandle = { crumb: () => <Crumb /> };

export { FormBuilderPage as Component };
