import { useEffect } from 'react';
import { useQueryErrorResetBoundary } from '@tanstack/react-query';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { ErrorScreen } from './error-screen';
import { NotFoundView } from './not-found-view';

function statusOf(error: unknown): number | undefined {
  if (isRouteErrorResponse(error)) return error.status;
  if (error instanceof ApiError) return error.status;
  return undefined;
}

/**
 * Error element of every route (spec 1 §2 "Error pages"): 401/403 no permission, 404 not found, anything else the
 * general message. The router drops the error on the next navigation, which clears the status as the spec asks.
 */
export function RouteErrorPage() {
  const { t } = useTranslation('errors');
  const status = statusOf(useRouteError());
  // A query that threw its error here keeps that error in the cache: without a reset, coming back to the screen
  // would throw it again at once instead of asking the server anew.
  const { reset } = useQueryErrorResetBoundary();
  useEffect(() => reset(), [reset]);
  if (status === 404) return <NotFoundView />;
  const message = status === 401 || status === 403 ? t('forbidden') : t('generic');
  return <ErrorScreen title={t('title')} message={message} />;
}
