import {
  Alert,
  Box,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  LinearProgress,
  Link,
  Stack,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { BUNDLED_PDF_NOTICE_FROM, type DownloadSummaryItem } from '@portal/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LabelledCell, ResponsiveTable } from '../../../components/data-table';
import { formatDate } from '../../../lib/format';
import { bundledPdfDownloadUrl, bundledPdfKey, useBundledPdf } from '../api/get-bundled-pdf';
import { useDownloadSummary } from '../api/get-download-summary';
import { useDownloadSummaryDetails } from '../api/get-download-summary-details';
import { useRequestBundledPdf } from '../api/post-bundled-pdf';

/** The bundled PDF of one category: ask for it, its progress, the download once ready, a retry after a failure. */
function BundledPdf({ educationId, item }: { educationId: string; item: DownloadSummaryItem }) {
  const { t } = useTranslation('education');
  const queryClient = useQueryClient();
  const bundle = useBundledPdf(educationId, item.identifier).data;
  const request = useRequestBundledPdf(educationId, item.identifier);
  const ask = (label: string) => (
    <Button size="small" variant="outlined" disabled={request.isPending} onClick={() => request.mutate()}>
      {label}
    </Button>
  );
  if (bundle?.status === 'pending') {
    const percent = bundle.total > 0 ? Math.round((bundle.done / bundle.total) * 100) : 0;
    return (
      <Box sx={{ minWidth: 180 }}>
        <LinearProgress
          variant="determinate"
          value={percent}
          aria-label={t('downloadSummary.progressLabel', { name: item.name })}
        />
        <Typography variant="body2">
          {t('downloadSummary.progress', { done: bundle.done, total: bundle.total })}
        </Typography>
      </Box>
    );
  }
  if (bundle?.status === 'ready') {
    return (
      <Link
        href={bundledPdfDownloadUrl(bundle.id)}
        download
        // The link works once: afterwards the status says so and a new bundle can be asked for.
        onClick={() =>
          setTimeout(
            () => void queryClient.invalidateQueries({ queryKey: bundledPdfKey(educationId, item.identifier) }),
            1000,
          )
        }
      >
        {t('downloadSummary.download')}
      </Link>
    );
  }
  return (
    <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
      {bundle?.status === 'failed' && (
        <Alert severity="error" sx={{ py: 0 }}>
          {t('downloadSummary.failed')}
        </Alert>
      )}
      {request.isError && (
        <Alert severity="error" sx={{ py: 0 }}>
          {t('downloadSummary.requestFailed')}
        </Alert>
      )}
      {ask(bundle?.status === 'failed' ? t('downloadSummary.retry') : t('downloadSummary.make'))}
      {item.numberOfAssignments >= BUNDLED_PDF_NOTICE_FROM && (
        <Typography variant="body2" color="text.secondary">
          {t('downloadSummary.notice')}
        </Typography>
      )}
    </Stack>
  );
}

/** The assignments of one category with their files (each opens in the file call). */
function Details({ educationId, item }: { educationId: string; item: DownloadSummaryItem }) {
  const { t } = useTranslation('education');
  const details = useDownloadSummaryDetails(educationId, item.identifier);
  if (details.isPending) return <CircularProgress size={20} aria-label={t('downloadSummary.loading')} />;
  if (details.isError) return <Alert severity="error">{t('downloadSummary.loadFailed')}</Alert>;
  return (
    <Box component="ul" aria-label={t('downloadSummary.detailsOf', { name: item.name })} sx={{ m: 0, pl: 3 }}>
      {details.data.items.map((assignment) => (
        <li key={assignment.id}>
          <Typography variant="body2">
            {assignment.name} ({formatDate(assignment.created)})
          </Typography>
          {assignment.files.length > 0 && (
            <Box component="ul" sx={{ m: 0, pl: 3 }}>
              {assignment.files.map((file) => (
                <li key={file.id}>
                  <Link href={`/api/file/${file.id}`} download={file.name} variant="body2">
                    {file.name}
                  </Link>
                </li>
              ))}
            </Box>
          )}
        </li>
      ))}
    </Box>
  );
}

/**
 * The download summary (spec 2 "Portfolio screen"): per category (module) the number of assignments and files, its
 * detail on request, and the bundled PDF made in the background.
 */
export function DownloadSummaryDialog({
  educationId,
  open,
  onClose,
}: {
  educationId: string;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation(['education', 'domain']);
  const summary = useDownloadSummary(educationId, open);
  const [expanded, setExpanded] = useState<string | null>(null);
  const columns = {
    category: t('downloadSummary.category'),
    module: t('downloadSummary.module'),
    assignments: t('downloadSummary.assignments'),
    files: t('downloadSummary.files'),
    bundledPdf: t('downloadSummary.bundledPdf'),
  };
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="md" aria-labelledby="download-summary-title">
      <DialogTitle id="download-summary-title">{t('downloadSummary.title')}</DialogTitle>
      <DialogContent>
        {summary.isPending && <CircularProgress aria-label={t('downloadSummary.loading')} />}
        {summary.isError && <Alert severity="error">{t('downloadSummary.loadFailed')}</Alert>}
        {summary.data?.items.length === 0 && <Typography>{t('downloadSummary.empty')}</Typography>}
        {summary.data && summary.data.items.length > 0 && (
          // A card per category on a narrow screen: the bundled PDF's button lay beyond a phone's edge (issue 31).
          <ResponsiveTable label={t('downloadSummary.title')}>
            <TableHead>
              <TableRow>
                <TableCell>{columns.category}</TableCell>
                <TableCell>{columns.module}</TableCell>
                <TableCell align="right">{columns.assignments}</TableCell>
                <TableCell align="right">{columns.files}</TableCell>
                <TableCell>{columns.bundledPdf}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {summary.data.items.flatMap((item) => {
                const isOpen = expanded === item.identifier;
                const rows = [
                  <TableRow key={item.identifier}>
                    <LabelledCell label={columns.category}>{t(`domain:moduleType.${item.category}`)}</LabelledCell>
                    <LabelledCell component="th" scope="row" label={columns.module}>
                      <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
                        <span>{item.name}</span>
                        <Button
                          size="small"
                          aria-expanded={isOpen}
                          onClick={() => setExpanded(isOpen ? null : item.identifier)}
                        >
                          {t(isOpen ? 'downloadSummary.hideDetails' : 'downloadSummary.showDetails', {
                            name: item.name,
                          })}
                        </Button>
                      </Stack>
                    </LabelledCell>
                    <LabelledCell label={columns.assignments} align="right">
                      {item.numberOfAssignments}
                    </LabelledCell>
                    <LabelledCell label={columns.files} align="right">
                      {item.numberOfFiles}
                    </LabelledCell>
                    <LabelledCell label={columns.bundledPdf}>
                      <BundledPdf educationId={educationId} item={item} />
                    </LabelledCell>
                  </TableRow>,
                ];
                if (isOpen) {
                  rows.push(
                    <TableRow key={`${item.identifier}-details`}>
                      <LabelledCell colSpan={5}>
                        <Details educationId={educationId} item={item} />
                      </LabelledCell>
                    </TableRow>,
                  );
                }
                return rows;
              })}
            </TableBody>
          </ResponsiveTable>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('downloadSummary.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
