import { getEducatorParticipants, getMyParticipants } from '@portal/contracts';

/** The React Query key prefix of the participant lists (a table appends its list parameters). */
export const myParticipantsKeys = {
  all: ['my-participants'] as const,
  of: (educatorId: string | null) => [...myParticipantsKeys.all, educatorId ?? 'own'] as const,
};

/**
 * Where a participant list comes from: `GET /api/my-participants/educator/{id}` for one educator (the users screens),
 * or `GET /api/my-participants` for the signed-in educator. Both answer the same page shape.
 */
export function myParticipantsSource(educatorId: string | null) {
  if (educatorId === null) return { endpoint: getMyParticipants, path: getMyParticipants.path };
  return {
    endpoint: getEducatorParticipants,
    path: getEducatorParticipants.path.replace(':id', encodeURIComponent(educatorId)),
  };
}
