// The script of the sign-in page without the framework (login.html, issue 30): a few kB that make the forms
// smoother without being needed (they post to the API and work without it). It checks the fields with the Dutch
// messages of the contract's rules, calls the same sign-in routes as JSON (POST /api/login, /2fa_check,
// /api/logout, /2fa_reset_request, /api/users/send-activation-link), shows the answers as the React login card
// (features/auth/components/login-form.tsx, code-step.tsx) does, and once the page is idle asks the browser to
// fetch the signed-in app's chunks, so that the app opens at once after sign-in. Nothing imported: the page must
// not pull in React, MUI or zod.
import './login-page.css';

/** What the build (vite.config.ts `signInPage`) writes into the page: the texts and the app's chunks to fetch. */
interface PageData {
  texts: Record<TextKey, string>;
  prefetch: string[];
}
type TextKey =
  | 'email'
  | 'passwordRequired'
  | 'invalid'
  | 'failed'
  | 'inactive'
  | 'invalidCredentials'
  | 'locked_one'
  | 'locked_other'
  | 'lockedUnknown'
  | 'expired'
  | 'codeRequired'
  | 'codeSixDigits'
  | 'attemptsRemaining'
  | 'limitExceeded'
  | 'codeInvalid'
  | 'introAuthenticator'
  | 'introEmail'
  | 'lostAccessSent'
  | 'lostAccessFailed'
  | 'resendSent';

interface Answer {
  status: number;
  body: Record<string, unknown> | null;
}

/** zod 4's `z.email()` pattern: the contract's rule for the address (`loginBodySchema`). */
const EMAIL = /^(?!\.)(?!.*\.\.)([A-Za-z0-9_'+\-.]*)[A-Za-z0-9_+-]@([A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

const data = JSON.parse(document.getElementById('login-texts')?.textContent ?? '{}') as PageData;
const t = (key: TextKey, values: Record<string, string | number> = {}) =>
  (data.texts?.[key] ?? '').replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? ''));

const byId = <T extends HTMLElement = HTMLElement>(id: string) => document.getElementById(id) as T;
const card = document.querySelector<HTMLElement>('.card')!;
const loginForm = byId<HTMLFormElement>('login-form');
const codeForm = byId<HTMLFormElement>('code-form');
const emailInput = byId<HTMLInputElement>('login-email');
const passwordInput = byId<HTMLInputElement>('login-password');
const codeInput = byId<HTMLInputElement>('login-code');
const loginAlert = byId('login-alert');
const codeAlert = byId('code-alert');
const resend = byId('resend');
const resendButton = byId<HTMLButtonElement>('resend-button');
const lostAccess = byId<HTMLButtonElement>('lost-access');
const lostAccessSent = byId('lost-access-sent');

/** Shows a message in an alert (role=alert: read out when it appears), or hides the alert. */
function showMessage(element: HTMLElement, message?: string) {
  element.hidden = message === undefined;
  element.querySelector('.alert__message')!.textContent = message ?? '';
}

/** A field's own message under it, tied to it by aria-describedby and aria-invalid. */
function setFieldError(input: HTMLInputElement, message?: string) {
  const helper = byId(`${input.id}-helper-text`);
  helper.textContent = message ?? '';
  helper.hidden = message === undefined;
  if (message === undefined) {
    input.removeAttribute('aria-invalid');
    input.removeAttribute('aria-describedby');
  } else {
    input.setAttribute('aria-invalid', 'true');
    input.setAttribute('aria-describedby', helper.id);
  }
}

/** The button shows a spinner and takes no second click while its call runs (MUI's `loading`). */
function setBusy(button: HTMLButtonElement, busy: boolean) {
  button.disabled = busy;
  if (busy) button.setAttribute('aria-busy', 'true');
  else button.removeAttribute('aria-busy');
}

/** A JSON call to the API at this origin; a body only where the route takes one. */
async function call(path: string, body?: object): Promise<Answer> {
  const response = await fetch(path, {
    method: 'POST',
    credentials: 'same-origin',
    headers: body ? { 'content-type': 'application/json', accept: 'application/json' } : { accept: 'application/json' },
    body: body ? JSON.stringify(body) : undefined,
  });
  const answer = (await response.json().catch(() => null)) as Record<string, unknown> | null;
  return { status: response.status, body: answer };
}

/** Signed in (or on to the two-factor configuration): the app takes over at '/', its chunks already fetched. */
function enterApp() {
  window.location.replace('/');
}

// --- The password step -------------------------------------------------------------------------------------------

const emailMessage = (value: string) => (EMAIL.test(value) ? undefined : t('email'));
const passwordMessage = (value: string) => (value.length > 0 ? undefined : t('passwordRequired'));

function lockedMessage(retryAfter: unknown): string {
  if (typeof retryAfter !== 'number' || retryAfter <= 0) return t('lockedUnknown');
  const minutes = Math.max(1, Math.ceil(retryAfter / 60));
  return t(minutes === 1 ? 'locked_one' : 'locked_other', { count: minutes });
}

function offerResend(withQuestion: boolean) {
  resend.hidden = false;
  byId('resend-question').hidden = !withQuestion;
  resendButton.hidden = false;
  byId('resend-failed').hidden = true;
  byId('resend-sent').hidden = true;
}

function showPasswordStep(email: string, notice?: string) {
  card.dataset.step = 'password';
  delete card.dataset.email;
  emailInput.value = email;
  passwordInput.value = '';
  setFieldError(emailInput);
  setFieldError(passwordInput);
  resend.hidden = true;
  showMessage(loginAlert, notice);
  (email === '' ? emailInput : passwordInput).focus();
}

loginForm.noValidate = true;
loginForm.addEventListener('submit', async (event) => {
  event.preventDefault();
  const submit = loginForm.querySelector<HTMLButtonElement>('button[type=submit]')!;
  if (submit.disabled) return;
  const email = emailInput.value;
  const password = passwordInput.value;
  const emailError = emailMessage(email);
  const passwordError = passwordMessage(password);
  setFieldError(emailInput, emailError);
  setFieldError(passwordInput, passwordError);
  if (emailError || passwordError) {
    (emailError ? emailInput : passwordInput).focus();
    return;
  }
  showMessage(loginAlert);
  resend.hidden = true;
  setBusy(submit, true);
  try {
    const { status, body } = await call('/api/login', { email, password });
    const detail = body?.detail;
    if (status === 200 && body?.['2fa_complete'] === true) return enterApp();
    if (status === 200) return showCodeStep(String(body?.email ?? email), String(body?.auth_method ?? ''));
    if (status === 403 && detail === '2fa_configuration_required') return enterApp();
    if (detail === 'validation_failed' && Array.isArray(body?.violations)) {
      for (const violation of body.violations as { propertyPath?: string; detail?: string }[]) {
        const input = violation.propertyPath === 'email' ? emailInput : passwordInput;
        const key = violation.detail?.replace(/^validation\./, '');
        setFieldError(input, key === 'email' || key === 'passwordRequired' ? t(key) : t('invalid'));
      }
    }
    showMessage(
      loginAlert,
      detail === 'invalid_credentials'
        ? t('invalidCredentials')
        : detail === 'inactive_user'
          ? t('inactive')
          : detail === 'too_many_requests'
            ? lockedMessage(body?.retryAfter)
            : t('failed'),
    );
    // A never-activated account has no password yet, so the server answers it like a wrong password (it must not
    // tell which addresses have an account): offer the activation mail after either answer.
    if (detail === 'invalid_credentials' || detail === 'inactive_user') offerResend(detail === 'invalid_credentials');
  } catch {
    showMessage(loginAlert, t('failed'));
  } finally {
    setBusy(submit, false);
  }
});

// After a refused submit, a field's message follows what is typed (react-hook-form's re-validation).
emailInput.addEventListener('input', () => {
  if (emailInput.hasAttribute('aria-invalid')) setFieldError(emailInput, emailMessage(emailInput.value));
});
passwordInput.addEventListener('input', () => {
  if (passwordInput.hasAttribute('aria-invalid')) setFieldError(passwordInput, passwordMessage(passwordInput.value));
});

resendButton.addEventListener('click', async () => {
  const email = emailInput.value;
  byId('resend-failed').hidden = true;
  setBusy(resendButton, true);
  try {
    const { status } = await call('/api/users/send-activation-link', { email });
    if (status !== 200) throw new Error(String(status));
    resendButton.hidden = true;
    byId('resend-question').hidden = true;
    const sent = byId('resend-sent');
    showMessage(sent, t('resendSent', { email }));
    sent.focus();
  } catch {
    byId('resend-failed').hidden = false;
  } finally {
    setBusy(resendButton, false);
  }
});

// --- The code step -----------------------------------------------------------------------------------------------

function showCodeStep(email: string, authMethod: string) {
  card.dataset.step = 'code';
  card.dataset.email = email;
  byId('code-intro').textContent = authMethod === 'email' ? t('introEmail', { email }) : t('introAuthenticator');
  codeInput.value = '';
  setFieldError(codeInput);
  showMessage(codeAlert);
  lostAccess.hidden = false;
  lostAccessSent.hidden = true;
  codeInput.focus();
}

codeForm.noValidate = true;
codeForm.addEventListener('submit', async (event) => {
  event.preventDefault();
  const submit = codeForm.querySelector<HTMLButtonElement>('button[type=submit]:not([formaction])')!;
  if (submit.disabled) return;
  const code = codeInput.value.replace(/\s+/g, '');
  const codeError = code === '' ? t('codeRequired') : /^\d{6}$/.test(code) ? undefined : t('codeSixDigits');
  setFieldError(codeInput, codeError);
  if (codeError) {
    codeInput.focus();
    return;
  }
  showMessage(codeAlert);
  setBusy(submit, true);
  try {
    const { status, body } = await call('/2fa_check', { _auth_code: code });
    if (status === 200) return enterApp();
    const detail = body?.detail;
    const remaining = body?.attemptsRemaining;
    const email = card.dataset.email ?? '';
    // The limit or a sign-in that is no longer pending ends the step: back to the password, saying why.
    if (detail === '2fa_limit_exceeded' || (detail === '2fa_failed' && remaining === 0)) {
      return showPasswordStep(email, t('limitExceeded'));
    }
    if (status === 401 && detail !== '2fa_failed') return showPasswordStep(email, t('expired'));
    showMessage(
      codeAlert,
      detail === '2fa_failed'
        ? t('attemptsRemaining', { attempts: typeof remaining === 'number' ? remaining : 1 })
        : detail === 'invalid_2fa_code'
          ? t('codeInvalid')
          : t('failed'),
    );
    codeInput.focus();
    codeInput.select();
  } catch {
    showMessage(codeAlert, t('failed'));
  } finally {
    setBusy(submit, false);
  }
});

codeInput.addEventListener('input', () => {
  if (!codeInput.hasAttribute('aria-invalid')) return;
  const code = codeInput.value.replace(/\s+/g, '');
  setFieldError(codeInput, code === '' ? t('codeRequired') : /^\d{6}$/.test(code) ? undefined : t('codeSixDigits'));
});

const cancel = byId<HTMLButtonElement>('code-cancel');
cancel.addEventListener('click', async (event) => {
  event.preventDefault();
  setBusy(cancel, true);
  try {
    const { status } = await call('/api/logout');
    if (status !== 200) throw new Error(String(status));
    showPasswordStep('');
  } catch {
    showMessage(codeAlert, t('failed'));
  } finally {
    setBusy(cancel, false);
  }
});

// No access to the app or the mailbox: a mailed link lets the user choose the method anew (spec 3 §7).
lostAccess.hidden = false;
lostAccess.addEventListener('click', async () => {
  showMessage(codeAlert);
  setBusy(lostAccess, true);
  try {
    const { status } = await call('/2fa_reset_request');
    if (status === 200) {
      lostAccess.hidden = true;
      showMessage(lostAccessSent, t('lostAccessSent', { email: card.dataset.email ?? '' }));
      lostAccessSent.focus();
    } else {
      // 401: no sign-in is pending any more (it expired); cancelling brings back the password step.
      showMessage(codeAlert, status === 401 ? t('expired') : t('lostAccessFailed'));
    }
  } catch {
    showMessage(codeAlert, t('lostAccessFailed'));
  } finally {
    setBusy(lostAccess, false);
  }
});

// --- The app, fetched ahead ----------------------------------------------------------------------------------------

/**
 * Once the page has loaded and the browser is idle, the signed-in app's chunks go into the HTTP cache (`prefetch`:
 * lowest priority, not parsed or run here), so that '/' after sign-in starts the app without waiting for them.
 */
function prefetchApp() {
  for (const href of data.prefetch ?? []) {
    const link = document.createElement('link');
    link.rel = 'prefetch';
    link.href = href;
    document.head.append(link);
  }
}
const whenIdle = (task: () => void) =>
  'requestIdleCallback' in window ? window.requestIdleCallback(task, { timeout: 3000 }) : setTimeout(task, 200);
if (document.readyState === 'complete') whenIdle(prefetchApp);
else window.addEventListener('load', () => whenIdle(prefetchApp), { once: true });
