import { createTransport } from 'nodemailer';

/** One rendered mail, ready to hand to a mail server. */
export interface MailMessage {
  /** Sender, e.g. `Opleidingsportaal <no-reply@example.nl>`. */
  from: string;
  to: string;
  subject: string;
  html: string;
  /** The plain-text alternative of `html`. */
  text: string;
}

/** Sends mails; SMTP in production, an in-memory fake in tests. Throws when the server refuses or cannot be reached. */
export interface MailTransport {
  send(message: MailMessage): Promise<{ messageId: string }>;
}

/** Bounds on one SMTP conversation: a delivery run must finish well within the outbox's claim lease. */
const SMTP_TIMEOUTS = { connectionTimeout: 20_000, greetingTimeout: 20_000, socketTimeout: 60_000 } as const;

/**
 * Sends through the mail server named by an SMTP URL (`smtp://user:pass@host:587` upgrades with STARTTLS when the
 * server offers it; `smtps://host:465` speaks TLS from the start). Percent-encode special characters in the user
 * name and password. The URL is never logged: it holds the password.
 */
export function createSmtpTransport(smtpUrl: string | URL): MailTransport {
  const url = String(smtpUrl);
  // Our own error, never the URL's: Node's "Invalid URL" error carries the input, password included.
  const parsed = URL.canParse(url) ? new URL(url) : null;
  if (!parsed || (parsed.protocol !== 'smtp:' && parsed.protocol !== 'smtps:') || !parsed.hostname) {
    throw new Error('SMTP URL must look like smtp://host:587 or smtps://host:465');
  }
  const transporter = createTransport({ url, ...SMTP_TIMEOUTS });
  return {
    async send(message) {
      const info = await transporter.sendMail({
        from: message.from,
        to: message.to,
        subject: message.subject,
        html: message.html,
        text: message.text,
      });
      return { messageId: info.messageId };
    },
  };
}

/** A mail the fake transport accepted, with the id it answered. */
export interface SentMail extends MailMessage {
  messageId: string;
}

/** The in-memory transport: what it "sent", and a switch to make it refuse like a failing mail server. */
export interface FakeMailTransport extends MailTransport {
  readonly sent: SentMail[];
  /** Every following send throws this error, until called with null. */
  failWith(error: Error | null): void;
}

/** A transport that keeps sent mails in memory (tests and local development without a mail server). */
export function createFakeTransport(): FakeMailTransport {
  const sent: SentMail[] = [];
  let failure: Error | null = null;
  return {
    sent,
    failWith(error) {
      failure = error;
    },
    async send(message) {
      if (failure) throw failure;
      const messageId = `<fake-${sent.length + 1}@localhost>`;
      sent.push({ ...message, messageId });
      return { messageId };
    },
  };
}
