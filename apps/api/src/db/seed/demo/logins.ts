// The demo's sign-in accounts: what the README lists, the server prints and the e2e tests sign in with.
import type { Permission, Role } from '@portal/contracts';
import { productName } from '@portal/i18n';

/** The password of every demo login (meets the password rules: upper, lower, digit, special, 8+). */
export const DEMO_PASSWORD = 'Demo2026!';

/**
 * The TOTP secret of tweefactor@demo.nl: fixed (base32 of "Demo-Tweefactor-2026", 20 bytes) so the URI printed at
 * start stays valid across restarts and can be scanned once. Public by design: it protects a demo account only.
 */
export const DEMO_TOTP_SECRET = 'IRSW23ZNKR3WKZLGMFRXI33SFUZDAMRW';

export type DemoLoginKey =
  'admin' | 'assistant' | 'teacher' | 'trainer' | 'educator' | 'participant' | 'elearning' | 'multi' | 'twoFactor';

export interface DemoLogin {
  key: DemoLoginKey;
  email: string;
  firstName: string;
  insertion?: string;
  lastName: string;
  gender: 'M' | 'V';
  roles: Role[];
  permissions: Permission[];
  /** What to try with this login (README and start-up print). */
  purpose: string;
  /** Signs in with the password alone (an audited exemption from the two-factor requirement). */
  twoFactorExempt: boolean;
}

// The program assistant's everyday permissions: news, users, forms, modules, educations and evaluator changes.
const ASSISTANT_PERMISSIONS: Permission[] = [
  'MANAGE_NEWS',
  'LIST_USERS',
  'LIST_FORMS',
  'SAVE_FORM',
  'MANAGE_FORM_CATEGORIES',
  'VIEW_MODULES',
  'VIEW_EDUCATION',
  'VIEW_TEACHER',
  'VIEW_EDUCATOR',
  'UPDATE_EVALUATORS',
  'RESET_EVALUATION',
];

export const DEMO_LOGINS: readonly DemoLogin[] = [
  {
    key: 'admin',
    email: 'beheerder@demo.nl',
    firstName: 'Marieke',
    lastName: 'Jansen',
    gender: 'V',
    roles: ['ROLE_ADMIN'],
    permissions: ['IMITATE_USER', 'SYNC_USER'],
    purpose: 'gebruikers, formulieren, nieuws, FAQ, API keys, sync issues, overnemen',
    twoFactorExempt: true,
  },
  {
    key: 'assistant',
    email: 'assistent@demo.nl',
    firstName: 'Fatima',
    lastName: 'El Amrani',
    gender: 'V',
    roles: ['ROLE_PROGRAM_ASSISTANT'],
    permissions: ASSISTANT_PERMISSIONS,
    purpose: 'nieuwsbeheer, gebruikers, formulieren, beoordelaars wijzigen, heropenen',
    twoFactorExempt: true,
  },
  {
    key: 'teacher',
    email: 'docent@demo.nl',
    firstName: 'Pieter',
    lastName: 'Bakker',
    gender: 'M',
    roles: ['ROLE_TEACHER'],
    permissions: ['VIEW_MODULES'],
    purpose: 'agenda, modulen, beoordelen van instituutsopdrachten',
    twoFactorExempt: true,
  },
  {
    key: 'trainer',
    email: 'praktijkopleider@demo.nl',
    firstName: 'Karin',
    lastName: 'Visser',
    gender: 'V',
    roles: ['ROLE_PRACTICAL_TRAINER'],
    permissions: ['VIEW_EDUCATION'],
    purpose: 'mijn deelnemers, KPB’s en stages beoordelen, bijdrageverzoek',
    twoFactorExempt: true,
  },
  {
    key: 'educator',
    email: 'opleider@demo.nl',
    firstName: 'Jeroen',
    insertion: 'van den',
    lastName: 'Berg',
    gender: 'M',
    roles: ['ROLE_INSTITUTE_EDUCATOR'],
    permissions: ['VIEW_MODULES', 'VIEW_EDUCATION', 'VIEW_EDUCATOR'],
    purpose: 'mijn deelnemers, EPA’s, aanvragen en voortgangsgesprekken beoordelen',
    twoFactorExempt: true,
  },
  {
    key: 'participant',
    email: 'deelnemer@demo.nl',
    firstName: 'Lotte',
    insertion: 'de',
    lastName: 'Graaf',
    gender: 'V',
    roles: ['ROLE_PARTICIPANT'],
    permissions: [],
    purpose: 'twee opleidingen + Bij- en nascholing, portfolio, agenda, workshops',
    twoFactorExempt: true,
  },
  {
    key: 'elearning',
    email: 'elearning@demo.nl',
    firstName: 'Thomas',
    lastName: 'Mulder',
    gender: 'M',
    roles: ['ROLE_FREE_E_LEARNING_USER'],
    permissions: [],
    purpose: 'gratis e-learnings',
    twoFactorExempt: true,
  },
  {
    key: 'multi',
    email: 'multi@demo.nl',
    firstName: 'Annemijn',
    lastName: 'Bos',
    gender: 'V',
    roles: ['ROLE_PARTICIPANT', 'ROLE_TEACHER'],
    permissions: ['VIEW_MODULES'],
    purpose: 'deelnemer én docent: wisselen van weergave',
    twoFactorExempt: true,
  },
  {
    key: 'twoFactor',
    email: 'tweefactor@demo.nl',
    firstName: 'Yusuf',
    lastName: 'Demir',
    gender: 'M',
    roles: ['ROLE_PROGRAM_ASSISTANT'],
    permissions: ASSISTANT_PERMISSIONS,
    purpose: 'inloggen met authenticator-app (code uit de otpauth-URI)',
    twoFactorExempt: false,
  },
];

export function demoLogin(key: DemoLoginKey): DemoLogin {
  const login = DEMO_LOGINS.find((l) => l.key === key);
  if (!login) throw new Error(`demo seed: no login ${key}`);
  return login;
}

/** The otpauth URI of tweefactor@demo.nl, as an authenticator app scans it (issuer: the product name). */
export function demoOtpauthUri(): string {
  const email = demoLogin('twoFactor').email;
  const label = `${encodeURIComponent(productName)}:${encodeURIComponent(email)}`;
  const query = new URLSearchParams({
    secret: DEMO_TOTP_SECRET,
    issuer: productName,
    algorithm: 'SHA1',
    digits: '6',
    period: '30',
  });
  return `otpauth://totp/${label}?${query.toString()}`;
}
