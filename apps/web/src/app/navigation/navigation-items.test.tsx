import { availableViews, type View } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { makeAccount } from '../../../test/fixtures';
import { navigationItems, showsContributionRequests, showsNewsBadge, type NavItem } from './navigation-items';
import { DEMO, FURTHER_EDUCATION_ID, type DemoLogin } from './test-helpers';

const ids = (items: NavItem[]) => items.map((item) => item.id);

describe('navigationItems for every demo login and view', () => {
  // Each demo login in each of its views: exactly the items of spec 1 §2 "Top navigation".
  const cases: [DemoLogin, View, string[]][] = [
    ['beheerder', 'admin', ['users', 'forms', 'modules', 'apiKeys', 'syncIssues']],
    ['assistent', 'educator', ['agenda', 'evaluations', 'users', 'forms', 'modules']],
    ['docent', 'educator', ['agenda', 'evaluations', 'modules']],
    ['praktijkopleider', 'educator', ['agenda', 'evaluations', 'myParticipants']],
    ['opleider', 'educator', ['agenda', 'evaluations', 'myParticipants', 'modules']],
    ['deelnemer', 'participant', ['furtherEducation', 'agenda', 'freeElearnings']],
    ['elearning', 'e-learning', ['freeElearnings']],
    ['multi', 'educator', ['agenda', 'evaluations', 'modules']],
    ['multi', 'participant', ['agenda', 'freeElearnings']],
  ];

  it.each(cases)('%s in the %s view', (login, view, expected) => {
    expect(availableViews(DEMO[login].roles)).toContain(view);
    expect(ids(navigationItems(view, DEMO[login]))).toEqual(expected);
  });

  it('covers every view of every demo login', () => {
    const covered = cases.map(([login, view]) => `${login}:${view}`).sort();
    const all = Object.entries(DEMO)
      .flatMap(([login, account]) => availableViews(account.roles).map((view) => `${login}:${view}`))
      .sort();
    expect(covered).toEqual(all);
  });
});

describe('navigationItems targets', () => {
  it('links every item to its screen', () => {
    const admin = navigationItems('admin', DEMO.beheerder);
    const educator = navigationItems('educator', DEMO.opleider);
    const targets = Object.fromEntries([...admin, ...educator].map((item) => [item.id, item.to]));
    expect(targets).toEqual({
      users: '/gebruikers',
      forms: '/formulieren',
      modules: '/modulen',
      apiKeys: '/api-keys',
      syncIssues: '/afas/synchronisatie-issues',
      agenda: '/agenda',
      evaluations: '/beoordelingen',
      myParticipants: '/mijn-deelnemers',
    });
    expect(admin.concat(educator).every((item) => !item.newTab)).toBe(true);
  });

  it('opens the further education of the participant', () => {
    const [further] = navigationItems('participant', DEMO.deelnemer);
    expect(further).toEqual({ id: 'furtherEducation', to: `/onderwijs/${FURTHER_EDUCATION_ID}`, newTab: false });
  });

  it('opens the learning platform in a new tab for a participant, the e-learning list in place for an e-learning user', () => {
    expect(navigationItems('participant', DEMO.deelnemer).at(-1)).toEqual({
      id: 'freeElearnings',
      to: '/e-learnings/moodle',
      newTab: true,
    });
    expect(navigationItems('e-learning', DEMO.elearning)).toEqual([
      { id: 'freeElearnings', to: '/e-learnings', newTab: false },
    ]);
  });
});

describe('navigationItems rules', () => {
  it('gives the educator view the management items only with their permissions', () => {
    const teacher = makeAccount({ roles: ['ROLE_TEACHER'], permissions: ['LIST_USERS', 'LIST_FORMS'] });
    expect(ids(navigationItems('educator', teacher))).toEqual(['agenda', 'evaluations', 'users', 'forms']);
  });

  it('lets an admin pass every role and permission check, in the educator view too', () => {
    const admin = makeAccount({ roles: ['ROLE_ADMIN', 'ROLE_TEACHER'], permissions: [] });
    expect(ids(navigationItems('educator', admin))).toEqual([
      'agenda',
      'evaluations',
      'myParticipants',
      'users',
      'forms',
      'modules',
    ]);
  });

  it('never shows management items in the participant or e-learning view, whatever the permissions', () => {
    const participant = makeAccount({
      roles: ['ROLE_PARTICIPANT', 'ROLE_FREE_E_LEARNING_USER'],
      permissions: ['LIST_USERS', 'LIST_FORMS', 'VIEW_MODULES'],
    });
    expect(ids(navigationItems('participant', participant))).toEqual(['agenda', 'freeElearnings']);
    expect(ids(navigationItems('e-learning', participant))).toEqual(['freeElearnings']);
  });

  it('shows nothing without a view', () => {
    expect(navigationItems(null, makeAccount({ roles: ['ROLE_EXTERNAL'] }))).toEqual([]);
  });
});

describe('badges', () => {
  it.each([
    ['beheerder', false],
    ['assistent', false],
    ['docent', true],
    ['praktijkopleider', true],
    ['opleider', true],
    ['deelnemer', true],
    ['elearning', true],
    ['multi', true],
  ] as [DemoLogin, boolean][])('news badge for %s: %s', (login, shown) => {
    expect(showsNewsBadge(DEMO[login])).toBe(shown);
  });

  it('hides the news badge for an admin or program assistant with other roles as well', () => {
    expect(showsNewsBadge(makeAccount({ roles: ['ROLE_PARTICIPANT', 'ROLE_ADMIN'] }))).toBe(false);
    expect(showsNewsBadge(makeAccount({ roles: ['ROLE_PROGRAM_ASSISTANT', 'ROLE_TEACHER'] }))).toBe(false);
  });

  it('shows the contribution requests in the educator view and to an external contributor without a view', () => {
    expect(showsContributionRequests('educator', DEMO.praktijkopleider)).toBe(true);
    expect(showsContributionRequests('educator', DEMO.multi)).toBe(true);
    expect(showsContributionRequests('participant', DEMO.multi)).toBe(false);
    expect(showsContributionRequests('admin', DEMO.beheerder)).toBe(false);
    expect(showsContributionRequests('e-learning', DEMO.elearning)).toBe(false);
    expect(showsContributionRequests(null, makeAccount({ roles: ['ROLE_EXTERNAL'] }))).toBe(true);
    expect(showsContributionRequests(null, makeAccount({ roles: [] }))).toBe(false);
  });
});
