import { useCallback, useState } from 'react';
import { useSnackbar } from 'notistack';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { leavePortal } from '../../../lib/browser-location';
import { getEducationMaterial } from '../api/get-education-material';

/**
 * Opens learning material from the education page (spec 2 §7): the one-time login URL is asked at the click and the
 * browser goes there at once. No course id (`learning_material_missing`) sets `unavailable`: the page shows 'Helaas!'.
 * Any other failure shows its status and message.
 */
export function useLearningMaterial(educationId: string) {
  const { t } = useTranslation('education');
  const { enqueueSnackbar } = useSnackbar();
  const [unavailable, setUnavailable] = useState(false);
  const [busy, setBusy] = useState<string | null>(null);

  const open = useCallback(
    async (eventId?: string) => {
      setBusy(eventId ?? educationId);
      try {
        const { loginUrl } = await getEducationMaterial(educationId, eventId);
        // Only a web address (the server vouches for Moodle's origin; the simulator of the demo speaks http).
        if (!/^https?:\/\//i.test(loginUrl)) throw new ApiError(0, 'invalid_response');
        leavePortal(loginUrl);
      } catch (error) {
        if (error instanceof ApiError && error.detail === 'learning_material_missing') {
          setUnavailable(true);
          return;
        }
        const status = error instanceof ApiError ? error.status : 0;
        const message = error instanceof Error ? error.message : String(error);
        enqueueSnackbar(t('modules.learningMaterialFailed', { status, message }), { variant: 'error' });
      } finally {
        // Also after leaving: coming Back from the learning platform may restore this very page.
        setBusy(null);
      }
    },
    [educationId, enqueueSnackbar, t],
  );

  return { open, unavailable, busy };
}
