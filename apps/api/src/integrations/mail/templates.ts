// The product's mails: each template validates its data, renders Dutch text from the `mail` catalogue and names
// the data fields that are secrets (tokens, codes), which the outbox keeps out of its stored copy of the data.
import { nl } from '@portal/i18n';
import { z } from 'zod';
import { fill, portalLink, renderBody, type Block, type MailBody } from './layout';

const text = nl.mail;

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/** How long an activation link works (the sign-in code sets the token's expiry from this too). */
export const ACTIVATION_TOKEN_TTL_MS = 7 * DAY_MS;
/** How long a password-reset link works. */
export const PASSWORD_RESET_TOKEN_TTL_MS = HOUR_MS;
/** How long a link to change the two-factor method works. */
export const TWO_FACTOR_RESET_TOKEN_TTL_MS = HOUR_MS;
/** How long a two-factor code sent by e-mail works. */
export const TWO_FACTOR_CODE_TTL_MS = 10 * MINUTE_MS;

/** A duration in Dutch: whole days or hours when it is one, else minutes (rounded up). */
export function formatDuration(ms: number): string {
  const d = text.duration;
  if (ms >= DAY_MS && ms % DAY_MS === 0) {
    const count = ms / DAY_MS;
    return fill(count === 1 ? d.day : d.days, { count });
  }
  if (ms >= HOUR_MS && ms % HOUR_MS === 0) {
    const count = ms / HOUR_MS;
    return fill(count === 1 ? d.hour : d.hours, { count });
  }
  const count = Math.max(1, Math.ceil(ms / MINUTE_MS));
  return fill(count === 1 ? d.minute : d.minutes, { count });
}

/** `2026-03-05` → `05-03-2026`, the product's date notation. */
function dutchDate(isoDate: string): string {
  const [year, month, day] = isoDate.split('-');
  return `${day}-${month}-${year}`;
}

const name = z.string().trim().min(1).max(200);
const token = z.string().min(1).max(512);
/** A path inside the portal, e.g. `/onderwijs/opdracht/…`; never another host. */
const portalPath = z.string().regex(/^\/(?![/\\])/, 'a path inside the portal, starting with one /');

/** Items an optional mail lists at most; the rest are counted (`more`), so a long absence does not make a huge mail. */
export const MAILING_LIST_MAX = 50;
const NEWS_PATH = '/informatie/nieuws';

/** The notification preferences on the account page, where the optional mails are turned off. */
const settingsLink = (publicUrl: URL) => portalLink(publicUrl, '/account', { tab: 'notificaties' });

/** "And N more" under a list that was cut short. */
function moreBlock(t: { moreOne: string; moreMany: string }, more: number): Block[] {
  if (more === 0) return [];
  return [{ kind: 'paragraph', text: more === 1 ? fill(t.moreOne) : fill(t.moreMany, { count: more }) }];
}

/** What every template gets besides its data. */
export interface RenderContext {
  /** Where the portal is reached (PUBLIC_URL); links in mails start here. */
  publicUrl: URL;
}

interface Template<S extends z.ZodType> {
  schema: S;
  /** Data fields that must not be stored with the mail's data (they are in its body only). */
  secrets: readonly string[];
  render(data: z.output<S>, context: RenderContext): { subject: string; body: MailBody };
}

const template = <S extends z.ZodType>(definition: Template<S>): Template<S> => definition;

/** A mail with a one-time link: intro, button, expiry and what to do if it was not expected. */
function linkMail(
  t: { subject: string; intro: string; action: string; expiry: string; ignore: string },
  data: { name?: string | undefined },
  url: string,
  ttlMs: number,
) {
  const blocks: Block[] = [
    { kind: 'paragraph', text: fill(t.intro) },
    { kind: 'action', label: t.action, url },
    { kind: 'paragraph', text: fill(t.expiry, { duration: formatDuration(ttlMs) }) },
    { kind: 'paragraph', text: t.ignore },
  ];
  return { subject: fill(t.subject), body: { name: data.name, blocks } };
}

const userLinkSchema = z.object({ name: name.optional(), token });

export const mailTemplates = {
  /** Activate a new account and choose a password: `/activeren?token=…`. */
  activation: template({
    schema: userLinkSchema,
    secrets: ['token'],
    render: (data, { publicUrl }) =>
      linkMail(
        text.activation,
        data,
        portalLink(publicUrl, '/activeren', { token: data.token }),
        ACTIVATION_TOKEN_TTL_MS,
      ),
  }),
  /** Choose a new password: `/wachtwoord-vergeten?token=…` (its form posts POST /api/change-password). */
  passwordReset: template({
    schema: userLinkSchema,
    secrets: ['token'],
    render: (data, { publicUrl }) =>
      linkMail(
        text.passwordReset,
        data,
        portalLink(publicUrl, '/wachtwoord-vergeten', { token: data.token }),
        PASSWORD_RESET_TOKEN_TTL_MS,
      ),
  }),
  /** Set up a new two-factor method: `/verificatiemethode-wijzigen?token=…`. */
  twoFactorReset: template({
    schema: userLinkSchema,
    secrets: ['token'],
    render: (data, { publicUrl }) =>
      linkMail(
        text.twoFactorReset,
        data,
        portalLink(publicUrl, '/verificatiemethode-wijzigen', { token: data.token }),
        TWO_FACTOR_RESET_TOKEN_TTL_MS,
      ),
  }),
  /** An admin reset the user's two-factor method: signed out, and a new method is set up at the next sign-in. */
  twoFactorResetByAdmin: template({
    schema: z.object({ name: name.optional() }),
    secrets: [],
    render: (data, { publicUrl }) => {
      const t = text.twoFactorResetByAdmin;
      const blocks: Block[] = [
        { kind: 'paragraph', text: fill(t.intro) },
        { kind: 'paragraph', text: fill(t.next) },
        { kind: 'action', label: t.action, url: portalLink(publicUrl, '/') },
        { kind: 'paragraph', text: t.ignore },
      ];
      return { subject: fill(t.subject), body: { name: data.name, blocks } };
    },
  }),
  /** A six-digit sign-in code. The code is never in the subject: subjects reach logs and lock screens. */
  twoFactorCode: template({
    schema: z.object({ name: name.optional(), code: z.string().regex(/^\d{6}$/, 'six digits') }),
    secrets: ['code'],
    render: (data) => {
      const t = text.twoFactorCode;
      const blocks: Block[] = [
        { kind: 'paragraph', text: fill(t.intro) },
        { kind: 'code', code: data.code },
        { kind: 'paragraph', text: fill(t.expiry, { duration: formatDuration(TWO_FACTOR_CODE_TTL_MS) }) },
        { kind: 'paragraph', text: t.ignore },
      ];
      return { subject: fill(t.subject), body: { name: data.name, blocks } };
    },
  }),
  /** To the old address after a sign-in address change: the change, and what to do if it was not them. */
  emailChanged: template({
    schema: z.object({ name: name.optional(), newEmail: z.email() }),
    secrets: [],
    render: (data) => {
      const t = text.emailChanged;
      const blocks: Block[] = [
        { kind: 'paragraph', text: fill(t.intro, { email: data.newEmail }) },
        { kind: 'paragraph', text: t.ignore },
      ];
      return { subject: fill(t.subject), body: { name: data.name, blocks } };
    },
  }),
  /** An external contributor's invitation to one assignment: `/onderwijs/opdracht/{id}?token=…`. */
  externalInvitation: template({
    schema: z.object({
      /** The invitee's name, when known. */
      name: name.optional(),
      assignmentId: z.uuid(),
      assignmentName: name,
      participantName: name,
      /** The participant's own words to the invitee; may be empty. */
      explanation: z.string().max(5000).optional(),
      token,
    }),
    secrets: ['token'],
    render: (data, { publicUrl }) => {
      const t = text.externalInvitation;
      const values = { assignment: data.assignmentName, participant: data.participantName };
      const explanation = data.explanation?.trim();
      const url = portalLink(publicUrl, `/onderwijs/opdracht/${encodeURIComponent(data.assignmentId)}`, {
        token: data.token,
      });
      const blocks: Block[] = [
        { kind: 'paragraph', text: fill(t.intro, values) },
        ...(explanation ? [{ kind: 'quote' as const, heading: fill(t.explanation, values), text: explanation }] : []),
        { kind: 'action', label: t.action, url },
        { kind: 'paragraph', text: t.noAccount },
        { kind: 'paragraph', text: t.personal },
      ];
      return { subject: fill(t.subject, values), body: { name: data.name, blocks } };
    },
  }),
  /**
   * A fresh invitation link the contributor asked for from a browser where the first link was refused (it had been
   * opened elsewhere): the same assignment, the old link dead, the other browser signed off.
   */
  externalInvitationRenewed: template({
    schema: z.object({
      name: name.optional(),
      assignmentId: z.uuid(),
      assignmentName: name,
      participantName: name,
      token,
    }),
    secrets: ['token'],
    render: (data, { publicUrl }) => {
      const t = text.externalInvitationRenewed;
      const values = { assignment: data.assignmentName, participant: data.participantName };
      const url = portalLink(publicUrl, `/onderwijs/opdracht/${encodeURIComponent(data.assignmentId)}`, {
        token: data.token,
      });
      const blocks: Block[] = [
        { kind: 'paragraph', text: fill(t.intro, values) },
        { kind: 'action', label: t.action, url },
        { kind: 'paragraph', text: t.previous },
        { kind: 'paragraph', text: t.personal },
        { kind: 'paragraph', text: t.notYou },
      ];
      return { subject: fill(t.subject, values), body: { name: data.name, blocks } };
    },
  }),
  /**
   * The daily digest: the user's unread notifications that no earlier digest listed, as plain-text lines (the bell
   * opens them: their targets depend on the view). `more` counts those left out of a long list.
   */
  dailyDigest: template({
    schema: z.object({
      name: name.optional(),
      /** The Amsterdam day the digest is sent for. */
      date: z.iso.date(),
      items: z
        .array(z.object({ text: z.string().trim().min(1).max(1000), path: portalPath.optional() }))
        .min(1)
        .max(MAILING_LIST_MAX),
      more: z.number().int().min(0).default(0),
    }),
    secrets: [],
    render: (data, { publicUrl }) => {
      const t = text.dailyDigest;
      const date = dutchDate(data.date);
      const blocks: Block[] = [
        { kind: 'paragraph', text: fill(t.intro) },
        {
          kind: 'list',
          items: data.items.map((item) => ({
            text: item.text,
            ...(item.path && { url: portalLink(publicUrl, item.path) }),
          })),
        },
        ...moreBlock(t, data.more),
        { kind: 'action', label: fill(t.action), url: portalLink(publicUrl, '/') },
        { kind: 'paragraph', text: fill(t.where) },
        { kind: 'paragraph', text: fill(t.settings, { url: settingsLink(publicUrl) }) },
      ];
      return { subject: fill(t.subject, { date }), body: { name: data.name, blocks } };
    },
  }),
  /** The weekly mail of news the reader has not opened and no earlier news mail listed; `more` as above. */
  weeklyNews: template({
    schema: z.object({
      name: name.optional(),
      items: z
        .array(
          z.object({
            title: z.string().trim().min(1).max(500),
            publishedAt: z.iso.date().optional(),
            path: portalPath.optional(),
          }),
        )
        .min(1)
        .max(MAILING_LIST_MAX),
      more: z.number().int().min(0).default(0),
    }),
    secrets: [],
    render: (data, { publicUrl }) => {
      const t = text.weeklyNews;
      const blocks: Block[] = [
        { kind: 'paragraph', text: fill(t.intro) },
        {
          kind: 'list',
          items: data.items.map((item) => ({
            text: item.title,
            ...(item.publishedAt && { note: fill(t.publishedOn, { date: dutchDate(item.publishedAt) }) }),
            ...(item.path && { url: portalLink(publicUrl, item.path) }),
          })),
        },
        ...moreBlock(t, data.more),
        { kind: 'action', label: fill(t.action), url: portalLink(publicUrl, NEWS_PATH) },
        { kind: 'paragraph', text: fill(t.settings, { url: settingsLink(publicUrl) }) },
      ];
      return { subject: fill(t.subject), body: { name: data.name, blocks } };
    },
  }),
};

export type MailTemplateName = keyof typeof mailTemplates;
/** The data each template takes. */
export type MailTemplateData = { [K in MailTemplateName]: z.input<(typeof mailTemplates)[K]['schema']> };

/** A rendered mail. */
export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
  /** The validated data without its secrets, to store with the mail. */
  storedData: Record<string, unknown>;
}

/** Validates the data (throws a ZodError for data no template accepts) and renders subject, HTML and text. */
export function renderMail<T extends MailTemplateName>(
  name: T,
  data: MailTemplateData[T],
  context: RenderContext,
): RenderedMail {
  const definition = mailTemplates[name] as unknown as Template<z.ZodType<Record<string, unknown>>>;
  const parsed = definition.schema.parse(data);
  const { subject, body } = definition.render(parsed, context);
  // Header-safe: one line, whatever the names in it held.
  const oneLine = subject.replace(/\s+/g, ' ').trim();
  const storedData = Object.fromEntries(
    Object.entries(parsed).map(([key, value]) => [key, definition.secrets.includes(key) ? '[redacted]' : value]),
  );
  return { subject: oneLine, ...renderBody(oneLine, body), storedData };
}
