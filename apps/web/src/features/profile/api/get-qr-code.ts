import { queryOptions, useQuery } from '@tanstack/react-query';
import { getQrCode } from '@portal/contracts';
import { z } from 'zod';
import { get } from '../../../lib/api-client';

// The same call as the configuration screen of features/auth makes; features do not share code, so it is repeated
// here with the profile's own cache entry.

/** The QR code itself (PNG), for `<img src>`: the browser fetches it with the session cookie. */
export const QR_CODE_IMAGE_URL = getQrCode.path;

const qrSecretSchema = z.object({ secret: z.string(), uri: z.string() });
export type QrSecret = z.infer<typeof qrSecretSchema>;

export const QR_SECRET_QUERY_KEY = ['profile', 'qr-code'] as const;

/** `GET /api/users/qr-code?format=json`: the pending authenticator secret as text (it also creates it). */
export function getQrSecret(signal?: AbortSignal): Promise<QrSecret> {
  return get(`${getQrCode.path}?format=json`, { schema: qrSecretSchema, signal });
}

export const qrSecretQuery = queryOptions({
  queryKey: QR_SECRET_QUERY_KEY,
  queryFn: ({ signal }) => getQrSecret(signal),
  // The server keeps the pending secret until a code confirms it: it does not change while the setup is open.
  staleTime: Infinity,
  // Forgotten as soon as the setup closes: after a save the server has used the secret up and starts a new one.
  gcTime: 0,
});

export function useQrSecret() {
  return useQuery(qrSecretQuery);
}
