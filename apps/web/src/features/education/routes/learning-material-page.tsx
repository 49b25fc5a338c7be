import { useParams } from 'react-router';
import { z } from 'zod';
import { LearningMaterialRedirect } from '../../../components/learning-material-redirect';
import { ApiError } from '../../../lib/api-client';
import { getCatchUpMaterial } from '../api/get-catch-up-material';
import { getEducationMaterial } from '../api/get-education-material';

const uuid = z.uuid();

/** The route's ids; a parameter that is no id at all: nothing to ask the server, the page does not exist. */
function useIds<K extends string>(...names: K[]): Record<K, string> {
  const params = useParams();
  const ids = {} as Record<K, string>;
  for (const name of names) {
    const value = params[name] ?? '';
    if (!uuid.safeParse(value).success) throw new ApiError(404, 'not_found');
    ids[name] = value;
  }
  return ids;
}

/** Route module for /onderwijs/:educationId/leermateriaal (spec 2 §2): the education's own course. */
export function EducationMaterialPage() {
  const { educationId } = useIds('educationId');
  return (
    <LearningMaterialRedirect
      key={educationId}
      queryKey={['education', educationId]}
      load={async (signal) => (await getEducationMaterial(educationId, undefined, signal)).loginUrl}
    />
  );
}

/** Route module for /onderwijs/:educationId/evenement/:eventId/leermateriaal: an event the education is registered for. */
export function EventMaterialPage() {
  const { educationId, eventId } = useIds('educationId', 'eventId');
  return (
    <LearningMaterialRedirect
      key={`${educationId}/${eventId}`}
      queryKey={['education-event', educationId, eventId]}
      load={async (signal) => (await getEducationMaterial(educationId, eventId, signal)).loginUrl}
    />
  );
}

/**
 * Route module for /onderwijs/:educationId/inhaal-evenement/:eventId/leermateriaal: the event in which a missed
 * session of the education is caught up.
 */
export function CatchUpMaterialPage() {
  const { educationId, eventId } = useIds('educationId', 'eventId');
  return (
    <LearningMaterialRedirect
      key={`${educationId}/${eventId}`}
      queryKey={['catch-up-event', educationId, eventId]}
      load={async (signal) => (await getCatchUpMaterial(educationId, eventId, signal)).loginUrl}
    />
  );
}
