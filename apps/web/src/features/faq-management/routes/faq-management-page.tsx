import { useState } from 'react';
import { Alert, Box, Button, Stack, Tooltip, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import CategoryOutlined from '@mui/icons-material/CategoryOutlined';
import { useSnackbar } from 'notistack';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { FaqItem } from '@portal/contracts';
import { useConfirmedDelete } from '../../../components/confirm-dialog';
import { PageLoader } from '../../../components/page-loader';
import { useDocumentTitle } from '../../../lib/document-title';
import { useDeleteFaq } from '../api/delete-faq';
import { useFaqCategories } from '../api/get-faq-categories';
import { useFaqs } from '../api/get-faqs';
import { useMoveFaq, type MoveDirection } from '../api/move-faq';
import { useToggleFaqVisibility } from '../api/toggle-faq-visibility';
import { FaqCategoriesDialog } from '../components/faq-categories-dialog';
import { FaqTable } from '../components/faq-table';

/** Route module of /informatie/faq-beheer (spec 1 §2 "Information area"); the layout route requires ROLE_ADMIN. */
export function FaqManagementPage() {
  const { t } = useTranslation('management');
  useDocumentTitle(t('faq.title'));
  const { enqueueSnackbar } = useSnackbar();
  const faqs = useFaqs();
  const categories = useFaqCategories();
  const toggle = useToggleFaqVisibility();
  const move = useMoveFaq();
  const remove = useDeleteFaq();
  const [categoriesOpen, setCategoriesOpen] = useState(false);

  const busyId = toggle.isPending ? (toggle.variables ?? null) : move.isPending ? move.variables.id : null;
  const onToggle = (item: FaqItem) =>
    toggle.mutate(item.id, {
      onSuccess: ({ visible }) =>
        enqueueSnackbar(t(visible ? 'faq.madeVisible' : 'faq.madeHidden'), { variant: 'success' }),
      onError: () => enqueueSnackbar(t('faq.visibilityFailed'), { variant: 'error' }),
    });
  const onMove = (item: FaqItem, direction: MoveDirection) =>
    move.mutate(
      { id: item.id, direction },
      {
        onSuccess: () => enqueueSnackbar(t('faq.orderSaved'), { variant: 'success' }),
        onError: () => enqueueSnackbar(t('faq.orderFailed'), { variant: 'error' }),
      },
    );
  const deletion = useConfirmedDelete<FaqItem>({
    text: (row) => t('faq.deleteText', { title: row.title }),
    remove: (row) =>
      remove.mutateAsync(row.id, {
        onSuccess: () => enqueueSnackbar(t('faq.deleted'), { variant: 'success' }),
        onError: () => enqueueSnackbar(t('faq.deleteFailed'), { variant: 'error' }),
      }),
  });

  // 'Nieuwe FAQ' needs a category to put the question in (spec 1 §2); while the categories load it waits too.
  const hasCategory = (categories.data?.length ?? 0) > 0;

  let content;
  if (faqs.isPending) content = <PageLoader />;
  else if (faqs.isError) content = <Alert severity="error">{t('faq.loadFailed')}</Alert>;
  else if (faqs.data.length === 0) content = <Typography>{t('faq.empty')}</Typography>;
  else {
    content = (
      <FaqTable
        items={faqs.data}
        busyId={busyId}
        onToggle={onToggle}
        onMove={onMove}
        onDelete={(item) => deletion.ask(item)}
      />
    );
  }

  return (
    <>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ justifyContent: 'space-between', alignItems: { xs: 'stretch', sm: 'center' }, mb: 3 }}
      >
        <Typography component="h1" variant="h4">
          {t('faq.title')}
        </Typography>
        <Stack direction="row" spacing={1}>
          <Button variant="outlined" startIcon={<CategoryOutlined />} onClick={() => setCategoriesOpen(true)}>
            {t('faq.categoriesButton')}
          </Button>
          {hasCategory ? (
            <Button variant="contained" startIcon={<AddIcon />} component={RouterLink} to="aanmaken">
              {t('faq.newFaq')}
            </Button>
          ) : (
            // A disabled button takes no focus or hover: the wrapper does, so the reason reaches every user.
            <Tooltip title={t('faq.noCategory')}>
              <Box component="span" tabIndex={0} sx={{ display: 'inline-flex' }}>
                <Button variant="contained" startIcon={<AddIcon />} disabled>
                  {t('faq.newFaq')}
                </Button>
              </Box>
            </Tooltip>
          )}
        </Stack>
      </Stack>
      {content}
      <FaqCategoriesDialog
        open={categoriesOpen}
        categories={categories.data ?? []}
        onClose={() => setCategoriesOpen(false)}
      />
      {deletion.dialog}
    </>
  );
}

export { FaqManagementPage as Component };
