// What the sign-in steps need from zod and the contracts, in one module the startup code loads lazily
// (`loadSessionCalls`): the first screen's chunk stays free of zod, and this loads while the account is fetched.
export { accountSchema } from '@portal/contracts';
export { codeRefusalOf, post2faCheck } from './post-2fa-check';
export { postLogin } from './post-login';
export { postLogout } from './post-logout';
export { sessionFromError } from './session-from-error';
