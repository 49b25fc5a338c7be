import { useId } from 'react';
import {
  Button,
  FormHelperText,
  IconButton,
  Link,
  List,
  ListItem,
  ListItemText,
  Stack,
  Typography,
} from '@mui/material';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import { useSnackbar } from 'notistack';
import { useTranslation } from 'react-i18next';
import { ALLOWED_FILE_TYPES, MAX_NEWS_FILE_BYTES, type NewsDetail } from '@portal/contracts';
import { formatFileSize } from '../../../lib/format';
import { visuallyHidden } from '../../../lib/visually-hidden';
import { useRemoveNewsFile } from '../api/news-files';

/** Attachments may be documents, images, audio or video (spec 1 §2 "attachments"; the server checks the bytes). */
const ATTACHMENT_TYPES: readonly string[] = [
  ...ALLOWED_FILE_TYPES.document,
  ...ALLOWED_FILE_TYPES.image,
  ...ALLOWED_FILE_TYPES.audio,
  ...ALLOWED_FILE_TYPES.video,
];

interface NewsAttachmentsProps {
  /** The stored item (editing), whose files are listed and can be removed; undefined while creating. */
  item?: NewsDetail;
  /** Files chosen here, uploaded when the item is saved. */
  pending: readonly File[];
  onPendingChange: (files: File[]) => void;
}

/**
 * The attachments (spec 1 §7: `files[n]` to `POST /api/news/{id}/upload`): the stored ones, each removable at once
 * ('Bestand succesvol verwijderd'), and the newly chosen ones, which go up with Opslaan (a new item has no id before
 * then). A file of another kind or over the size limit is refused here with its name; one with the name and size of
 * a file already chosen is ignored.
 */
export function NewsAttachments({ item, pending, onPendingChange }: NewsAttachmentsProps) {
  const { t } = useTranslation('management');
  const { enqueueSnackbar } = useSnackbar();
  const inputId = useId();
  const headingId = useId();
  const remove = useRemoveNewsFile(item?.id ?? '');
  const stored = item?.files ?? [];

  const add = (list: FileList | null) => {
    const next = [...pending];
    for (const file of Array.from(list ?? [])) {
      if (file.type !== '' && !ATTACHMENT_TYPES.includes(file.type)) {
        enqueueSnackbar(t('newsForm.attachmentWrongType', { name: file.name }), { variant: 'error' });
      } else if (file.size > MAX_NEWS_FILE_BYTES) {
        enqueueSnackbar(t('newsForm.attachmentTooLarge', { name: file.name }), { variant: 'error' });
      } else if (!next.some((chosen) => chosen.name === file.name && chosen.size === file.size)) {
        next.push(file);
      }
    }
    onPendingChange(next);
  };

  return (
    <Stack spacing={1} component="section" aria-labelledby={headingId}>
      <Typography id={headingId} component="h2" variant="h6">
        {t('newsForm.attachments')}
      </Typography>
      {stored.length === 0 && pending.length === 0 ? <Typography>{t('newsForm.noAttachments')}</Typography> : null}
      <List aria-labelledby={headingId} dense disablePadding>
        {stored.map((file) => (
          <ListItem
            key={file.id}
            secondaryAction={
              <IconButton
                edge="end"
                aria-label={t('newsForm.removeAttachment', { name: file.name })}
                disabled={remove.isPending}
                onClick={() =>
                  remove.mutate(file.id, {
                    onSuccess: () => enqueueSnackbar(t('newsForm.attachmentRemoved'), { variant: 'success' }),
                    onError: () => enqueueSnackbar(t('newsForm.attachmentRemoveFailed'), { variant: 'error' }),
                  })
                }
              >
                <DeleteOutlined />
              </IconButton>
            }
          >
            <ListItemText
              primary={
                <Link href={file.url} target="_blank" rel="noopener noreferrer">
                  {file.name}
                </Link>
              }
              secondary={formatFileSize(file.size)}
            />
          </ListItem>
        ))}
        {pending.map((file) => (
          <ListItem
            key={`${file.name}:${file.size}`}
            secondaryAction={
              <IconButton
                edge="end"
                aria-label={t('newsForm.removeAttachment', { name: file.name })}
                onClick={() => onPendingChange(pending.filter((chosen) => chosen !== file))}
              >
                <DeleteOutlined />
              </IconButton>
            }
          >
            <ListItemText
              primary={file.name}
              secondary={`${formatFileSize(file.size)} · ${t('newsForm.pendingAttachment')}`}
            />
          </ListItem>
        ))}
      </List>
      <div>
        {/* A real button that opens the hidden file input: one tab stop, and Enter/Space work (a <label> styled as a
            button does not pass a key press on to its input). */}
        <Button variant="outlined" onClick={() => document.getElementById(inputId)?.click()}>
          {t('newsForm.addAttachments')}
        </Button>
        <input
          id={inputId}
          type="file"
          tabIndex={-1}
          aria-label={t('newsForm.addAttachments')}
          multiple
          accept={ATTACHMENT_TYPES.join(',')}
          aria-describedby={`${inputId}-help`}
          style={visuallyHidden}
          onChange={(event) => {
            add(event.target.files);
            event.target.value = '';
          }}
        />
      </div>
      <FormHelperText id={`${inputId}-help`} sx={{ mx: 0 }}>
        {t('newsForm.attachmentsHelp')}
      </FormHelperText>
    </Stack>
  );
}
