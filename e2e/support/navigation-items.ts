// The top navigation of spec 1 §2 for each demo login (apps/api/src/db/seed/demo/logins.ts), written out here from
// the spec rather than from the code: which items each view, role and permission gives. Checked in the bar on a
// desktop (navigation.spec.ts) and in the menu drawer on a phone (roles.spec.ts, which also follows each entry).

export interface Case {
  email: string;
  fullName: string;
  /** The items in the order the bar shows them. */
  items: string[];
  /** The news badge is hidden for admin and program assistant (the icon to /informatie stays). */
  newsBadge: boolean;
}

export const CASES: Record<string, Case> = {
  // Admin view: Gebruikers (LIST_USERS), Formulieren (LIST_FORMS), Modulen (VIEW_MODULES): an admin passes every
  // check; API Keys and Sync Issues for the admin view only.
  beheerder: {
    email: 'beheerder@demo.nl',
    fullName: 'Marieke Jansen',
    items: ['Gebruikers', 'Formulieren', 'Modulen', 'API Keys', 'Sync Issues'],
    newsBadge: false,
  },
  // Program assistant (educator view) with LIST_USERS, LIST_FORMS and VIEW_MODULES; no 'Mijn deelnemers'.
  assistent: {
    email: 'assistent@demo.nl',
    fullName: 'Fatima El Amrani',
    items: ['Agenda', 'Beoordelingen', 'Gebruikers', 'Formulieren', 'Modulen'],
    newsBadge: false,
  },
  // Teacher with VIEW_MODULES.
  docent: {
    email: 'docent@demo.nl',
    fullName: 'Pieter Bakker',
    items: ['Agenda', 'Beoordelingen', 'Modulen'],
    newsBadge: true,
  },
  // Practical trainer: 'Mijn deelnemers'.
  praktijkopleider: {
    email: 'praktijkopleider@demo.nl',
    fullName: 'Karin Visser',
    items: ['Agenda', 'Beoordelingen', 'Mijn deelnemers'],
    newsBadge: true,
  },
  // Institute educator with VIEW_MODULES: 'Mijn deelnemers' and Modulen.
  opleider: {
    email: 'opleider@demo.nl',
    fullName: 'Jeroen van den Berg',
    items: ['Agenda', 'Beoordelingen', 'Mijn deelnemers', 'Modulen'],
    newsBadge: true,
  },
  // Participant with a further education: 'Bij- en nascholing', Agenda, 'Gratis E-Learnings'.
  deelnemer: {
    email: 'deelnemer@demo.nl',
    fullName: 'Lotte de Graaf',
    items: ['Bij- en nascholing', 'Agenda', 'Gratis E-Learnings'],
    newsBadge: true,
  },
  // E-learning view: only the free e-learnings.
  elearning: {
    email: 'elearning@demo.nl',
    fullName: 'Thomas Mulder',
    items: ['Gratis E-Learnings'],
    newsBadge: true,
  },
};

/** multi@demo.nl in each of its views: the educator view first by priority (a teacher with VIEW_MODULES), then the
 * participant view, without a further education. */
export const MULTI_ITEMS = {
  educator: ['Agenda', 'Beoordelingen', 'Modulen'],
  participant: ['Agenda', 'Gratis E-Learnings'],
};
