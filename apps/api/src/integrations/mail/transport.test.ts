// The SMTP transport against a real SMTP listener on this machine, and the in-memory fake.
import type { AddressInfo } from 'node:net';
import { simpleParser, type AddressObject, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderMail } from './templates';
import { createFakeTransport, createSmtpTransport } from './transport';

interface Received {
  from: string | undefined;
  recipients: string[];
  user: string | undefined;
  mail: ParsedMail;
}

const received: Received[] = [];
let server: SMTPServer;
let port: number;

beforeAll(async () => {
  server = new SMTPServer({
    authOptional: true,
    // Plain-text AUTH on 127.0.0.1 only, to prove the URL's credentials reach the server.
    allowInsecureAuth: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === 'portal' && auth.password === 'geheim w@chtwoord') callback(null, { user: 'portal' });
      else callback(new Error('Invalid username or password'));
    },
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((mail) => {
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : undefined,
            recipients: session.envelope.rcptTo.map((r) => r.address),
            user: session.user as string | undefined,
            mail,
          });
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.server.address() as AddressInfo).port;
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

const addresses = (value: AddressObject | AddressObject[] | undefined) =>
  (Array.isArray(value) ? value : value ? [value] : []).flatMap((a) => a.value.map((v) => v.address));

describe('SMTP transport', () => {
  it('delivers a rendered mail: subject, both bodies and the sender survive the trip', async () => {
    const rendered = renderMail(
      'passwordReset',
      { name: 'Anna de Vries', token: 'tok-123' },
      { publicUrl: new URL('https://portal.example.nl') },
    );
    const transport = createSmtpTransport(`smtp://127.0.0.1:${port}`);
    const { messageId } = await transport.send({
      from: 'Opleidingsportaal <no-reply@localhost>',
      to: 'anna@example.nl',
      subject: rendered.subject,
      html: rendered.html,
      text: rendered.text,
    });
    expect(messageId).toMatch(/^<.+@.+>$/);

    const got = received.find((r) => r.mail.messageId === messageId)!;
    expect(got).toBeDefined();
    expect(got.from).toBe('no-reply@localhost');
    expect(got.recipients).toEqual(['anna@example.nl']);
    expect(got.mail.subject).toBe('Stel een nieuw wachtwoord in voor het Opleidingsportaal');
    expect(got.mail.from?.value[0]).toEqual({ name: 'Opleidingsportaal', address: 'no-reply@localhost' });
    expect(addresses(got.mail.to)).toEqual(['anna@example.nl']);
    expect(got.mail.text).toContain('Beste Anna de Vries,');
    expect(got.mail.text).toContain('https://portal.example.nl/wachtwoord-vergeten?token=tok-123');
    expect(got.mail.text).toContain('Deze link is 1 uur geldig en werkt één keer.');
    expect(got.mail.html).toContain('href="https://portal.example.nl/wachtwoord-vergeten?token=tok-123"');
  });

  it('signs in with the credentials of the URL (percent-encoded)', async () => {
    const transport = createSmtpTransport(`smtp://portal:${encodeURIComponent('geheim w@chtwoord')}@127.0.0.1:${port}`);
    const { messageId } = await transport.send({
      from: 'no-reply@localhost',
      to: 'b@example.nl',
      subject: 'Met aanmelding',
      html: '<p>x</p>',
      text: 'x',
    });
    expect(received.find((r) => r.mail.messageId === messageId)?.user).toBe('portal');
  });

  it('rejects when the server refuses (wrong password) or cannot be reached', async () => {
    const wrong = createSmtpTransport(`smtp://portal:fout@127.0.0.1:${port}`);
    const message = { from: 'no-reply@localhost', to: 'c@example.nl', subject: 's', html: '<p>x</p>', text: 'x' };
    await expect(wrong.send(message)).rejects.toThrow(/Invalid login|username or password/i);
    const closed = createSmtpTransport('smtp://127.0.0.1:1');
    await expect(closed.send(message)).rejects.toThrow();
  });

  it('accepts only smtp:// and smtps:// URLs', () => {
    expect(() => createSmtpTransport('http://mail.example.nl')).toThrow(/SMTP URL must look like/);
    expect(() => createSmtpTransport('smtp:/mail.example.nl')).toThrow(/SMTP URL must look like/);
    let error: unknown;
    try {
      createSmtpTransport('smtp://user:geheim@');
    } catch (e) {
      error = e;
    }
    expect(JSON.stringify(error, Object.getOwnPropertyNames(error))).not.toContain('geheim');
    expect(() => createSmtpTransport('smtps://user:pass@mail.example.nl:465')).not.toThrow();
    expect(() => createSmtpTransport(new URL('smtp://mail.example.nl:587'))).not.toThrow();
  });
});

describe('fake transport', () => {
  it('keeps what it sent, and fails on request', async () => {
    const fake = createFakeTransport();
    const message = { from: 'a@localhost', to: 'b@example.nl', subject: 's', html: '<p>h</p>', text: 't' };
    expect(await fake.send(message)).toEqual({ messageId: '<fake-1@localhost>' });
    expect(fake.sent).toEqual([{ ...message, messageId: '<fake-1@localhost>' }]);
    fake.failWith(new Error('down'));
    await expect(fake.send(message)).rejects.toThrow('down');
    fake.failWith(null);
    await fake.send(message);
    expect(fake.sent).toHaveLength(2);
  });
});
