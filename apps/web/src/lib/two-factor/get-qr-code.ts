import { queryOptions, useQuery } from '@tanstack/react-query';
import { getQrCode } from '@portal/contracts';
import { z } from 'zod';
import { get } from '../api-client';

/** The QR code itself (PNG), for `<img src>`: the browser fetches it with the session cookie. */
export const QR_CODE_IMAGE_URL = getQrCode.path;

const qrSecretSchema = z.object({ secret: z.string(), uri: z.string() });
export type QrSecret = z.infer<typeof qrSecretSchema>;

/** `GET /api/users/qr-code?format=json`: the pending authenticator secret as text (the call also creates it). */
export function getQrSecret(signal?: AbortSignal): Promise<QrSecret> {
  return get(`${getQrCode.path}?format=json`, { schema: qrSecretSchema, signal });
}

export const qrSecretQuery = queryOptions({
  queryKey: ['two-factor', 'qr-code'],
  queryFn: ({ signal }) => getQrSecret(signal),
  // The server keeps the pending secret until a code confirms it: it does not change while the setup is open.
  staleTime: Infinity,
  // Forgotten as soon as the setup closes: after a save the server has used the secret up and starts a new one.
  gcTime: 0,
});

/** Used by the sign-in's configuration screen and the profile's authentication tab alike. */
export function useQrSecret() {
  return useQuery(qrSecretQuery);
}
