import { useParams } from 'react-router';
import { educatorEventSchema } from '@portal/contracts';
import { LearningMaterialRedirect } from '../../../components/learning-material-redirect';
import { ApiError } from '../../../lib/api-client';
import { getEventMaterial } from '../api/get-event-material';

/**
 * Route module for /modulen/user/:userId/evenement/:eventId/leermateriaal (spec 3): the learning material of an
 * event in the educator modules list; the browser goes on to Moodle, signed in, or 'Helaas!' says there is none.
 */
export function EventMaterialPage() {
  const { userId = '', eventId = '' } = useParams();
  const valid = educatorEventSchema.shape.id;
  if (!valid.safeParse(userId).success || !valid.safeParse(eventId).success) throw new ApiError(404, 'not_found');
  return (
    <LearningMaterialRedirect
      key={`${userId}/${eventId}`}
      queryKey={['educator-event', userId, eventId]}
      load={async (signal) => (await getEventMaterial(userId, eventId, signal)).loginUrl}
    />
  );
}

export { EventMaterialPage as Component };
