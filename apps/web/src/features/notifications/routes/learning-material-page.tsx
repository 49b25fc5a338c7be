import { useParams } from 'react-router';
import { notificationSchema } from '@portal/contracts';
import { LearningMaterialRedirect } from '../../../components/learning-material-redirect';
import { ApiError } from '../../../lib/api-client';
import { useLoadNotificationMaterial } from '../api/get-notification-material';

function Redirecting({ id }: { id: string }) {
  const load = useLoadNotificationMaterial(id);
  return <LearningMaterialRedirect queryKey={['notification', id]} load={load} />;
}

/**
 * Route module for /notificaties/:id/leermateriaal (spec 1 §2, spec 3 §2): the learning material a notification
 * announces. The notification is marked read and the browser goes on to the learning platform's (https) address;
 * without one the 'Helaas!' page says the material is not available yet. Someone else's notification answers 404.
 */
export function LearningMaterialPage() {
  const { id = '' } = useParams();
  // Not an id at all: nothing to ask the server, the page does not exist.
  if (!notificationSchema.shape.id.safeParse(id).success) throw new ApiError(404, 'not_found');
  return <Redirecting key={id} id={id} />;
}

export { LearningMaterialPage as Component };
