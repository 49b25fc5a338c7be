import DownloadIcon from '@mui/icons-material/Download';
import {
  Alert,
  Box,
  Button,
  CircularProgress,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import { LabelledCell, ResponsiveTable } from '../../../components/data-table';
import { formatDate } from '../../../lib/dates';
import { visuallyHidden } from '../../../lib/visually-hidden';
import { certificateDownloadUrl, useCertificates } from '../api/get-certificates';

const POINTS = new Intl.NumberFormat('nl-NL', { maximumFractionDigits: 2 });

/**
 * Certificates (spec 3 "Profile"): name, end date and points, each downloadable as a PDF. `emptyText` replaces the
 * owner's "none yet" sentence and its explanation when someone else looks (the users screens).
 */
export function CertificatesTab({ userId, emptyText }: { userId: string; emptyText?: string }) {
  const { t } = useTranslation('profile');
  const { data, isPending, isError, refetch } = useCertificates(userId);

  let body;
  if (isPending) {
    body = <CircularProgress aria-label={t('certificates.loading')} />;
  } else if (isError) {
    body = (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void refetch()}>
            {t('certificates.retry')}
          </Button>
        }
      >
        {t('certificates.loadFailed')}
      </Alert>
    );
  } else if (data.length === 0 && emptyText) {
    body = <Typography>{emptyText}</Typography>;
  } else if (data.length === 0) {
    body = (
      <>
        <Typography sx={{ mb: 1 }}>{t('certificates.empty')}</Typography>
        <Typography color="text.secondary">{t('certificates.explanation')}</Typography>
      </>
    );
  } else {
    // A card per certificate on a narrow screen: the download button lay beyond a phone's edge (issue 31).
    body = (
      <ResponsiveTable label={t('certificates.heading')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('certificates.name')}</TableCell>
            <TableCell>{t('certificates.endDate')}</TableCell>
            <TableCell align="right">{t('certificates.points')}</TableCell>
            <TableCell>
              <Box component="span" sx={visuallyHidden}>
                {t('certificates.download')}
              </Box>
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {data.map((certificate) => (
            <TableRow key={certificate.eventId}>
              <LabelledCell label={t('certificates.name')}>{certificate.name}</LabelledCell>
              <LabelledCell label={t('certificates.endDate')} noWrap>
                {certificate.endDate ? formatDate(certificate.endDate) : '-'}
              </LabelledCell>
              <LabelledCell label={t('certificates.points')} align="right">
                {certificate.points === null ? '-' : POINTS.format(certificate.points)}
              </LabelledCell>
              {/* No label on a card: the button says what it does. */}
              <LabelledCell align="right">
                <Button
                  component="a"
                  href={certificateDownloadUrl(userId, certificate.eventId)}
                  download
                  size="small"
                  startIcon={<DownloadIcon />}
                  aria-label={t('certificates.downloadOne', { name: certificate.name })}
                >
                  {t('certificates.download')}
                </Button>
              </LabelledCell>
            </TableRow>
          ))}
        </TableBody>
      </ResponsiveTable>
    );
  }

  return (
    <Box>
      <Typography component="h2" variant="h5" gutterBottom>
        {t('certificates.heading')}
      </Typography>
      {body}
    </Box>
  );
}
