import { useSession } from '../../../lib/session';
import { TwoFactorSetup } from '../components/two-factor-setup';

/**
 * Not a route: the app layout shows this module (lazily) instead of every route while the session's account must
 * configure two-factor first (spec 1 §2, §4).
 */
export function TwoFactorSetupScreen() {
  const { session } = useSession();
  if (session?.status !== 'configuration-required') return null;
  return <TwoFactorSetup account={session.account} />;
}

export default TwoFactorSetupScreen;
