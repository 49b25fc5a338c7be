import { ASSIGNMENT_STATES, type AssignmentState } from './domain';

/**
 * What the participant (whoever has edit rights on their education) may do with an assignment: fill and save it,
 * hand it in ('Inleveren'), hand in again what was returned ('Opnieuw inleveren'), invite external contributors,
 * choose the evaluators, delete it (only while nobody answered anything).
 */
export const PARTICIPANT_ACTIONS = ['save', 'submit', 'resubmit', 'invite', 'chooseEvaluators', 'delete'] as const;
export type ParticipantAction = (typeof PARTICIPANT_ACTIONS)[number];

/**
 * The assignment life cycle as the participant meets it (spec 2 §4), the one source of what may be done in each
 * state: the server's `editable`, `actions` and `_permissions` and its checks, and the web's buttons and links, all
 * derive from this table. open ('Nog niet ingeleverd') → in_review by 'Inleveren'; in_review → rejected when an
 * evaluator returns it ('In afwachting': the participant works on it again) → in_review by 'Opnieuw inleveren';
 * in review, finished or exempted: nothing (the evaluators' moves are theirs, see assignments.lifecycle.ts).
 */
export const PARTICIPANT_ACTIONS_BY_STATE: Readonly<Record<AssignmentState, readonly ParticipantAction[]>> = {
  open: ['save', 'submit', 'invite', 'chooseEvaluators', 'delete'],
  rejected: ['save', 'resubmit', 'invite', 'chooseEvaluators', 'delete'],
  in_review: [],
  finished: [],
  excemption: [],
};

/** The participant may do `action` with an assignment in `state`. */
export const participantMay = (state: AssignmentState, action: ParticipantAction): boolean =>
  PARTICIPANT_ACTIONS_BY_STATE[state].includes(action);

/** The states in which the participant may do `action`. */
export const statesAllowing = (action: ParticipantAction): AssignmentState[] =>
  ASSIGNMENT_STATES.filter((state) => participantMay(state, action));

/** The states in which the assignment may still be filled in and saved (by the participant and contributors). */
export const EDITABLE_STATES: readonly AssignmentState[] = statesAllowing('save');
export const isEditableState = (state: AssignmentState): boolean => participantMay(state, 'save');

/** The hand-in the state offers: 'submit' ('Inleveren'), 'resubmit' ('Opnieuw inleveren') or none. */
export function handInOf(state: AssignmentState): 'submit' | 'resubmit' | null {
  if (participantMay(state, 'resubmit')) return 'resubmit';
  if (participantMay(state, 'submit')) return 'submit';
  return null;
}

/** The states a hand-in moves to in_review from. */
export const HAND_IN_STATES: readonly AssignmentState[] = ASSIGNMENT_STATES.filter((state) => handInOf(state) !== null);
