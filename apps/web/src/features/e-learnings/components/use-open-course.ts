import { useCallback, useState } from 'react';
import { useSnackbar } from 'notistack';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { visitPlatform } from '../../../lib/browser-location';
import { getFreeElearningCourseMaterial } from '../api/get-free-elearning-course-material';

/**
 * Opens a free course (spec 1 /e-learnings): the one-time login URL is asked at the click and the browser goes there
 * at once. No learning platform (`learning_material_missing`) sets `unavailable`: the page shows 'Helaas!'. Any other
 * failure says its status and message.
 */
export function useOpenCourse() {
  const { t } = useTranslation('education');
  const { enqueueSnackbar } = useSnackbar();
  const [unavailable, setUnavailable] = useState(false);
  const [busy, setBusy] = useState<number | null>(null);

  const open = useCallback(
    async (courseId: number) => {
      setBusy(courseId);
      try {
        const { loginUrl } = await getFreeElearningCourseMaterial(courseId);
        // Only a web address (the server vouches for the platform's origin; the demo's simulator speaks http).
        if (!/^https?:\/\//i.test(loginUrl)) throw new ApiError(200, 'invalid_response');
        visitPlatform(loginUrl);
      } catch (error) {
        if (error instanceof ApiError && error.detail === 'learning_material_missing') {
          setUnavailable(true);
          return;
        }
        const status = error instanceof ApiError ? error.status : 0;
        const message = error instanceof ApiError ? error.detail : String(error);
        enqueueSnackbar(t('freeElearnings.openFailed', { status, message }), { variant: 'error' });
      } finally {
        // Also after leaving: coming Back from the learning platform may restore this very page.
        setBusy(null);
      }
    },
    [enqueueSnackbar, t],
  );

  return { open, unavailable, busy };
}
