import { useParams } from 'react-router';
import { z } from 'zod';
import { LearningMaterialRedirect } from '../../../components/learning-material-redirect';
import { ApiError } from '../../../lib/api-client';
import { getScheduleMaterial } from '../api/get-schedule-material';

const id = z.uuid();

/**
 * Route module for /agenda/user/:userId/evenement/:eventId/leermateriaal (spec 2 §2): the learning material of an
 * event on the schedule; the browser goes on to the learning platform, signed in, or 'Helaas!' says there is none.
 */
export function ScheduleMaterialPage() {
  const { userId = '', eventId = '' } = useParams();
  // Not an id at all: nothing to ask the server, the page does not exist.
  if (!id.safeParse(userId).success || !id.safeParse(eventId).success) throw new ApiError(404, 'not_found');
  return (
    <LearningMaterialRedirect
      key={`${userId}/${eventId}`}
      queryKey={['schedule-event', userId, eventId]}
      load={async (signal) => (await getScheduleMaterial(userId, eventId, signal)).loginUrl}
    />
  );
}

export { ScheduleMaterialPage as Component };
