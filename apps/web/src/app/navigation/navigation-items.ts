import type { Account, Permission, Role, View } from '@portal/contracts';

/**
 * Below this width the items move into a menu drawer: the educator's six items and the icons need about 1200 px.
 * (Here rather than in top-navigation.tsx: the frame uses it too, and the navigation itself is a lazy chunk.)
 */
export const NAVIGATION_BREAKPOINT = 'lg';

/** The links of the top navigation (spec 1 §2 "Top navigation"); their Dutch labels are `shell:nav.<id>`. */
export type NavItemId =
  | 'furtherEducation'
  | 'agenda'
  | 'evaluations'
  | 'myParticipants'
  | 'users'
  | 'forms'
  | 'modules'
  | 'apiKeys'
  | 'syncIssues'
  | 'freeElearnings';

export interface NavItem {
  id: NavItemId;
  /** A path inside the portal. */
  to: string;
  /** Opens in a new tab (and says so to screen readers). */
  newTab: boolean;
}

// Admin passes every role and permission check (spec 1 §6).
function isAdmin(account: Account): boolean {
  return account.roles.includes('ROLE_ADMIN');
}

function hasPermission(account: Account, permission: Permission): boolean {
  return isAdmin(account) || account.permissions.includes(permission);
}

function hasRole(account: Account, ...roles: Role[]): boolean {
  return isAdmin(account) || roles.some((role) => account.roles.includes(role));
}

const link = (id: NavItemId, to: string, newTab = false): NavItem => ({ id, to, newTab });

/**
 * The top navigation of `view` for `account`, in the order it is shown: exactly the items spec 1 §2 lists per view,
 * role and permission. A view's own work comes first (participant: further education and agenda; educator: agenda,
 * evaluations, my participants), then the management screens, then the free e-learnings.
 */
export function navigationItems(view: View | null, account: Account): NavItem[] {
  const items: NavItem[] = [];
  const staffView = view === 'admin' || view === 'educator';

  if (view === 'participant') {
    // "When the user has one": the further-education programme (Bij- en nascholing) among the educations.
    const further = account.educations.find((education) => education.furtherEducation);
    if (further) items.push(link('furtherEducation', `/onderwijs/${further.id}`));
    items.push(link('agenda', '/agenda'));
  }
  if (view === 'educator') {
    items.push(link('agenda', '/agenda'), link('evaluations', '/beoordelingen'));
    if (hasRole(account, 'ROLE_INSTITUTE_EDUCATOR', 'ROLE_PRACTICAL_TRAINER')) {
      items.push(link('myParticipants', '/mijn-deelnemers'));
    }
  }
  if (staffView && hasPermission(account, 'LIST_USERS')) items.push(link('users', '/gebruikers'));
  if (staffView && hasPermission(account, 'LIST_FORMS')) items.push(link('forms', '/formulieren'));
  if (staffView && hasPermission(account, 'VIEW_MODULES')) items.push(link('modules', '/modulen'));
  if (view === 'admin') items.push(link('apiKeys', '/api-keys'), link('syncIssues', '/afas/synchronisatie-issues'));

  // "Opens the free e-learnings; one link opens in a new tab" (spec 1 §2). For the e-learning user the list at
  // /e-learnings is the view's own start page, so it opens in place. A participant has no such page of their own:
  // their link is /e-learnings/moodle, the route that only sends the browser on to the learning platform (spec 2 §2
  // "Redirect to free e-learnings"), and that one opens in a new tab so the portal stays open behind the platform.
  if (view === 'participant') items.push(link('freeElearnings', '/e-learnings/moodle', true));
  if (view === 'e-learning') items.push(link('freeElearnings', '/e-learnings'));
  return items;
}

/**
 * The news icon's unread badge (spec 1 §2): hidden for admin and program assistant, by role and in every view. They
 * write and publish the news, so "unread" means nothing to them (the news list shows them Published/Concept instead).
 * The icon itself stays: it is their way to /informatie and the news and FAQ management.
 */
export function showsNewsBadge(account: Account): boolean {
  return !account.roles.some((role) => role === 'ROLE_ADMIN' || role === 'ROLE_PROGRAM_ASSISTANT');
}

/**
 * The link to /mijn-bijdrageverzoeken with its badge (spec 1 "Shared elements", spec 3 "My contribution requests").
 * A contribution request is an invitation to add to a participant's assignment as an assessor (practical trainers
 * are the usual invitees), so the link belongs to the educator view, where assessing happens. A signed-up external
 * contributor (ROLE_EXTERNAL) has no view at all and gets the link too: their requests are all they have here.
 */
export function showsContributionRequests(view: View | null, account: Account): boolean {
  return view === 'educator' || (view === null && account.roles.includes('ROLE_EXTERNAL'));
}
