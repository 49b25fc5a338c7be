import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { AuthMethod } from '@portal/contracts';
import { nl } from '@portal/i18n';
import type { FastifyReply } from 'fastify';
import { pageCsp } from '../../plugins/spa';

/**
 * The sign-in page without the framework (issue 30): apps/web/login.html, pre-rendered by the web build with the
 * texts, answered at '/' while nobody is signed in. Its forms post to the sign-in routes (POST /api/login,
 * /2fa_check, /api/logout), which answer a form post (no JavaScript) with a redirect to '/' or this page again
 * with the message; with JavaScript its script calls the same routes as JSON.
 */

/** What the page shows: the password step (with the address and a message, when known) or the code step. */
export type SignInPageState =
  | { step: 'password'; email?: string; message?: string }
  | { step: 'code'; email: string; authMethod: AuthMethod; message?: string };

/**
 * The page's content security policy: stricter than the app's (no inline style either, as there is no Emotion);
 * scripts, styles, calls and form posts only to this origin.
 */
export const SIGN_IN_PAGE_CSP = pageCsp({ styleSrc: "'self'", imgSrc: "'self' data:" });

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const product = nl.common.productName;
const texts = {
  introAuthenticator: nl.auth.code.introAuthenticator.replace('{{product}}', product),
  introEmail: (email: string) => nl.auth.code.introEmail.replace('{{email}}', email),
};

/** The Dutch sentences the routes answer a form post with (the same as the script and the React card show). */
export const signInMessages = {
  failed: nl.auth.login.failed,
  inactive: nl.auth.login.inactive,
  invalidCredentials: nl.auth.login.invalidCredentials,
  expired: nl.auth.login.expired,
  lockedUnknown: nl.auth.login.lockedUnknown,
  locked(retryAfter: number): string {
    const minutes = Math.max(1, Math.ceil(retryAfter / 60));
    return (minutes === 1 ? nl.auth.login.locked_one : nl.auth.login.locked_other).replace(
      '{{count}}',
      String(minutes),
    );
  },
  attemptsRemaining: (attempts: number) => nl.auth.code.attemptsRemaining.replace('{{attempts}}', String(attempts)),
  limitExceeded: nl.auth.code.limitExceeded,
  codeInvalid: nl.auth.code.invalid,
  /** A refused field of the form (`validation.email` → 'Vul een geldig e-mailadres in'). */
  violation(detail: string): string {
    const key = detail.replace(/^validation\./, '');
    return (nl.validation as Record<string, string>)[key] ?? nl.validation.invalid;
  },
};

/** Fills the built page's slots (marked `data-slot` and `<!--slot:...-->` in login.html) for one answer. */
export function renderSignInPage(template: string, state: SignInPageState): string {
  let html = template;
  const slot = (name: string, text: string, alert: string) => {
    html = html
      .replace(`<!--slot:${name}-->`, escapeHtml(text))
      .replace(new RegExp(`data-slot="${alert}"\\s+hidden`), `data-slot="${alert}"`);
  };
  if (state.step === 'code') {
    html = html
      .replace('data-step="password"', `data-step="code" data-email="${escapeHtml(state.email)}"`)
      .replace('data-slot="code-input"', 'data-slot="code-input" autofocus')
      .replace(
        '<!--slot:code-intro-->',
        escapeHtml(state.authMethod === 'email' ? texts.introEmail(state.email) : texts.introAuthenticator),
      );
    if (state.message !== undefined) slot('code-alert', state.message, 'code-alert');
    return html;
  }
  if (state.email) {
    html = html
      .replace('data-slot="email"', `data-slot="email" value="${escapeHtml(state.email)}"`)
      .replace('data-slot="password"', 'data-slot="password" autofocus');
  }
  if (state.message !== undefined) slot('login-alert', state.message, 'login-alert');
  return html;
}

export type SignInPage = NonNullable<ReturnType<typeof createSignInPage>>;

/**
 * The page of a web build (`distDir/login.html`), or undefined without one (development runs Vite; most API tests
 * need no page). `send` answers a request with it in the given state.
 */
export function createSignInPage(distDir: string) {
  const file = join(distDir, 'login.html');
  if (!existsSync(file)) return undefined;
  const template = readFileSync(file, 'utf8');
  const plain = Buffer.from(renderSignInPage(template, { step: 'password' }));

  function send(reply: FastifyReply, state: SignInPageState, status = 200) {
    const personal = state.step === 'code' || state.email !== undefined || state.message !== undefined;
    return (
      reply
        .code(status)
        .header('content-type', 'text/html; charset=utf-8')
        // What this page shows depends on the session cookie; one with an address or a message is no one else's.
        .header('cache-control', personal ? 'no-store' : 'no-cache')
        .header('vary', 'cookie')
        .header('content-security-policy', SIGN_IN_PAGE_CSP)
        .send(personal ? Buffer.from(renderSignInPage(template, state)) : plain)
    );
  }

  return { send };
}
