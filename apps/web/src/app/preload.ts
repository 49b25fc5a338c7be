import type { SessionState } from '../lib/session/session-state';
import { loadChrome } from './layouts/load-chrome';
import { loadEducationPage, loadLoginPage } from './routes/start-page';

/**
 * Starts loading the chunks the first screen needs as soon as the startup fetch of the account tells which: the
 * signed-in frame, and on '/' the login page or the education page. Rendering would ask for them only once the
 * shell has arrived and rendered; asking now saves that wait. A failure here is not reported: rendering asks again
 * and shows it.
 */
export function preloadFirstScreen(session: SessionState, pathname: string): void {
  const signedIn = session.status === 'signed-in';
  const loads: Promise<unknown>[] = [];
  if (signedIn) loads.push(loadChrome());
  if (pathname === '/') loads.push(signedIn ? loadEducationPage() : loadLoginPage());
  for (const load of loads) load.catch(() => undefined);
}
