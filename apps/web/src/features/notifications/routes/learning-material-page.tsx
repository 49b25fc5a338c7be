import { useEffect } from 'react';
import { Box, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { notificationSchema } from '@portal/contracts';
import { MaterialUnavailable } from '../../../components/material-unavailable';
import { PageLoader } from '../../../components/page-loader';
import { ApiError } from '../../../lib/api-client';
import { isHttpsUrl, leavePortal } from '../../../lib/browser-location';
import { useDocumentTitle } from '../../../lib/document-title';
import { useNotificationMaterial } from '../api/get-notification-material';

function Redirecting({ id }: { id: string }) {
  const { t } = useTranslation('shell');
  useDocumentTitle(t('learningMaterial.title'));
  const material = useNotificationMaterial(id);
  const address = material.data?.references.contexturl;
  const leaving = isHttpsUrl(address);

  useEffect(() => {
    if (isHttpsUrl(address)) leavePortal(address);
  }, [address]);

  if (material.isSuccess && !leaving) return <MaterialUnavailable />;
  return (
    <Box sx={{ py: 6, textAlign: 'center' }}>
      <PageLoader />
      <Typography role="status">{leaving ? t('learningMaterial.redirecting') : null}</Typography>
    </Box>
  );
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
