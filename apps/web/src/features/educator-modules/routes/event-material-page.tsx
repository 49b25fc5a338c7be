import { useEffect } from 'react';
import { Box, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { educatorEventSchema } from '@portal/contracts';
import { MaterialUnavailable } from '../../../components/material-unavailable';
import { PageLoader } from '../../../components/page-loader';
import { ApiError } from '../../../lib/api-client';
import { leavePortal } from '../../../lib/browser-location';
import { useDocumentTitle } from '../../../lib/document-title';
import { useEventMaterial } from '../api/get-event-material';

/** The server hands out only its Moodle's own login addresses; the browser follows an http(s) one. */
const isWebAddress = (value: string | undefined): value is string => !!value && /^https?:\/\//.test(value);

function Redirecting({ userId, eventId }: { userId: string; eventId: string }) {
  const { t } = useTranslation('shell');
  useDocumentTitle(t('learningMaterial.title'));
  const material = useEventMaterial(userId, eventId);
  const address = material.data?.loginUrl;

  useEffect(() => {
    if (isWebAddress(address)) leavePortal(address);
  }, [address]);

  if (material.error instanceof ApiError && material.error.detail === 'learning_material_missing') {
    return <MaterialUnavailable />;
  }
  if (material.error) throw material.error;
  return (
    <Box sx={{ py: 6, textAlign: 'center' }}>
      <PageLoader />
      <Typography role="status">{address ? t('learningMaterial.redirecting') : null}</Typography>
    </Box>
  );
}

/**
 * Route module for /modulen/user/:userId/evenement/:eventId/leermateriaal (spec 3): the learning material of an
 * event in the educator modules list; the browser goes on to Moodle, signed in, or 'Helaas!' says there is none.
 */
export function EventMaterialPage() {
  const { userId = '', eventId = '' } = useParams();
  const valid = educatorEventSchema.shape.id;
  if (!valid.safeParse(userId).success || !valid.safeParse(eventId).success) throw new ApiError(404, 'not_found');
  return <Redirecting key={`${userId}/${eventId}`} userId={userId} eventId={eventId} />;
}

export { EventMaterialPage as Component };
