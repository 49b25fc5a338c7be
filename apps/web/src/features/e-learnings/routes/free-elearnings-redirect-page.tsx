import { LearningMaterialRedirect } from '../../../components/learning-material-redirect';
import { getFreeElearningsMaterial } from '../api/get-free-elearnings-material';

/**
 * Route module for /e-learnings/moodle (spec 2 §2 'Redirect to free e-learnings'): the participant's 'Gratis
 * E-Learnings' link opens it in a new tab; the browser goes on to the learning platform's start page, signed in.
 */
export function FreeElearningsRedirectPage() {
  return (
    <LearningMaterialRedirect
      queryKey={['free-e-learnings']}
      load={async (signal) => (await getFreeElearningsMaterial(signal)).loginUrl}
    />
  );
}

export { FreeElearningsRedirectPage as Component };
