import { Link, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import type { Education } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { LabelledCell, ResponsiveTable } from '../../../components/data-table';
import { formatDate } from '../../../lib/format';

/** The Downloads tab: the participant's own materials and their files (`GET /api/file/{id}`), newest first. */
export function EducationDownloads({ education }: { education: Education }) {
  const { t } = useTranslation('education');
  if (education.materials.length === 0) return <Typography>{t('noResults')}</Typography>;
  return (
    <ResponsiveTable label={t('downloads.label')}>
      <TableHead>
        <TableRow>
          <TableCell>{t('downloads.title')}</TableCell>
          <TableCell>{t('downloads.files')}</TableCell>
          <TableCell>{t('downloads.created')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {education.materials.map((material) => (
          <TableRow key={material.id}>
            <LabelledCell component="th" scope="row" label={t('downloads.title')}>
              {material.title}
            </LabelledCell>
            <LabelledCell label={t('downloads.files')}>
              {material.files.map((file) => (
                <div key={file.id}>
                  <Link href={`/api/file/${file.id}`} download={file.name}>
                    {file.name}
                  </Link>
                </div>
              ))}
            </LabelledCell>
            <LabelledCell label={t('downloads.created')}>{formatDate(material.created)}</LabelledCell>
          </TableRow>
        ))}
      </TableBody>
    </ResponsiveTable>
  );
}
