// A real SMTP listener on 127.0.0.1 for API tests: the mailer delivers to it over SMTP as it would to the institute's
// mail server, and the test reads what arrived, parsed by mailparser. Never part of the product.
import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  /** The envelope's recipients. */
  to: string[];
  subject: string;
  text: string;
  html: string;
  mail: ParsedMail;
}

export interface SmtpSink {
  /** `smtp://127.0.0.1:<port>`, for createSmtpTransport. */
  url: string;
  /** Mails in arrival order. */
  received: ReceivedMail[];
  /** The mails that reached this address. */
  to(address: string): ReceivedMail[];
  close(): Promise<void>;
}

/** Starts a listener on a free port; a mail is in `received` before the sender's SMTP conversation ends. */
export async function startSmtpSink(): Promise<SmtpSink> {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((mail) => {
          received.push({
            to: session.envelope.rcptTo.map((r) => r.address),
            subject: mail.subject ?? '',
            text: mail.text ?? '',
            html: typeof mail.html === 'string' ? mail.html : '',
            mail,
          });
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    to: (address) => received.filter((mail) => mail.to.some((to) => to.toLowerCase() === address.toLowerCase())),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
