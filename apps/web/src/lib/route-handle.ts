import type { ReactNode } from 'react';
import type { UIMatch } from 'react-router';

/**
 * What a route tells the shell about itself, as its React Router `handle`. Breadcrumbs are built from the route tree
 * (spec 1 §2): every route with a `crumb` adds one, linking to the path it matched. Put the crumb on the route that
 * owns the path (e.g. `gebruikers`), not on its index child, or it appears twice.
 */
export interface RouteHandle {
  /**
   * The crumb's text. A function of the match, so a screen can name what it shows (a component that reads the
   * `:id` and fetches the name is fine: it renders inside the app's providers).
   */
  crumb?: (match: UIMatch) => ReactNode;
}

/** The matches of the current location that carry a crumb, outermost first. */
export function crumbMatches(matches: readonly UIMatch[]): (UIMatch & { handle: Required<RouteHandle> })[] {
  return matches.filter(
    (match): match is UIMatch & { handle: Required<RouteHandle> } =>
      typeof match.handle === 'object' &&
      match.handle !== null &&
      typeof (match.handle as RouteHandle).crumb === 'function',
  );
}
