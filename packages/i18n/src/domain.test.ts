import {
  ASSIGNMENT_DISPLAY_STATUSES,
  ASSIGNMENT_STATES,
  AUTH_METHODS,
  EVENT_STATUSES,
  GENDERS,
  MODULE_STATUSES,
  MODULE_TYPE_CODES,
  PARTICIPANT_STATUSES,
  REQUEST_STATUSES,
  SYNC_ISSUE_STATES,
} from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { nl } from './index';

// Every value of a contract enumeration that the screens show has a Dutch label, so adding a value without one
// fails here rather than showing a code to a user.
describe('domain labels', () => {
  const cases: [string, readonly string[], Record<string, string>][] = [
    ['moduleType', MODULE_TYPE_CODES, nl.domain.moduleType],
    ['moduleStatus', MODULE_STATUSES, nl.domain.moduleStatus],
    ['assignmentState', ASSIGNMENT_STATES, nl.domain.assignmentState],
    ['assignmentDisplayStatus', ASSIGNMENT_DISPLAY_STATUSES, nl.domain.assignmentDisplayStatus],
    ['requestStatus', REQUEST_STATUSES, nl.domain.requestStatus],
    ['eventStatus', EVENT_STATUSES, nl.domain.eventStatus],
    ['participantStatus', PARTICIPANT_STATUSES, nl.domain.participantStatus],
    ['syncIssueState', SYNC_ISSUE_STATES, nl.domain.syncIssueState],
    ['authMethod', AUTH_METHODS, nl.domain.authMethod],
    ['gender', GENDERS, nl.domain.gender],
  ];
  it.each(cases)('%s has a label for every value', (_name, values, labels) => {
    for (const value of values) expect(labels[value], value).toEqual(expect.any(String));
  });

  it('copies the spec labels exactly', () => {
    expect(nl.domain.moduleType.IO).toBe('Instituutsonderwijs');
    expect(nl.domain.moduleType.EPA).toBe('EPA/KBA');
    expect(nl.domain.moduleStatus.finished_less_points).toBe('Afgerond met minder punten');
    expect(nl.domain.assignmentState.in_review).toBe('Te beoordelen');
    expect(nl.domain.syncIssueState.regression).toBe('Opnieuw geopend');
  });
});
