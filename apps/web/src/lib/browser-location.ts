/** An absolute https address: the only kind of address outside the portal the browser is ever sent to. */
export function isHttpsUrl(value: string | null | undefined): value is string {
  if (!value) return false;
  try {
    return new URL(value).protocol === 'https:';
  } catch {
    return false;
  }
}

/**
 * Sends the browser out of the portal (to the learning platform). The current history entry is replaced, so the
 * Back button returns to the screen before the redirecting route instead of bouncing into the redirect again.
 */
export function leavePortal(url: string): void {
  window.location.replace(url);
}

/** A path inside the portal ('/onderwijs/…'): starts with one slash, never '//' or '/\' (another host). */
export function isPortalPath(value: string | null | undefined): value is string {
  return typeof value === 'string' && /^\/(?![/\\])/.test(value);
}

/**
 * Sends the browser out of the portal from a button on a screen (a course on /e-learnings): a new history entry, so
 * the Back button returns to that screen.
 */
export function visitPlatform(url: string): void {
  window.location.assign(url);
}
