import { useEffect } from 'react';
import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { ApiError } from '../lib/api-client';
import { leavePortal } from '../lib/browser-location';
import { useDocumentTitle } from '../lib/document-title';
import { MaterialUnavailable } from './material-unavailable';
import { PageLoader } from './page-loader';

/** The server hands out only its learning platform's own addresses; the browser follows an http(s) one. */
const isWebAddress = (value: string): boolean => /^https?:\/\//i.test(value);

/** Failures that are the route's, not the platform's: the app's error pages say them (not found, no permission). */
const ROUTE_ERRORS = new Set([401, 403, 404]);

const REASONS = ['moodle_failed', 'network_error', 'invalid_response'] as const;
type Reason = (typeof REASONS)[number] | 'other';

export interface LearningMaterialRedirectProps {
  /** Names this request among the redirect routes (the route kind and its ids). */
  queryKey: readonly unknown[];
  /**
   * Asks for the address now: a one-time login URL works once and briefly, so it is never cached nor asked in
   * advance. `null`: there is no learning material (the 'Helaas!' page), as is a 404 `learning_material_missing`.
   */
  load: (signal: AbortSignal) => Promise<string | null>;
}

function Failure({ error, retry, retrying }: { error: ApiError; retry: () => void; retrying: boolean }) {
  const { t } = useTranslation(['shell', 'common']);
  const reason: Reason = (REASONS as readonly string[]).includes(error.detail) ? (error.detail as Reason) : 'other';
  const message = t(`learningMaterial.reasons.${reason}`);
  return (
    <Box sx={{ maxWidth: 640, mx: 'auto', py: { xs: 2, sm: 6 } }}>
      <Typography component="h1" variant="h4" gutterBottom>
        {t('learningMaterial.title')}
      </Typography>
      <Alert severity="error" role="alert" sx={{ mb: 3 }}>
        {t('learningMaterial.failed')}{' '}
        {reason === 'network_error' ? message : t('learningMaterial.failedStatus', { status: error.status, message })}
      </Alert>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <Button variant="contained" onClick={retry} loading={retrying}>
          {t('common:retry')}
        </Button>
        <Button component={RouterLink} to="/" variant="outlined">
          {t('common:toStartPage')}
        </Button>
      </Stack>
    </Box>
  );
}

/**
 * Every learning-material route (spec 2 §2, §7; spec 1 §2): asks for the learning platform's one-time login URL as
 * the route opens and sends the browser there (replacing this history entry, so Back returns to the screen before).
 * No material (no course id, a 404 `learning_material_missing`) shows the 'Helaas!' page; a failure of the platform
 * or the server its status and message with a retry and the way back; not found and no permission go to the app's
 * error pages. Remount it (a `key`) for other ids.
 */
export function LearningMaterialRedirect({ queryKey, load }: LearningMaterialRedirectProps) {
  const { t } = useTranslation('shell');
  useDocumentTitle(t('learningMaterial.title'));
  const material = useQuery({
    queryKey: ['learning-material', ...queryKey],
    queryFn: ({ signal }) => load(signal),
    // A key is used once: never served from the cache, never asked twice (React Query joins a second mount's call).
    gcTime: 0,
    staleTime: Infinity,
    retry: false,
  });
  const address = material.data;
  const leaving = typeof address === 'string' && isWebAddress(address);

  useEffect(() => {
    if (leaving) leavePortal(address);
  }, [leaving, address]);

  const error =
    material.error ?? (typeof address === 'string' && !leaving ? new ApiError(200, 'invalid_response') : null);
  if (address === null || (error instanceof ApiError && error.detail === 'learning_material_missing')) {
    return <MaterialUnavailable />;
  }
  if (error instanceof ApiError && ROUTE_ERRORS.has(error.status)) throw error;
  if (error) {
    const failure = error instanceof ApiError ? error : new ApiError(0, 'unknown');
    return <Failure error={failure} retry={() => void material.refetch()} retrying={material.isFetching} />;
  }
  return (
    <Box sx={{ py: 6, textAlign: 'center' }}>
      <PageLoader />
      <Typography role="status">{leaving ? t('learningMaterial.redirecting') : null}</Typography>
    </Box>
  );
}
