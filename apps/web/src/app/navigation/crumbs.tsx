import { useTranslation } from 'react-i18next';
import type { RouteHandle } from '../../lib/route-handle';
import type { NavItemId } from './navigation-items';

type CrumbKey = 'common:account.profile' | `shell:nav.${NavItemId}`;

function CrumbText({ k }: { k: CrumbKey }) {
  const { t } = useTranslation(['shell', 'common']);
  return t(k);
}

/** A route `handle` whose crumb is a fixed Dutch text; a screen in the top navigation uses its item's label. */
export function crumb(k: CrumbKey): RouteHandle {
  return { crumb: () => <CrumbText k={k} /> };
}
