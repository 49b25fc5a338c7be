// The lines the seed CLI and the server print after seeding the demo: what is in it and how to sign in.
import { nl, productName } from '@portal/i18n';
import type { Role } from '@portal/contracts';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../client';
import * as schema from '../../schema';
import { DEMO_LOGINS, DEMO_PASSWORD, demoOtpauthUri } from './logins';

/** Dutch role labels as the app shows them ({{product}} filled in). */
export function roleLabel(role: Role): string {
  return nl.roles[role].replace('{{product}}', productName);
}

const SUMMARY: [string, PgTable][] = [
  ['users', schema.users],
  ['educations', schema.educations],
  ['modules', schema.modules],
  ['assignments', schema.assignments],
  ['entries', schema.entries],
  ['events', schema.events],
  ['sessions', schema.eventSessions],
  ['enrolments', schema.enrolments],
  ['forms', schema.forms],
  ['news items', schema.newsItems],
  ['FAQ items', schema.faqItems],
  ['notifications', schema.notifications],
  ['files', schema.files],
];

/** Rows of the main tables, for the summary line. */
export async function countDemoRows(db: Db): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const [label, table] of SUMMARY) counts[label] = await db.$count(table);
  return counts;
}

/** The login table: address, roles (Dutch labels), what to try. */
export function demoLoginLines(): string[] {
  const rows = DEMO_LOGINS.map((login) => [login.email, login.roles.map(roleLabel).join(' + '), login.purpose]);
  const width = (i: number) => Math.max(...rows.map((r) => (r[i] ?? '').length));
  return rows.map(
    ([email = '', roles = '', purpose = '']) => `  ${email.padEnd(width(0))}  ${roles.padEnd(width(1))}  ${purpose}`,
  );
}

export function demoReportLines(counts: Record<string, number>, today: string): string[] {
  const summary = Object.entries(counts)
    .map(([label, n]) => `${n} ${label}`)
    .join(', ');
  return [
    `Demo institute seeded (dates around ${today}): ${summary}.`,
    `Demo logins, all with the password ${DEMO_PASSWORD}:`,
    ...demoLoginLines(),
    'tweefactor@demo.nl signs in with an authenticator code; add it to an app with this URI (or a QR code of it):',
    `  ${demoOtpauthUri()}`,
    'Files are database rows only: their bytes are not in storage yet, so downloads of demo files will fail.',
  ];
}
