import { matchRoutes, type RouteObject } from 'react-router';
import { resolveView } from '@portal/contracts';
import { STORAGE_KEYS, readStored } from '../lib/local-storage';
import { startTarget } from '../lib/session/start-target';
import type { SessionState } from '../lib/session/session-state';
import { loadChrome } from './layouts/load-chrome';
import { loadEducationPage, loadLoginPage } from './routes/start-page';

/**
 * Starts loading the chunks the first screen needs as soon as the startup fetch of the account tells which: the
 * signed-in frame, and on '/' the login page or the education page, and the screen '/' sends this user on to (the
 * only education, the view's initial route: `startTarget`), whose route modules would otherwise be asked for only
 * once the education page had arrived and redirected. Rendering would ask for them only once the shell has arrived
 * and rendered; asking now saves those waits. A failure here is not reported: rendering asks again and shows it.
 * `routes` are the router's (`router.routes`): a lazy route module asked for here is the one the router imports later.
 */
export function preloadFirstScreen(session: SessionState, pathname: string, routes: readonly RouteObject[]): void {
  const signedIn = session.status === 'signed-in';
  const loads: Promise<unknown>[] = [];
  if (signedIn) loads.push(loadChrome());
  if (pathname === '/') loads.push(signedIn ? loadEducationPage() : loadLoginPage());
  if (signedIn && pathname === '/') {
    const target = startTarget(session.account, resolveView(session.account.roles, readStored(STORAGE_KEYS.view)));
    if (target) loads.push(...preloadRoute(routes, target));
  }
  for (const load of loads) load.catch(() => undefined);
}

/** Starts importing the lazy modules of every route `path` matches; answers their loads. */
export function preloadRoute(routes: readonly RouteObject[], path: string): Promise<unknown>[] {
  return (matchRoutes([...routes], path) ?? []).flatMap(({ route }) =>
    typeof route.lazy === 'function' ? [Promise.resolve(route.lazy())] : [],
  );
}
