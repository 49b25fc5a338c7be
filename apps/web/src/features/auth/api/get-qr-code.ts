import { queryOptions, useQuery } from '@tanstack/react-query';
import { getQrCode } from '@portal/contracts';
import { z } from 'zod';
import { get } from '../../../lib/api-client';

/** The QR code itself (PNG), for `<img src>`: the browser fetches it with the session cookie. */
export const QR_CODE_IMAGE_URL = getQrCode.path;

/** `?format=json`: the same pending secret as text, for typing into an app that cannot scan. */
const qrSecretSchema = z.object({ secret: z.string(), uri: z.string() });
export type QrSecret = z.infer<typeof qrSecretSchema>;

export function getQrSecret(signal?: AbortSignal): Promise<QrSecret> {
  return get(`${getQrCode.path}?format=json`, { schema: qrSecretSchema, signal });
}

export const qrSecretQuery = queryOptions({
  queryKey: ['two-factor', 'qr-code'],
  queryFn: ({ signal }) => getQrSecret(signal),
  // The server keeps the pending secret until a code confirms it: it does not change while the screen is open.
  staleTime: Infinity,
});

export function useQrSecret(enabled: boolean) {
  return useQuery({ ...qrSecretQuery, enabled });
}
