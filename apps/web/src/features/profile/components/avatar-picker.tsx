import { Avatar, Box, Button, Stack, Typography } from '@mui/material';
import { AVATAR_MIME_TYPES, MAX_AVATAR_BYTES } from '@portal/contracts';
import { useSnackbar } from 'notistack';
import { useId, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { useRemoveAvatar } from '../api/delete-user-avatar';
import { useUploadAvatar } from '../api/post-user-avatar';

type UploadFailure = 'avatar.tooLarge' | 'avatar.unsupported' | 'avatar.uploadFailed';

/** The message for a refused upload: too large and not an image have their own, anything else the general one. */
function uploadFailure(error: unknown): UploadFailure {
  if (error instanceof ApiError && error.status === 413) return 'avatar.tooLarge';
  if (error instanceof ApiError && error.status === 415) return 'avatar.unsupported';
  return 'avatar.uploadFailed';
}

/** What is wrong with a chosen file before sending it (the server checks the bytes again), or null. */
function problemOf(image: File): UploadFailure | null {
  if (!(AVATAR_MIME_TYPES as readonly string[]).includes(image.type)) return 'avatar.unsupported';
  if (image.size > MAX_AVATAR_BYTES) return 'avatar.tooLarge';
  return null;
}

export interface AvatarPickerProps {
  userId: string;
  /** The current avatar's address, or null. */
  avatar: string | null;
  fullName: string;
  /** Shown when there is no avatar. */
  initials: string;
}

/**
 * The avatar on the profiel tab (spec 3 "Profile"): the picture (or the initials), 'Avatar wijzigen' to upload a
 * jpg, png, gif or webp of at most 5 MB (the server makes a square of it) and 'Avatar verwijderen'. Each change
 * says so in a snackbar and refreshes the account and the profile.
 */
export function AvatarPicker({ userId, avatar, fullName, initials }: AvatarPickerProps) {
  const { t } = useTranslation('profile');
  const { enqueueSnackbar } = useSnackbar();
  const headingId = useId();
  const hintId = useId();
  const upload = useUploadAvatar(userId);
  const remove = useRemoveAvatar(userId);
  const busy = upload.isPending || remove.isPending;

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const image = input.files?.[0];
    // Emptied, so that choosing the same file again (after a failure) is a change too.
    input.value = '';
    if (!image) return;
    const problem = problemOf(image);
    if (problem) {
      enqueueSnackbar(t(problem), { variant: 'error' });
      return;
    }
    upload.mutate(image, {
      onSuccess: () => enqueueSnackbar(t('avatar.changed'), { variant: 'success' }),
      onError: (error) => enqueueSnackbar(t(uploadFailure(error)), { variant: 'error' }),
    });
  };

  const removeAvatar = () =>
    remove.mutate(undefined, {
      onSuccess: () => enqueueSnackbar(t('avatar.removed'), { variant: 'success' }),
      onError: () => enqueueSnackbar(t('avatar.removeFailed'), { variant: 'error' }),
    });

  return (
    <Stack
      component="section"
      aria-labelledby={headingId}
      direction={{ xs: 'column', sm: 'row' }}
      spacing={3}
      sx={{ alignItems: { sm: 'center' } }}
    >
      <Avatar
        src={avatar ?? undefined}
        alt={t('avatar.alt', { name: fullName })}
        sx={{ width: 96, height: 96, fontSize: 36 }}
      >
        {initials}
      </Avatar>
      <Box>
        <Typography id={headingId} component="h2" variant="h6">
          {t('avatar.heading')}
        </Typography>
        <Typography id={hintId} variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
          {t('avatar.hint')}
        </Typography>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <Button component="label" variant="outlined" disabled={busy}>
            {t('avatar.change')}
            <input
              type="file"
              hidden
              accept={AVATAR_MIME_TYPES.join(',')}
              aria-describedby={hintId}
              disabled={busy}
              onChange={choose}
            />
          </Button>
          {avatar ? (
            <Button color="error" disabled={busy} onClick={removeAvatar}>
              {t('avatar.remove')}
            </Button>
          ) : null}
        </Stack>
      </Box>
    </Stack>
  );
}
