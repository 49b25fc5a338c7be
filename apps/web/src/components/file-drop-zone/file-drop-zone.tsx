import { useId, useState, type DragEvent } from 'react';
import { Alert, Box, Button, IconButton, LinearProgress, List, ListItem, Stack, Typography } from '@mui/material';
import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import CloudUploadOutlined from '@mui/icons-material/CloudUploadOutlined';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import InsertDriveFileOutlined from '@mui/icons-material/InsertDriveFileOutlined';
import { useSnackbar } from 'notistack';
import { useTranslation } from 'react-i18next';
import { MAX_UPLOAD_BYTES, type FileKind, type FileUploadContext } from '@portal/contracts';
import { formatFileSize } from '../../lib/format';
import { FilePreview } from './file-preview';
import { acceptAttribute, allowedTypeOf, allowedTypes, isPreviewable } from './file-types';
import { useUploads, type StoredFile, type UploadEntry } from './use-uploads';

export interface FileDropZoneProps {
  /** The kinds of file allowed (spec 1 §5), e.g. `['document', 'image']`. */
  accept: readonly FileKind[];
  /**
   * The ids of the stored files whenever they change (after an upload completes or a file is removed): hand it
   * to react-hook-form as `field.onChange`.
   */
  onChange: (ids: string[]) => void;
  /** Whether an upload is still running, so the form can wait before saving. */
  onUploadingChange?: (uploading: boolean) => void;
  /** Files stored before (editing an item): shown as uploaded and part of the ids. */
  initialFiles?: readonly StoredFile[];
  /** Upload metadata telling the server what the files are for. */
  context?: FileUploadContext;
  /** An external contributor's token (spec 2): the upload is allowed by it instead of a session. */
  token?: string;
  /** Several files (default) or one, which a new choice replaces. */
  multiple?: boolean;
  /** Largest file accepted (default: the server's limit). */
  maxBytes?: number;
  /** Visible label of the zone (default 'Bestanden'). */
  label?: string;
  disabled?: boolean;
}

interface Rejected {
  name: string;
  reason: string;
}

/**
 * The file drop zone of spec 1 §5: drag files onto it or choose them with the button (keyboard users too); only
 * the allowed kinds are taken, the rest are listed under 'Onderstaande bestanden worden niet ondersteund:', and a
 * file with the same name and size as one already there is ignored. Each file uploads resumably with its own
 * progress bar; images get a preview. See README.md next to this file.
 */
export function FileDropZone({
  accept,
  onChange,
  onUploadingChange,
  initialFiles,
  context,
  token,
  multiple = true,
  maxBytes = MAX_UPLOAD_BYTES,
  label,
  disabled = false,
}: FileDropZoneProps) {
  const { t } = useTranslation('components');
  const { enqueueSnackbar } = useSnackbar();
  const labelId = useId();
  const hintId = useId();
  const [dragging, setDragging] = useState(false);
  const [rejected, setRejected] = useState<Rejected[]>([]);
  const count = multiple ? 2 : 1;

  const { entries, add, remove, retry } = useUploads({
    context,
    token,
    initialFiles,
    onChange,
    onUploadingChange,
    onRefused: (_entry, error) =>
      enqueueSnackbar(t(error === 'unsupported' ? 'fileDropZone.unsupported' : 'fileDropZone.tooLarge'), {
        variant: 'error',
      }),
  });

  const take = (files: File[]) => {
    if (disabled || files.length === 0) return;
    const allowed = allowedTypes(accept);
    const accepted: { file: File; type: string }[] = [];
    const refused: Rejected[] = [];
    // Same name and size as a file already there (or earlier in this choice): the same file, ignored.
    const seen = new Set(multiple ? entries.map((entry) => `${entry.name}\u0000${entry.size}`) : []);
    for (const file of files) {
      const type = allowedTypeOf(file, allowed);
      if (type === undefined) {
        refused.push({ name: file.name, reason: t('fileDropZone.rejectedType') });
        continue;
      }
      if (file.size > maxBytes) {
        refused.push({ name: file.name, reason: t('fileDropZone.rejectedSize', { size: formatFileSize(maxBytes) }) });
        continue;
      }
      const identity = `${file.name}\u0000${file.size}`;
      if (seen.has(identity)) continue;
      seen.add(identity);
      accepted.push({ file, type });
    }
    setRejected(refused);
    if (accepted.length === 0) return;
    if (multiple) add(accepted);
    else add(accepted.slice(0, 1), true);
  };

  const onDrop = (event: DragEvent<HTMLElement>) => {
    event.preventDefault();
    setDragging(false);
    take(Array.from(event.dataTransfer.files));
  };

  const kinds = accept.map((kind) => t(`fileDropZone.kinds.${kind}`)).join(', ');

  return (
    <Box role="group" aria-labelledby={labelId} aria-describedby={hintId}>
      <Typography id={labelId} component="span" variant="subtitle2" sx={{ display: 'block', mb: 1 }}>
        {label ?? t('fileDropZone.label')}
      </Typography>
      <Box
        onDragEnter={(event) => {
          event.preventDefault();
          if (!disabled) setDragging(true);
        }}
        onDragOver={(event) => {
          // Without this the browser opens the dropped file instead of handing it to us.
          event.preventDefault();
          event.dataTransfer.dropEffect = disabled ? 'none' : 'copy';
        }}
        onDragLeave={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragging(false);
        }}
        onDrop={onDrop}
        data-dragging={dragging || undefined}
        sx={{
          border: 2,
          borderStyle: 'dashed',
          borderColor: dragging ? 'primary.main' : 'divider',
          bgcolor: dragging ? 'action.hover' : 'transparent',
          borderRadius: 1,
          p: 3,
          textAlign: 'center',
          opacity: disabled ? 0.6 : 1,
        }}
      >
        <CloudUploadOutlined color="action" aria-hidden sx={{ fontSize: 40 }} />
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1}
          sx={{ justifyContent: 'center', alignItems: 'center', my: 1 }}
        >
          <Typography>{t('fileDropZone.dropHere', { count })}</Typography>
          {/* A label around the input: the button opens the file picker by mouse, Enter or Space. */}
          <Button component="label" variant="outlined" disabled={disabled}>
            {t('fileDropZone.choose', { count })}
            <input
              type="file"
              hidden
              multiple={multiple}
              accept={acceptAttribute(accept)}
              disabled={disabled}
              onChange={(event) => {
                take(Array.from(event.target.files ?? []));
                // The same file can be chosen again after it was removed.
                event.target.value = '';
              }}
            />
          </Button>
        </Stack>
        <Typography id={hintId} variant="body2" color="text.secondary">
          {t('fileDropZone.allowed', { kinds, size: formatFileSize(maxBytes) })}
        </Typography>
      </Box>

      {rejected.length > 0 ? (
        <Alert severity="warning" role="alert" onClose={() => setRejected([])} sx={{ mt: 2 }}>
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {t('fileDropZone.rejectedHeading')}
          </Typography>
          <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
            {rejected.map((item, index) => (
              <li key={`${item.name}-${index}`}>
                {item.name}: {item.reason}
              </li>
            ))}
          </Box>
        </Alert>
      ) : null}

      {entries.length > 0 ? (
        <List aria-label={t('fileDropZone.files')} dense sx={{ mt: 1 }}>
          {entries.map((entry) => (
            <FileRow
              key={entry.key}
              entry={entry}
              onRemove={() => remove(entry.key)}
              onRetry={() => retry(entry.key)}
            />
          ))}
        </List>
      ) : null}
    </Box>
  );
}

interface FileRowProps {
  entry: UploadEntry;
  onRemove: () => void;
  onRetry: () => void;
}

function FileRow({ entry, onRemove, onRetry }: FileRowProps) {
  const { t } = useTranslation('components');
  let outcome = '';
  if (entry.status === 'done') outcome = t('fileDropZone.done');
  else if (entry.status === 'failed') outcome = t(`fileDropZone.${entry.error ?? 'failed'}`);
  const progressText =
    entry.progress === 0 ? t('fileDropZone.waiting') : t('fileDropZone.uploading', { percent: entry.progress });

  return (
    <ListItem
      disableGutters
      secondaryAction={
        <IconButton edge="end" aria-label={t('fileDropZone.remove', { name: entry.name })} onClick={onRemove}>
          <DeleteOutlined />
        </IconButton>
      }
    >
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', width: '100%', pr: 6, minWidth: 0 }}>
        {entry.file && isPreviewable(entry.type) ? (
          <FilePreview file={entry.file} alt={t('fileDropZone.preview', { name: entry.name })} />
        ) : (
          <InsertDriveFileOutlined color="action" aria-hidden sx={{ fontSize: 32, width: 48, flexShrink: 0 }} />
        )}
        <Box sx={{ flexGrow: 1, minWidth: 0 }}>
          <Typography variant="body2" noWrap title={entry.name}>
            {entry.name}{' '}
            <Typography component="span" variant="caption" color="text.secondary">
              ({formatFileSize(entry.size)})
            </Typography>
          </Typography>
          {entry.status === 'uploading' ? (
            <LinearProgress
              variant="determinate"
              value={entry.progress}
              aria-label={t('fileDropZone.progress', { name: entry.name })}
              sx={{ my: 0.5 }}
            />
          ) : null}
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            {entry.status === 'done' ? <CheckCircleOutlined color="success" aria-hidden fontSize="small" /> : null}
            {entry.status === 'uploading' ? (
              <Typography variant="caption" color="text.secondary">
                {progressText}
              </Typography>
            ) : null}
            {/* Finished and failed uploads are announced; the running percentage is not, it would never stop talking. */}
            <Typography
              variant="caption"
              color={entry.status === 'failed' ? 'error' : 'text.secondary'}
              aria-live="polite"
            >
              {outcome}
            </Typography>
            {entry.status === 'failed' && entry.error === 'failed' ? (
              <Button size="small" onClick={onRetry} aria-label={t('fileDropZone.retryFile', { name: entry.name })}>
                {t('fileDropZone.retry')}
              </Button>
            ) : null}
          </Stack>
        </Box>
      </Stack>
    </ListItem>
  );
}
