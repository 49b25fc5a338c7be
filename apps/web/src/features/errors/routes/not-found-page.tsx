import { NotFoundView } from '../components/not-found-view';

/** Route module for any unknown path. */
export function NotFoundPage() {
  return <NotFoundView />;
}

export { NotFoundPage as Component };
