// A real SMTP listener for the browser tests: the portal under test delivers its mails here over SMTP (SMTP_URL),
// exactly as it would to the institute's mail server, and the tests read what arrived over HTTP:
//   GET /mails  → [{ to, subject, text, receivedAt }] in arrival order;  GET /ready → 200 once listening.
// Started by playwright.config.ts as a web server of its own; never part of the product.
import { createServer } from 'node:http';
import { simpleParser, type AddressObject } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { MAILS_PORT, SMTP_PORT } from './ports';

interface Received {
  to: string[];
  subject: string;
  text: string;
  receivedAt: string;
}

const received: Received[] = [];
const addresses = (value: AddressObject | AddressObject[] | undefined) =>
  (Array.isArray(value) ? value : value ? [value] : []).flatMap((a) => a.value.map((v) => v.address ?? ''));

const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS', 'AUTH'],
  logger: false,
  onData(stream, session, callback) {
    simpleParser(stream)
      .then((mail) => {
        const to = session.envelope.rcptTo.map((r) => r.address);
        received.push({
          to: to.length > 0 ? to : addresses(mail.to),
          subject: mail.subject ?? '',
          text: mail.text ?? '',
          receivedAt: new Date().toISOString(),
        });
        callback();
      })
      .catch(callback);
  },
});

const http = createServer((request, response) => {
  if (request.url === '/ready') {
    response.writeHead(200).end('ok');
  } else if (request.url === '/mails') {
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(received));
  } else {
    response.writeHead(404).end();
  }
});

smtp.listen(SMTP_PORT, '127.0.0.1', () => http.listen(MAILS_PORT, '127.0.0.1'));
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    http.close();
    smtp.close(() => process.exit(0));
  });
}
