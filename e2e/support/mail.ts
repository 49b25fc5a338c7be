// Reading the mails the portal under test sent: they travel over SMTP to the listener of ./smtp-sink.ts.
import { expect, request as playwrightRequest } from '@playwright/test';
import mailTexts from '../../packages/i18n/nl/mail.json' with { type: 'json' };
import { MAILS_URL } from './ports';

type Template = {
  [K in keyof typeof mailTexts]: (typeof mailTexts)[K] extends { subject: string } ? K : never;
}[keyof typeof mailTexts];

interface Received {
  to: string[];
  subject: string;
  text: string;
  receivedAt: string;
}

/** A template's subject as a pattern: its placeholders ({{product}}, {{assignment}}) match any text. */
function subjectOf(template: Template): RegExp {
  const parts = mailTexts[template].subject.split(/\{\{\w+\}\}/);
  return new RegExp(`^${parts.map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('.+')}$`);
}

/**
 * The text of the newest mail of `template` to `to` that arrived at the SMTP listener since `since`, waiting for it
 * (the portal's outbox delivers every few seconds).
 */
export async function mailTo(to: string, template: Template, since: Date): Promise<string> {
  const subject = subjectOf(template);
  const context = await playwrightRequest.newContext({ baseURL: MAILS_URL });
  try {
    let found: Received | undefined;
    await expect
      .poll(
        async () => {
          const mails = (await (await context.get('/mails')).json()) as Received[];
          found = mails.findLast(
            (m) => m.to.includes(to) && subject.test(m.subject) && new Date(m.receivedAt) >= since,
          );
          return found !== undefined;
        },
        { message: `a ${template} mail to ${to}`, timeout: 20_000 },
      )
      .toBe(true);
    return found!.text;
  } finally {
    await context.dispose();
  }
}

/** The six-digit sign-in code of the newest code mail to `to` since `since`. */
export async function mailedCode(to: string, since: Date): Promise<string> {
  const code = /\b(\d{6})\b/.exec(await mailTo(to, 'twoFactorCode', since))?.[1];
  expect(code, 'a six-digit code in the mail').toBeDefined();
  return code!;
}

/** Path and query of the portal link in a mail (its host is the server's PUBLIC_URL, not the test's base URL). */
export function linkIn(text: string, path: RegExp | string): string {
  const source = typeof path === 'string' ? path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&') : path.source;
  const match = new RegExp(`https?://\\S+${source}\\?token=[^\\s"<>]+`).exec(text);
  expect(match, `a ${String(path)} link in the mail`).not.toBeNull();
  const url = new URL(match![0]);
  return `${url.pathname}${url.search}`;
}
