import { Link, List, ListItem, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { ALLOWED_FILE_TYPES, allowedUploadTypes, FILE_UPLOAD_PATH, type FileKind } from '@portal/contracts';
import { FileDropZone } from '../../file-drop-zone';
import type { FieldProps, RendererFile, RendererUploader } from '../types';
import { FieldGroup } from './field-group';

/** The kinds of file the field's switches allow (documents, images, audio, video), by `allowedUploadTypes`. */
export function uploadKinds(metadata: Record<string, unknown>): FileKind[] {
  const allowed = new Set(allowedUploadTypes(metadata));
  return (['document', 'image', 'audio', 'video'] as const).filter((kind) =>
    ALLOWED_FILE_TYPES[kind].every((type) => allowed.has(type)),
  );
}

/** The address of a stored file (with a contributor's token when there is one). */
export function fileUrl(id: string, token?: string): string {
  return `${FILE_UPLOAD_PATH}/${encodeURIComponent(id)}${token ? `?token=${encodeURIComponent(token)}` : ''}`;
}

interface FileAnswerFieldProps extends FieldProps {
  files: ReadonlyMap<string, RendererFile>;
  uploader: RendererUploader;
  onUploading: (fieldId: string, uploading: boolean) => void;
}

/**
 * `file-upload`: the shared drop zone (resumable tus uploads, context `entry`) taking the kinds the field allows;
 * the answer is the stored files' ids. Read-only, the files are listed as links.
 */
export function FileAnswerField(props: FileAnswerFieldProps) {
  const { field, value, onChange, readOnly, error, errorPath, inputId, files, uploader, onUploading } = props;
  const { t } = useTranslation('components');
  const ids = Array.isArray(value) ? value : [];
  const known = ids.map((id) => files.get(id) ?? { id, name: id });
  const bad = errorPath !== undefined && /^\d+$/.test(errorPath) ? known[Number(errorPath)] : undefined;
  // A violation on a file's index names that file.
  const message = error && bad ? `${bad.name}: ${error}` : error;

  if (readOnly) {
    return (
      <FieldGroup id={inputId} field={field} error={message}>
        {known.length === 0 ? (
          <Typography color="text.secondary">{t('formRenderer.files.none')}</Typography>
        ) : (
          <List dense disablePadding>
            {known.map((file) => (
              <ListItem key={file.id} disableGutters>
                <Link href={fileUrl(file.id, uploader.token)} target="_blank" rel="noopener">
                  {file.name}
                </Link>
              </ListItem>
            ))}
          </List>
        )}
      </FieldGroup>
    );
  }

  return (
    <FieldGroup
      id={inputId}
      field={field}
      error={message}
      // The drop zone shows the label itself; the legend still names the group for screen readers.
      hideLegend
    >
      <FileDropZone
        accept={uploadKinds(field.metadata)}
        context={uploader.context ?? 'entry'}
        token={uploader.token}
        label={field.required ? `${field.label} *` : field.label}
        initialFiles={known.map((file) => ({
          id: file.id,
          name: file.name,
          size: file.size ?? 0,
          mimeType: file.mimeType ?? '',
        }))}
        onChange={(next) => {
          if (next.join() !== ids.join()) onChange(next);
        }}
        onUploadingChange={(busy) => onUploading(field.id, busy)}
      />
    </FieldGroup>
  );
}
