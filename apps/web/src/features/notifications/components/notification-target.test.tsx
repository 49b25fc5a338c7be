import type { NotificationType, Role, View } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { makeAccount } from '../../../../test/fixtures';
import { ASSIGNMENT_ID, ISSUE_ID, makeNotification } from '../test-helpers';
import { notificationTarget, viewForNotification } from './notification-target';

const account = (...roles: Role[]) => makeAccount({ roles });

describe('viewForNotification', () => {
  it('keeps the current view when it supports the type', () => {
    const multi = account('ROLE_PARTICIPANT', 'ROLE_TEACHER');
    expect(viewForNotification('AssignmentMessage', multi, 'participant')).toBe('participant');
    expect(viewForNotification('AssignmentMessage', multi, 'educator')).toBe('educator');
  });

  it.each([
    ['EvaluatorAssigned', ['ROLE_PARTICIPANT', 'ROLE_TEACHER'], 'participant', 'educator'],
    ['AssignmentEvaluated', ['ROLE_PARTICIPANT', 'ROLE_TEACHER'], 'educator', 'participant'],
    ['AfasSyncIssue', ['ROLE_ADMIN', 'ROLE_PARTICIPANT'], 'participant', 'admin'],
    ['MoodleNotification', ['ROLE_TEACHER', 'ROLE_FREE_E_LEARNING_USER'], 'educator', 'e-learning'],
    // Both views support it: the first by priority.
    ['MoodleNotification', ['ROLE_ADMIN', 'ROLE_PARTICIPANT', 'ROLE_FREE_E_LEARNING_USER'], 'admin', 'participant'],
  ] as [NotificationType, Role[], View, View][])(
    '%s for %j in the %s view opens in the %s view',
    (type, roles, from, to) => {
      expect(viewForNotification(type, account(...roles), from)).toBe(to);
    },
  );

  it('stays when none of the views supports the type (an admin passes every check)', () => {
    expect(viewForNotification('EvaluatorAssigned', account('ROLE_ADMIN'), 'admin')).toBe('admin');
  });
});

describe('notificationTarget', () => {
  it('opens learning material through its own route', () => {
    const notification = makeNotification({
      type: 'MoodleNotification',
      references: { assignmentId: null, contexturl: 'https://leren.example.nl/course/view.php?id=5213' },
    });
    expect(notificationTarget(notification, 'participant')).toBe(`/notificaties/${notification.id}/leermateriaal`);
  });

  it('opens a sync issue', () => {
    const notification = makeNotification({
      type: 'AfasSyncIssue',
      references: { assignmentId: null, issueId: ISSUE_ID },
    });
    expect(notificationTarget(notification, 'admin')).toBe(`/afas/synchronisatie-issues/${ISSUE_ID}`);
    expect(
      notificationTarget(makeNotification({ type: 'AfasSyncIssue', references: { assignmentId: null } }), 'admin'),
    ).toBe('/afas/synchronisatie-issues');
  });

  it('opens the assessment screen for an evaluator', () => {
    expect(notificationTarget(makeNotification({ type: 'EvaluatorAssigned' }), 'educator')).toBe(
      `/beoordelingen/${ASSIGNMENT_ID}`,
    );
  });

  it('opens a message where the reader works on the assignment', () => {
    const message = makeNotification({ type: 'AssignmentMessage' });
    expect(notificationTarget(message, 'participant')).toBe(`/onderwijs/opdracht/${ASSIGNMENT_ID}/bekijken`);
    expect(notificationTarget(message, 'educator')).toBe(`/beoordelingen/${ASSIGNMENT_ID}`);
  });

  it.each([
    ['AssignmentEvaluated', `/onderwijs/opdracht/${ASSIGNMENT_ID}/bekijken`],
    ['ResetEvaluation', `/onderwijs/opdracht/${ASSIGNMENT_ID}/bekijken`],
    // Still the participant's to edit: the form itself.
    ['AssignmentRejected', `/onderwijs/opdracht/${ASSIGNMENT_ID}`],
    ['ExternalSavedAssignmentFormEntry', `/onderwijs/opdracht/${ASSIGNMENT_ID}`],
  ] as [NotificationType, string][])('opens the participant’s assignment for %s', (type, target) => {
    expect(notificationTarget(makeNotification({ type }), 'participant')).toBe(target);
  });

  it('follows a portal path in contexturl for the types without a screen of their own', () => {
    const workshop = makeNotification({
      type: 'WorkshopRegistrationEndsSoon',
      references: { assignmentId: null, contexturl: '/onderwijs/abc' },
    });
    expect(notificationTarget(workshop, 'participant')).toBe('/onderwijs/abc');
    const download = makeNotification({
      type: 'RequestedDownloadFailed',
      references: { assignmentId: null, contexturl: '/onderwijs/abc#downloads' },
    });
    expect(notificationTarget(download, 'participant')).toBe('/onderwijs/abc#downloads');
  });

  it.each([
    'https://elders.example.nl/pagina',
    '//elders.example.nl/pagina',
    '/\\elders.example.nl',
    'javascript:alert(1)',
    null,
  ])('never leaves the portal from the list (contexturl %s)', (contexturl) => {
    const notification = makeNotification({
      type: 'RequestedDownloadFailed',
      references: { assignmentId: null, contexturl },
    });
    expect(notificationTarget(notification, 'participant')).toBeNull();
  });

  it('has no target for an assignment type without an assignment or a path', () => {
    expect(
      notificationTarget(
        makeNotification({ type: 'EvaluatorAssigned', references: { assignmentId: null } }),
        'educator',
      ),
    ).toBeNull();
  });
});
