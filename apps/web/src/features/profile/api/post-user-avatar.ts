import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  AVATAR_FIELD,
  errorCodeForStatus,
  errorResponseSchema,
  postUserAvatar as postUserAvatarEndpoint,
} from '@portal/contracts';
import type { z } from 'zod';
import { ApiError } from '../../../lib/api-client';
import { SESSION_QUERY_KEY } from '../../../lib/session';
import { userProfileQueryKey } from './get-user-profile';

export type AvatarAnswer = z.infer<(typeof postUserAvatarEndpoint.response)[200]>;

/**
 * `POST /api/users/{id}/avatar` (spec 3 §7): the image as multipart field `file`, so not through the JSON client.
 * Refusals: 413 `payload_too_large` (over 5 MB), 415 `unsupported_file_type` (not a jpeg, png, gif or webp by its
 * bytes). Answers the new avatar's address.
 */
export async function postUserAvatar(userId: string, image: File): Promise<AvatarAnswer> {
  const body = new FormData();
  body.append(AVATAR_FIELD, image);
  let response: Response;
  try {
    response = await fetch(postUserAvatarEndpoint.path.replace(':id', encodeURIComponent(userId)), {
      method: 'POST',
      headers: { Accept: 'application/json' },
      credentials: 'same-origin',
      body,
    });
  } catch {
    throw new ApiError(0, 'network_error');
  }
  const json: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    const error = errorResponseSchema.safeParse(json);
    throw error.success
      ? new ApiError(response.status, error.data.detail, error.data.violations, json)
      : new ApiError(response.status, errorCodeForStatus(response.status));
  }
  const parsed = postUserAvatarEndpoint.response[200].safeParse(json);
  if (!parsed.success) throw new ApiError(response.status, 'invalid_response');
  return parsed.data;
}

/** Uploads a new avatar; the account (top bar) and the profile then show it. */
export function useUploadAvatar(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (image: File) => postUserAvatar(userId, image),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY }),
        queryClient.invalidateQueries({ queryKey: userProfileQueryKey(userId) }),
      ]),
  });
}
