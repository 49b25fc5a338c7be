export { fetchSession, sessionQuery, SESSION_QUERY_KEY } from './get-account';
export { getImitate, STOP_IMITATING } from './get-imitate';
export { codeRefusalOf, type CodeRefusal } from './post-2fa-check';
export { ANONYMOUS, type SessionState } from './session-state';
export { sessionFromError } from './session-from-error';
export {
  useImpersonate,
  useStopImpersonating,
  type ImpersonationTarget,
  type SwitchingState,
} from './use-impersonation';
export { useAccount, useSession } from './use-session';
export { useView } from './use-view';
export { startTarget } from './start-target';
