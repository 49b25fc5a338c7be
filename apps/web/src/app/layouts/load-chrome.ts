import { withCatalogue } from '../../lib/i18n';

/** The signed-in part of the frame (signed-in-chrome.tsx): its own chunk, with the catalogue its texts are in. */
export const loadChrome = withCatalogue(() => import('./signed-in-chrome'));
