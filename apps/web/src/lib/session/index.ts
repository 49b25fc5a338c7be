export { fetchSession, sessionQuery, SESSION_QUERY_KEY } from './get-account';
export { codeRefusalOf, type CodeRefusal } from './post-2fa-check';
export { ANONYMOUS, sessionFromError, type SessionState } from './session-state';
export { useAccount, useSession } from './use-session';
