import { useState } from 'react';
import { Alert, Box, Button, IconButton, Stack, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import CategoryOutlined from '@mui/icons-material/CategoryOutlined';
import ContentCopyOutlined from '@mui/icons-material/ContentCopyOutlined';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import DownloadOutlined from '@mui/icons-material/DownloadOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import FingerprintOutlined from '@mui/icons-material/FingerprintOutlined';
import InfoOutlined from '@mui/icons-material/InfoOutlined';
import PictureAsPdfOutlined from '@mui/icons-material/PictureAsPdfOutlined';
import TableViewOutlined from '@mui/icons-material/TableViewOutlined';
import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined';
import { useSnackbar } from 'notistack';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { getForms, type FormListItem, type ListParams } from '@portal/contracts';
import { useConfirmedDelete } from '../../../components/confirm-dialog';
import { DataTable, type DataTableColumn } from '../../../components/data-table';
import { PageLoader } from '../../../components/page-loader';
import { ApiError } from '../../../lib/api-client';
import { useDocumentTitle } from '../../../lib/document-title';
import { formatDate } from '../../../lib/format';
import { useStoredValue, writeStored } from '../../../lib/local-storage';
import { useAccount } from '../../../lib/session';
import { isAdmin, mayDeleteForms, mayManageCategories, maySaveForms } from '../access';
import { useDeleteForm } from '../api/delete-form';
import { formExportUrl, formPdfUrl, formsCsvUrl } from '../api/download-urls';
import { useDuplicateForm } from '../api/duplicate-form';
import { useFormCategories } from '../api/get-form-categories';
import { formsKeys } from '../api/query-keys';
import { FormCategoriesDialog } from '../components/form-categories-dialog';
import { FormImportDialog } from '../components/form-import-dialog';
import { EntriesChip, InUseChip } from '../components/form-indicators';

/** Where the visibility of the info panel is remembered (spec 3: "remembered locally"). */
export const INFO_PANEL_STORAGE_KEY = 'forms-info-panel';
/** The overview's table id: its search, category filter, sort and page live in `datatable-forms-filters`. */
export const FORMS_TABLE_ID = 'forms';

type EvaluationType = 'none' | 'valuation' | 'grade' | 'both';
function evaluationType(row: Pick<FormListItem, 'valuation' | 'grade'>): EvaluationType {
  if (row.valuation && row.grade) return 'both';
  if (row.valuation) return 'valuation';
  return row.grade ? 'grade' : 'none';
}

/** Why the server refused a delete, when it says (the 409 codes of the contract). */
function deleteRefusalKey(error: unknown) {
  if (error instanceof ApiError && error.detail === 'form_in_use') return 'overview.deleteInUse' as const;
  if (error instanceof ApiError && error.detail === 'form_has_entries') return 'overview.deleteHasEntries' as const;
  return null;
}

/**
 * Route module of /formulieren (spec 3 "Form overview"): title, category, entries, evaluation type and created date,
 * with the 'Gekoppeld' and entries indicators. Row actions by permission: copy id and export (admin), duplicate
 * (SAVE_FORM), PDF, edit (or view, without SAVE_FORM) and delete (DELETE_FORM). Buttons: new form, categories,
 * import and CSV export (admin). The category filter (with the table's other state) and the info panel's visibility
 * are remembered in localStorage.
 */
export function FormsOverviewPage() {
  const { t } = useTranslation('forms');
  useDocumentTitle(t('title'));
  const account = useAccount();
  const admin = isAdmin(account);
  const canSave = maySaveForms(account);
  const canDelete = mayDeleteForms(account);
  const { enqueueSnackbar } = useSnackbar();
  const categories = useFormCategories();
  const duplicate = useDuplicateForm();
  const remove = useDeleteForm();
  const infoHidden = useStoredValue(INFO_PANEL_STORAGE_KEY) === 'hidden';
  const [params, setParams] = useState<ListParams | null>(null);
  const [categoriesOpen, setCategoriesOpen] = useState(false);
  const [importOpen, setImportOpen] = useState(false);

  const copyId = async (row: FormListItem) => {
    try {
      await navigator.clipboard.writeText(row.id);
      enqueueSnackbar(t('overview.idCopied'), { variant: 'success' });
    } catch {
      enqueueSnackbar(t('overview.idCopyFailed'), { variant: 'error' });
    }
  };
  const onDuplicate = (row: FormListItem) =>
    duplicate.mutate(row.id, {
      onSuccess: () => enqueueSnackbar(t('overview.duplicated'), { variant: 'success' }),
      onError: () => enqueueSnackbar(t('overview.duplicateFailed'), { variant: 'error' }),
    });
  const deletion = useConfirmedDelete<FormListItem>({
    text: (row) => t('overview.deleteText', { title: row.title }),
    remove: (row) =>
      remove.mutateAsync(row.id, {
        onSuccess: () => enqueueSnackbar(t('overview.deleted'), { variant: 'success' }),
        // The spec's sentence (spec 3 §8), followed by the reason when the server gave one.
        onError: (error) => {
          const reason = deleteRefusalKey(error);
          const message = reason ? `${t('overview.deleteFailed')} ${t(reason)}` : t('overview.deleteFailed');
          enqueueSnackbar(message, { variant: 'error' });
        },
      }),
  });

  const categoryOptions = (categories.data ?? []).map((category) => ({ value: category.id, label: category.name }));
  const columns: DataTableColumn<FormListItem>[] = [
    {
      field: 'title',
      header: t('overview.columns.title'),
      sortable: true,
      cell: (row) =>
        admin ? (
          <>
            {row.title}
            <Typography variant="body2" color="text.secondary" sx={{ fontFamily: 'monospace', fontSize: '0.75rem' }}>
              {t('overview.formId', { id: row.id })}
            </Typography>
          </>
        ) : (
          row.title
        ),
    },
    {
      field: 'categories',
      header: t('overview.columns.category'),
      showFrom: 'lg',
      cell: (row) => row.categories.map((category) => category.name).join(', '),
      filter: { kind: 'multiSelect', options: categoryOptions },
    },
    {
      field: 'entryCount',
      header: t('overview.columns.entryCount'),
      sortable: true,
      cell: (row) => <EntriesChip count={row.entryCount} />,
    },
    {
      field: 'evaluationType',
      header: t('overview.columns.evaluationType'),
      // One click away in 'Kolommen': without it the row's six actions fit on a desktop (issue 31).
      hidden: true,
      cell: (row) => t(`overview.evaluationType.${evaluationType(row)}`),
    },
    {
      field: 'created',
      header: t('overview.columns.created'),
      sortable: true,
      noWrap: true,
      cell: (row) => formatDate(row.created),
    },
    { field: 'inUse', header: t('overview.columns.status'), cell: (row) => <InUseChip inUse={row.inUse} /> },
  ];

  return (
    <>
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        spacing={2}
        sx={{ justifyContent: 'space-between', alignItems: { xs: 'stretch', md: 'center' }, mb: 2 }}
      >
        <Typography component="h1" variant="h4">
          {t('title')}
        </Typography>
        <Stack direction="row" useFlexGap spacing={1} sx={{ flexWrap: 'wrap' }}>
          {canSave ? (
            <Button variant="contained" startIcon={<AddIcon />} component={RouterLink} to="/formulieren/aanmaken">
              {t('overview.new')}
            </Button>
          ) : null}
          {mayManageCategories(account) ? (
            <Button variant="outlined" startIcon={<CategoryOutlined />} onClick={() => setCategoriesOpen(true)}>
              {t('overview.categories')}
            </Button>
          ) : null}
          {admin ? (
            <>
              <Button variant="outlined" startIcon={<UploadFileOutlined />} onClick={() => setImportOpen(true)}>
                {t('overview.import')}
              </Button>
              <Button variant="outlined" startIcon={<TableViewOutlined />} href={formsCsvUrl(params)} download>
                {t('overview.csvExport')}
              </Button>
            </>
          ) : null}
          <Button
            startIcon={<InfoOutlined />}
            aria-expanded={!infoHidden}
            aria-controls="forms-info-panel"
            onClick={() => writeStored(INFO_PANEL_STORAGE_KEY, infoHidden ? 'shown' : 'hidden')}
          >
            {t(infoHidden ? 'overview.info.show' : 'overview.info.hide')}
          </Button>
        </Stack>
      </Stack>
      {infoHidden ? null : (
        <Alert id="forms-info-panel" severity="info" role="note" sx={{ mb: 2 }}>
          <Box component="ul" sx={{ m: 0, pl: 2 }}>
            <li>{t('overview.info.inUse')}</li>
            <li>{t('overview.info.entries')}</li>
            <li>{t('overview.info.evaluation')}</li>
          </Box>
        </Alert>
      )}
      {/* The table reads its remembered category filter once: only against the loaded categories does it keep it. */}
      {categories.isPending ? (
        <PageLoader />
      ) : (
        <DataTable
          id={FORMS_TABLE_ID}
          label={t('title')}
          endpoint={getForms}
          queryKey={formsKeys.table()}
          defaultSort={{ field: 'created', direction: 'desc' }}
          columns={columns}
          onParamsChange={setParams}
          rowActions={(row) => (
            <Stack direction="row" spacing={0.5} sx={{ justifyContent: 'flex-end' }}>
              {admin ? (
                <IconButton
                  aria-label={t('overview.actions.copyId', { title: row.title })}
                  onClick={() => void copyId(row)}
                >
                  <FingerprintOutlined />
                </IconButton>
              ) : null}
              {canSave ? (
                <IconButton
                  aria-label={t('overview.actions.duplicate', { title: row.title })}
                  disabled={duplicate.isPending}
                  onClick={() => onDuplicate(row)}
                >
                  <ContentCopyOutlined />
                </IconButton>
              ) : null}
              <IconButton
                component="a"
                href={formPdfUrl(row.id)}
                target="_blank"
                rel="noopener"
                aria-label={t('overview.actions.pdf', { title: row.title })}
              >
                <PictureAsPdfOutlined />
              </IconButton>
              {admin ? (
                <IconButton
                  component="a"
                  href={formExportUrl(row.id)}
                  download
                  aria-label={t('overview.actions.export', { title: row.title })}
                >
                  <DownloadOutlined />
                </IconButton>
              ) : null}
              <IconButton
                component={RouterLink}
                to={`/formulieren/${row.id}`}
                aria-label={t(canSave ? 'overview.actions.edit' : 'overview.actions.view', { title: row.title })}
              >
                {canSave ? <EditOutlined /> : <VisibilityOutlined />}
              </IconButton>
              {canDelete ? (
                <IconButton
                  aria-label={t('overview.actions.delete', { title: row.title })}
                  onClick={() => deletion.ask(row)}
                >
                  <DeleteOutlined />
                </IconButton>
              ) : null}
            </Stack>
          )}
        />
      )}
      {deletion.dialog}
      <FormCategoriesDialog
        open={categoriesOpen}
        categories={categories.data ?? []}
        onClose={() => setCategoriesOpen(false)}
      />
      <FormImportDialog open={importOpen} onClose={() => setImportOpen(false)} />
    </>
  );
}

export { FormsOverviewPage as Component };
