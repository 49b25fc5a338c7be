import { useId, useState } from 'react';
import {
  Box,
  Button,
  IconButton,
  Link,
  Stack,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Tooltip,
  Typography,
} from '@mui/material';
import AddOutlined from '@mui/icons-material/AddOutlined';
import AttachFileOutlined from '@mui/icons-material/AttachFileOutlined';
import CloseOutlined from '@mui/icons-material/CloseOutlined';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import type { Education, EducationMaterial, EducationMaterialFile } from '@portal/contracts';
import { useSnackbar } from 'notistack';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { LabelledCell, ResponsiveTable } from '../../../components/data-table';
import { formatDate } from '../../../lib/format';
import { useDeleteEducationMaterial } from '../api/delete-education-material';
import { useDeleteEducationMaterialFile } from '../api/delete-education-material-file';
import { AddFilesDialog, CreateMaterialDialog } from './material-dialogs';

type Dialog =
  | { kind: 'create' }
  | { kind: 'add-files'; material: EducationMaterial }
  | { kind: 'delete'; material: EducationMaterial }
  | { kind: 'delete-file'; material: EducationMaterial; file: EducationMaterialFile };

function Files({
  material,
  canEdit,
  onDelete,
}: {
  material: EducationMaterial;
  canEdit: boolean;
  onDelete: (file: EducationMaterialFile) => void;
}) {
  const { t } = useTranslation('education');
  if (material.files.length === 0) return <>{t('materials.noFiles')}</>;
  return (
    <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none' }}>
      {material.files.map((file) => (
        <Box component="li" key={file.id} sx={{ display: 'flex', alignItems: 'center', gap: 0.5, minWidth: 0 }}>
          <Link href={`/api/file/${file.id}`} download={file.name} sx={{ overflowWrap: 'anywhere' }}>
            {file.name}
          </Link>
          {canEdit ? (
            <Tooltip title={t('materials.deleteFile', { name: file.name, title: material.title })}>
              <IconButton
                size="small"
                aria-label={t('materials.deleteFile', { name: file.name, title: material.title })}
                onClick={() => onDelete(file)}
              >
                <CloseOutlined fontSize="small" />
              </IconButton>
            </Tooltip>
          ) : null}
        </Box>
      ))}
    </Box>
  );
}

/**
 * 'Eigen materiaal' (spec 2 "Education materials", §5, §8): the participant's own materials of `education`, newest
 * first, each with its files to download and its date. With the education's edit permission a material is created
 * (a title and files), gets more files, and a material or a file is deleted after confirmation. Self-contained: the
 * Downloads tab and the portfolio's Products tab both show it; the education's reload after each change refreshes it.
 */
export function OwnMaterials({ education }: { education: Education }) {
  const { t } = useTranslation('education');
  const { enqueueSnackbar } = useSnackbar();
  const canEdit = education._permissions.edit;
  const headingId = useId();
  // The open dialog, and the last one of each sort: a closing dialog keeps its content while it fades out.
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [last, setLast] = useState<{ files?: EducationMaterial; confirm?: Dialog }>({});
  // Each opening of a form dialog starts afresh (the drop zone keeps its own list of files).
  const [opening, setOpening] = useState(0);
  const deleteMaterial = useDeleteEducationMaterial(education.id);
  const deleteFile = useDeleteEducationMaterialFile(education.id);
  const open = (next: Dialog) => {
    setOpening((n) => n + 1);
    setDialog(next);
    if (next.kind === 'add-files') setLast((l) => ({ ...l, files: next.material }));
    if (next.kind === 'delete' || next.kind === 'delete-file') setLast((l) => ({ ...l, confirm: next }));
  };
  const close = () => setDialog(null);

  const confirmDelete = async () => {
    const target = last.confirm;
    if (target?.kind === 'delete') {
      try {
        await deleteMaterial.mutateAsync(target.material.id);
        enqueueSnackbar(t('materials.deleted'), { variant: 'success' });
      } catch {
        enqueueSnackbar(t('materials.deleteFailed'), { variant: 'error' });
      }
    } else if (target?.kind === 'delete-file') {
      try {
        await deleteFile.mutateAsync({ materialId: target.material.id, fileId: target.file.id });
        enqueueSnackbar(t('materials.fileDeleted'), { variant: 'success' });
      } catch {
        enqueueSnackbar(t('materials.deleteFileFailed'), { variant: 'error' });
      }
    }
  };
  const confirmText =
    last.confirm?.kind === 'delete'
      ? t('materials.confirmDelete', { title: last.confirm.material.title })
      : last.confirm?.kind === 'delete-file'
        ? t('materials.confirmDeleteFile', { name: last.confirm.file.name })
        : undefined;

  const columns = [t('materials.columns.title'), t('materials.columns.files'), t('materials.columns.created')];

  return (
    <Box component="section" aria-labelledby={headingId}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        sx={{ justifyContent: 'space-between', alignItems: { xs: 'flex-start', sm: 'center' }, mb: 1 }}
      >
        <Typography id={headingId} component="h2" variant="h6">
          {t('materials.heading')}
        </Typography>
        {canEdit ? (
          <Button variant="contained" startIcon={<AddOutlined />} onClick={() => open({ kind: 'create' })}>
            {t('materials.add')}
          </Button>
        ) : null}
      </Stack>
      {canEdit ? (
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {t('materials.intro')}
        </Typography>
      ) : null}

      {education.materials.length === 0 ? (
        <Typography>{t('materials.empty')}</Typography>
      ) : (
        <ResponsiveTable label={t('materials.tableLabel')}>
          <TableHead>
            <TableRow>
              {columns.map((column) => (
                <TableCell key={column}>{column}</TableCell>
              ))}
              {canEdit ? <TableCell>{t('materials.columns.actions')}</TableCell> : null}
            </TableRow>
          </TableHead>
          <TableBody>
            {education.materials.map((material) => (
              <TableRow key={material.id}>
                <LabelledCell component="th" scope="row" label={t('materials.columns.title')}>
                  {material.title}
                </LabelledCell>
                <LabelledCell label={t('materials.columns.files')}>
                  <Files
                    material={material}
                    canEdit={canEdit}
                    onDelete={(file) => open({ kind: 'delete-file', material, file })}
                  />
                </LabelledCell>
                <LabelledCell label={t('materials.columns.created')} sx={{ whiteSpace: 'nowrap' }}>
                  {formatDate(material.created)}
                </LabelledCell>
                {canEdit ? (
                  <LabelledCell label={t('materials.columns.actions')} sx={{ whiteSpace: 'nowrap' }}>
                    <Tooltip title={t('materials.addFilesTo', { title: material.title })}>
                      <IconButton
                        aria-label={t('materials.addFilesTo', { title: material.title })}
                        onClick={() => open({ kind: 'add-files', material })}
                      >
                        <AttachFileOutlined />
                      </IconButton>
                    </Tooltip>
                    <Tooltip title={t('materials.delete', { title: material.title })}>
                      <IconButton
                        aria-label={t('materials.delete', { title: material.title })}
                        onClick={() => open({ kind: 'delete', material })}
                      >
                        <DeleteOutlined />
                      </IconButton>
                    </Tooltip>
                  </LabelledCell>
                ) : null}
              </TableRow>
            ))}
          </TableBody>
        </ResponsiveTable>
      )}

      {canEdit ? (
        <>
          <CreateMaterialDialog
            key={`create-${opening}`}
            open={dialog?.kind === 'create'}
            onClose={close}
            educationId={education.id}
          />
          {last.files ? (
            <AddFilesDialog
              key={`add-${opening}`}
              open={dialog?.kind === 'add-files'}
              onClose={close}
              educationId={education.id}
              material={last.files}
            />
          ) : null}
          <ConfirmDialog
            open={dialog?.kind === 'delete' || dialog?.kind === 'delete-file'}
            onClose={close}
            onConfirm={confirmDelete}
            text={confirmText}
          />
        </>
      ) : null}
    </Box>
  );
}
