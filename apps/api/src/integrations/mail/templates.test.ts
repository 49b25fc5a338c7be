import { describe, expect, it } from 'vitest';
import { escapeHtml, portalLink } from './layout';
import {
  ACTIVATION_TOKEN_TTL_MS,
  formatDuration,
  MAILING_LIST_MAX,
  PASSWORD_RESET_TOKEN_TTL_MS,
  renderMail,
  TWO_FACTOR_CODE_TTL_MS,
  TWO_FACTOR_RESET_TOKEN_TTL_MS,
} from './templates';

const context = { publicUrl: new URL('https://portal.example.nl') };
const TOKEN = 'tok_Abc-123_xyz';
const ASSIGNMENT_ID = '0b6f3c1e-5d2a-4c8e-9f1a-2b3c4d5e6f70';
const EVIL = `<script>alert("x")</script> & 'Jan'`;

describe('mail templates', () => {
  it('activation: Dutch text, the product name, a 7-day link to /activeren', () => {
    const mail = renderMail('activation', { name: 'Anna de Vries', token: TOKEN }, context);
    expect(mail.subject).toBe('Activeer je account voor het Opleidingsportaal');
    const link = `https://portal.example.nl/activeren?token=${TOKEN}`;
    for (const body of [mail.html, mail.text]) {
      expect(body).toContain('Beste Anna de Vries,');
      expect(body).toContain('Er is een account voor je aangemaakt in het Opleidingsportaal.');
      expect(body).toContain('Deze link is 7 dagen geldig en werkt één keer.');
      expect(body).toContain(link);
      expect(body).toContain('Het Opleidingsportaal');
    }
    expect(mail.html).toContain(`href="${link}"`);
    expect(mail.html).toMatch(/^<!doctype html><html lang="nl">/);
    expect(mail.text).toContain(`Account activeren:\n${link}`);
    expect(mail.text).not.toContain('<');
  });

  it('password reset: a 1-hour link to /wachtwoord-vergeten', () => {
    const mail = renderMail('passwordReset', { token: TOKEN }, context);
    expect(mail.subject).toBe('Stel een nieuw wachtwoord in voor het Opleidingsportaal');
    expect(mail.text).toContain('Hallo,');
    expect(mail.text).toContain(`https://portal.example.nl/wachtwoord-vergeten?token=${TOKEN}`);
    expect(mail.text).toContain('Deze link is 1 uur geldig');
    expect(mail.html).toContain('je wachtwoord blijft ongewijzigd');
  });

  it('two-factor reset: a 1-hour link to /verificatiemethode-wijzigen', () => {
    const mail = renderMail('twoFactorReset', { name: 'Piet', token: TOKEN }, context);
    expect(mail.subject).toBe('Wijzig je verificatiemethode voor het Opleidingsportaal');
    expect(mail.html).toContain(`https://portal.example.nl/verificatiemethode-wijzigen?token=${TOKEN}`);
    expect(mail.text).toContain('Deze link is 1 uur geldig');
  });

  it('two-factor reset by an admin: what happened, and a new method at the next sign-in', () => {
    const mail = renderMail('twoFactorResetByAdmin', { name: 'Piet' }, context);
    expect(mail.subject).toBe('Je verificatiemethode voor het Opleidingsportaal is teruggezet');
    for (const body of [mail.html, mail.text]) {
      expect(body).toContain('Beste Piet,');
      expect(body).toContain('Een beheerder heeft de verificatiemethode');
      expect(body).toContain('Je stelt dan een nieuwe verificatiemethode in');
    }
    expect(mail.text).toContain('Inloggen:\nhttps://portal.example.nl/');
  });

  it('two-factor code: six digits, valid 10 minutes, never in the subject', () => {
    const mail = renderMail('twoFactorCode', { name: 'Piet', code: '042917' }, context);
    expect(mail.subject).toBe('Je verificatiecode voor het Opleidingsportaal');
    expect(mail.subject).not.toContain('042917');
    expect(mail.html).toContain('>042917</p>');
    expect(mail.text).toContain('\n\n042917\n\n');
    expect(mail.text).toContain('De code is 10 minuten geldig.');
    expect(mail.storedData).toEqual({ name: 'Piet', code: '[redacted]' });
    expect(() => renderMail('twoFactorCode', { code: '12345' }, context)).toThrow();
  });

  it('external invitation: assignment, participant, explanation with line breaks, link with the token', () => {
    const mail = renderMail(
      'externalInvitation',
      {
        assignmentId: ASSIGNMENT_ID,
        assignmentName: 'KPB anamnese',
        participantName: 'Sanne Jansen',
        explanation: 'Wil je mijn gesprek beoordelen?\nHet was op de poli.',
        token: TOKEN,
      },
      context,
    );
    expect(mail.subject).toBe('Verzoek om je bijdrage aan ‘KPB anamnese’');
    const link = `https://portal.example.nl/onderwijs/opdracht/${ASSIGNMENT_ID}?token=${TOKEN}`;
    expect(mail.html).toContain(`href="${link}"`);
    expect(mail.text).toContain(link);
    expect(mail.text).toContain(
      'Sanne Jansen vraagt je om een bijdrage aan de opdracht ‘KPB anamnese’ in het Opleidingsportaal.',
    );
    expect(mail.html).toContain('Wil je mijn gesprek beoordelen?<br>Het was op de poli.');
    expect(mail.text).toContain(
      'Toelichting van Sanne Jansen:\n> Wil je mijn gesprek beoordelen?\n> Het was op de poli.',
    );
    expect(mail.storedData).toMatchObject({ token: '[redacted]', assignmentName: 'KPB anamnese' });
    const without = renderMail(
      'externalInvitation',
      { assignmentId: ASSIGNMENT_ID, assignmentName: 'A', participantName: 'B', explanation: '  ', token: TOKEN },
      context,
    );
    expect(without.text).not.toContain('Toelichting');
  });

  it('renewed invitation: the new link with its token, the old one dead, the other browser signed off', () => {
    const mail = renderMail(
      'externalInvitationRenewed',
      { assignmentId: ASSIGNMENT_ID, assignmentName: 'KPB anamnese', participantName: 'Sanne Jansen', token: TOKEN },
      context,
    );
    expect(mail.subject).toBe('Je nieuwe link voor ‘KPB anamnese’');
    const link = `https://portal.example.nl/onderwijs/opdracht/${ASSIGNMENT_ID}?token=${TOKEN}`;
    expect(mail.html).toContain(`href="${link}"`);
    expect(mail.text).toContain(link);
    expect(mail.text).toContain(
      'De vorige link werkt niet meer, en een browser waarin je de opdracht al had geopend is afgemeld.',
    );
    expect(mail.storedData).toMatchObject({ token: '[redacted]' });
  });

  it('daily digest: the day in DD-MM-YYYY, a list with portal links, the bell and where to turn it off', () => {
    const mail = renderMail(
      'dailyDigest',
      {
        name: 'Anna',
        date: '2026-03-05',
        items: [{ text: 'Je opdracht is beoordeeld', path: '/onderwijs/opdracht/1' }, { text: 'Nieuw bericht' }],
      },
      context,
    );
    expect(mail.subject).toBe('Je overzicht van 05-03-2026 in het Opleidingsportaal');
    expect(mail.text).toContain('Je hebt nieuwe notificaties in het Opleidingsportaal die je nog niet hebt gelezen:');
    expect(mail.html).toContain('<a href="https://portal.example.nl/onderwijs/opdracht/1"');
    expect(mail.text).toContain('- Je opdracht is beoordeeld\n  https://portal.example.nl/onderwijs/opdracht/1');
    expect(mail.text).toContain('- Nieuw bericht');
    expect(mail.text).not.toContain('En nog');
    expect(mail.text).toContain('Je opent je notificaties met de bel bovenaan het Opleidingsportaal.');
    expect(mail.text).toContain(
      '‘Optionele e-mails’ uit bij Notificaties in je account: https://portal.example.nl/account?tab=notificaties',
    );
    expect(() =>
      renderMail('dailyDigest', { date: '2026-03-05', items: [{ text: 'x', path: '//evil.example' }] }, context),
    ).toThrow();
    expect(() => renderMail('dailyDigest', { date: '2026-03-05', items: [] }, context)).toThrow();
    const items = Array.from({ length: MAILING_LIST_MAX + 1 }, (_, i) => ({ text: `Bericht ${i}` }));
    expect(() => renderMail('dailyDigest', { date: '2026-03-05', items }, context)).toThrow();
  });

  it('daily digest and weekly news: the items left out of a long list are counted', () => {
    const date = '2026-03-05';
    const digest = (more: number) => renderMail('dailyDigest', { date, items: [{ text: 'x' }], more }, context).text;
    expect(digest(1)).toContain('En nog 1 andere nieuwe notificatie.');
    expect(digest(12)).toContain('En nog 12 andere nieuwe notificaties.');
    const news = (more: number) => renderMail('weeklyNews', { items: [{ title: 'x' }], more }, context).text;
    expect(news(1)).toContain('En nog 1 ander nieuwsbericht.');
    expect(news(3)).toContain('En nog 3 andere nieuwsberichten.');
    expect(news(0)).not.toContain('En nog');
  });

  it('weekly news: unread titles with their dates, and the news list', () => {
    const mail = renderMail(
      'weeklyNews',
      {
        items: [
          { title: 'Nieuwe toetsdata', publishedAt: '2026-02-27', path: '/informatie/nieuws/7' },
          { title: 'Rooster' },
        ],
      },
      context,
    );
    expect(mail.subject).toBe('Nieuws dat je nog niet hebt gelezen in het Opleidingsportaal');
    expect(mail.text).toContain(
      '- Nieuwe toetsdata (geplaatst op 27-02-2026)\n  https://portal.example.nl/informatie/nieuws/7',
    );
    expect(mail.html).toContain('(geplaatst op 27-02-2026)');
    expect(mail.text).toContain('Naar het nieuws:\nhttps://portal.example.nl/informatie/nieuws');
    expect(mail.text).toContain('hooguit één keer per week');
  });

  it('escapes every value in the HTML and keeps the subject on one line', () => {
    const mail = renderMail(
      'externalInvitation',
      {
        name: EVIL,
        assignmentId: ASSIGNMENT_ID,
        assignmentName: `Opdracht\r\nBcc: x@evil.example`,
        participantName: EVIL,
        explanation: `<img src=x onerror=alert(1)>`,
        token: `"><script>`,
      },
      context,
    );
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).not.toContain('<img');
    expect(mail.html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;Jan&#39;');
    expect(mail.html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    // The token is URL-encoded in the link, so it cannot leave the attribute either.
    expect(mail.html).toContain('?token=%22%3E%3Cscript%3E"');
    expect(mail.subject).toBe('Verzoek om je bijdrage aan ‘Opdracht Bcc: x@evil.example’');
    expect(mail.text).toContain(`Beste ${EVIL},`);
  });

  it('refuses data a template does not take', () => {
    expect(() => renderMail('activation', { token: '' }, context)).toThrow();
    expect(() =>
      renderMail(
        'externalInvitation',
        { assignmentId: 'not-a-uuid', assignmentName: 'A', participantName: 'B', token: TOKEN },
        context,
      ),
    ).toThrow();
  });
});

describe('durations', () => {
  it('are the numbers the sign-in code uses, in Dutch', () => {
    expect(ACTIVATION_TOKEN_TTL_MS).toBe(7 * 24 * 3600_000);
    expect(PASSWORD_RESET_TOKEN_TTL_MS).toBe(3600_000);
    expect(TWO_FACTOR_RESET_TOKEN_TTL_MS).toBe(3600_000);
    expect(TWO_FACTOR_CODE_TTL_MS).toBe(600_000);
    expect(formatDuration(ACTIVATION_TOKEN_TTL_MS)).toBe('7 dagen');
    expect(formatDuration(24 * 3600_000)).toBe('1 dag');
    expect(formatDuration(2 * 3600_000)).toBe('2 uur');
    expect(formatDuration(90 * 60_000)).toBe('90 minuten');
    expect(formatDuration(60_000)).toBe('1 minuut');
  });
});

describe('portal links', () => {
  it('keep a path prefix of the public URL and encode query values', () => {
    expect(portalLink(new URL('https://host.nl/portal/'), '/activeren', { token: 'a b&c' })).toBe(
      'https://host.nl/portal/activeren?token=a+b%26c',
    );
  });

  it('never lead to another host', () => {
    const base = new URL('https://host.nl');
    expect(() => portalLink(base, '//evil.example/x')).toThrow();
    expect(() => portalLink(base, '/\\evil.example/x')).toThrow();
    expect(() => portalLink(base, 'https://evil.example')).toThrow();
  });

  it('escapeHtml covers the five characters', () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe(
      '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;',
    );
  });
});
