import {
  availableViews,
  NOTIFICATION_TYPE_ROLES,
  type Account,
  type Notification,
  type NotificationType,
  type View,
} from '@portal/contracts';
import { isPortalPath } from '../../../lib/browser-location';

/**
 * The view to open a notification in (spec 1 §2, §6: "opening a notification switches the view to one that supports
 * its type"): the current view when it supports the type, otherwise the first of the user's views (by priority) that
 * does. When none does (an admin passes every check and may receive any type) the view stays as it is.
 */
export function viewForNotification(type: NotificationType, account: Account, current: View | null): View | null {
  const typeViews = availableViews(NOTIFICATION_TYPE_ROLES[type]);
  const supported = availableViews(account.roles).filter((view) => typeViews.includes(view));
  if (current !== null && supported.includes(current)) return current;
  return supported[0] ?? current;
}

/** Where an assignment opens for a participant: the read-only view, or the form itself while they still work on it. */
function participantAssignment(type: NotificationType, assignmentId: string): string {
  // Spec 2 §2: "An assignment opens at the editable route when the assignment is editable". A returned assignment
  // is to be resubmitted and an external contributor's entry is input for the participant's own submission: both
  // are still the participant's to edit (that screen says so itself when it no longer is). Evaluated, reopened and
  // messages open the read-only view.
  return type === 'AssignmentRejected' || type === 'ExternalSavedAssignmentFormEntry'
    ? `/onderwijs/opdracht/${assignmentId}`
    : `/onderwijs/opdracht/${assignmentId}/bekijken`;
}

/**
 * The screen a notification opens, in `view` (the one chosen by `viewForNotification`), or null when it has none.
 * The type and references decide; `contexturl` is used when it is a path inside the portal and the type has no
 * screen of its own (a workshop deadline, a failed download). An https `contexturl` is only ever followed by the
 * learning-material route, never straight from the list.
 */
export function notificationTarget(notification: Notification, view: View | null): string | null {
  const { id, type, references } = notification;
  const { assignmentId, issueId, contexturl } = references;
  const context = isPortalPath(contexturl) ? contexturl : null;

  switch (type) {
    case 'MoodleNotification':
      // Learning material: the route marks it read and sends the browser to the learning platform (spec 1 §2).
      return `/notificaties/${id}/leermateriaal`;
    case 'AfasSyncIssue':
      return issueId ? `/afas/synchronisatie-issues/${issueId}` : (context ?? '/afas/synchronisatie-issues');
    case 'EvaluatorAssigned':
      // The evaluator assesses it at /beoordelingen/{id} (spec 3 §2).
      return assignmentId ? `/beoordelingen/${assignmentId}` : context;
    case 'AssignmentMessage':
      // Messages reach both sides of an assignment: the evaluator reads them on the assessment screen.
      if (!assignmentId) return context;
      return view === 'participant' ? participantAssignment(type, assignmentId) : `/beoordelingen/${assignmentId}`;
    case 'AssignmentEvaluated':
    case 'AssignmentRejected':
    case 'ResetEvaluation':
    case 'ExternalSavedAssignmentFormEntry':
      return assignmentId ? participantAssignment(type, assignmentId) : context;
    case 'WorkshopRegistrationEndsSoon':
    case 'RequestedDownloadFailed':
    case 'RequestedDownloadReady':
      return context;
  }
}
