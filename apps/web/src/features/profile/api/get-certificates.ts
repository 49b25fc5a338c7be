import { queryOptions, useQuery } from '@tanstack/react-query';
import { getUserCertificates, listSearchParams, type Certificate } from '@portal/contracts';
import { get } from '../../../lib/api-client';

/** Every certificate on one page: a person collects a few dozen over a career, not thousands. */
const ALL = 1000;

export const certificatesQueryKey = (userId: string) => ['users', userId, 'certificates'] as const;

/** `GET /api/users/{id}/certificates` (spec 3 §7): most recent first. */
export async function getCertificates(userId: string, signal?: AbortSignal): Promise<Certificate[]> {
  const path = getUserCertificates.path.replace(':id', encodeURIComponent(userId));
  const answer = await get(`${path}?${listSearchParams({ perPage: ALL }).toString()}`, {
    schema: getUserCertificates.response[200],
    signal,
  });
  return answer.items;
}

/** Where the browser downloads one certificate (`GET /api/users/{id}/certificates/{eventId}`, a PDF). */
export function certificateDownloadUrl(userId: string, eventId: string): string {
  return `/api/users/${encodeURIComponent(userId)}/certificates/${encodeURIComponent(eventId)}`;
}

export function useCertificates(userId: string) {
  return useQuery(
    queryOptions({ queryKey: certificatesQueryKey(userId), queryFn: ({ signal }) => getCertificates(userId, signal) }),
  );
}
