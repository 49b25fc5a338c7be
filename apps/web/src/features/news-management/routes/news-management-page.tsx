import { Button, Chip, IconButton, Stack, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import ContentCopyOutlined from '@mui/icons-material/ContentCopyOutlined';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import { useSnackbar } from 'notistack';
import { Link as RouterLink, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { getNewsManagement, type NewsManagementItem } from '@portal/contracts';
import { useConfirmedDelete } from '../../../components/confirm-dialog';
import { DataTable, type DataTableColumn } from '../../../components/data-table';
import { useDocumentTitle } from '../../../lib/document-title';
import { formatDateTime } from '../../../lib/format';
import { useAccount } from '../../../lib/session';
import { useDeleteNews } from '../api/delete-news';
import { useDuplicateNews } from '../api/duplicate-news';
import { getNewsAuthorOptions } from '../api/get-news-authors';
import { newsManagementKeys } from '../api/query-keys';

/** A window's edge as DD-MM-YYYY HH:mm in Dutch time (spec 1 §9), or nothing. */
function formatMoment(value: string | null): string {
  return formatDateTime(value);
}

/**
 * Route module of /nieuwsbeheer (spec 1 §2): every item, concept or published, with the author (autocomplete from
 * 3 characters), start and end date and status filters; edit, duplicate (which opens the copy) and, for an admin
 * only, delete; 'Nieuws toevoegen'.
 */
export function NewsManagementPage() {
  const { t } = useTranslation('management');
  useDocumentTitle(t('news.title'));
  const account = useAccount();
  const isAdmin = account.roles.includes('ROLE_ADMIN');
  const { enqueueSnackbar } = useSnackbar();
  const navigate = useNavigate();
  const duplicate = useDuplicateNews();
  const remove = useDeleteNews();

  const onDuplicate = (item: NewsManagementItem) =>
    duplicate.mutate(item.id, {
      onSuccess: async (copy) => {
        enqueueSnackbar(t('news.duplicated'), { variant: 'success' });
        await navigate(`/nieuwsbeheer/bewerken/${copy.id}`);
      },
      onError: () => enqueueSnackbar(t('news.duplicateFailed'), { variant: 'error' }),
    });
  const deletion = useConfirmedDelete<NewsManagementItem>({
    text: (row) => t('news.deleteText', { title: row.title }),
    remove: (row) =>
      remove.mutateAsync(row.id, {
        onSuccess: () => enqueueSnackbar(t('news.deleted'), { variant: 'success' }),
        onError: () => enqueueSnackbar(t('news.deleteFailed'), { variant: 'error' }),
      }),
  });

  const statusOptions = [
    { value: 'concept', label: t('news.status.concept') },
    { value: 'published', label: t('news.status.published') },
  ];
  // The title takes the room the one-line columns (author, dates, status) leave.
  const columns: DataTableColumn<NewsManagementItem>[] = [
    { field: 'title', header: t('news.columns.title'), sortable: true },
    {
      field: 'author',
      header: t('news.columns.author'),
      cell: (row) => row.author?.fullName ?? '',
      noWrap: true,
      filter: { kind: 'autocomplete', loadOptions: getNewsAuthorOptions },
    },
    {
      field: 'publishedStart',
      header: t('news.columns.start'),
      sortable: true,
      cell: (row) => formatMoment(row.publishedStart),
      noWrap: true,
      filter: { kind: 'date', field: 'startDate' },
    },
    {
      field: 'publishedEnd',
      header: t('news.columns.end'),
      sortable: true,
      cell: (row) => formatMoment(row.publishedEnd),
      noWrap: true,
      filter: { kind: 'date', field: 'endDate' },
    },
    {
      field: 'status',
      header: t('news.columns.status'),
      noWrap: true,
      cell: (row) => (
        <Chip
          size="small"
          color={row.published ? 'success' : 'default'}
          label={t(row.published ? 'news.status.published' : 'news.status.concept')}
        />
      ),
      filter: { kind: 'select', options: statusOptions },
    },
  ];

  return (
    <>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ justifyContent: 'space-between', alignItems: { xs: 'stretch', sm: 'center' }, mb: 3 }}
      >
        <Typography component="h1" variant="h4">
          {t('news.title')}
        </Typography>
        <Button variant="contained" startIcon={<AddIcon />} component={RouterLink} to="/nieuwsbeheer/toevoegen">
          {t('news.add')}
        </Button>
      </Stack>
      <DataTable
        id="news-management"
        label={t('news.title')}
        endpoint={getNewsManagement}
        queryKey={newsManagementKeys.table()}
        columns={columns}
        rowActions={(row) => (
          <Stack direction="row" spacing={0.5} sx={{ justifyContent: 'flex-end' }}>
            <IconButton
              component={RouterLink}
              to={`/nieuwsbeheer/bewerken/${row.id}`}
              aria-label={t('news.edit', { title: row.title })}
            >
              <EditOutlined />
            </IconButton>
            <IconButton
              aria-label={t('news.duplicate', { title: row.title })}
              disabled={duplicate.isPending}
              onClick={() => onDuplicate(row)}
            >
              <ContentCopyOutlined />
            </IconButton>
            {isAdmin ? (
              <IconButton aria-label={t('news.delete', { title: row.title })} onClick={() => deletion.ask(row)}>
                <DeleteOutlined />
              </IconButton>
            ) : null}
          </Stack>
        )}
      />
      {deletion.dialog}
    </>
  );
}

export { NewsManagementPage as Component };
