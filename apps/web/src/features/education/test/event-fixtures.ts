import type { EventSession, Module, ModuleEvent, PresenceItem } from '@portal/contracts';
import { EDUCATION_ID } from './education-fixtures';

let seq = 0;
/** A fresh UUID v4 for test rows. */
export const testId = () => `20000000-0000-4000-8000-${String(++seq).padStart(12, '0')}`;

/** A session of an event, plenary unless told otherwise. */
export function makeSession(overrides: Partial<EventSession> = {}): EventSession {
  return {
    id: testId(),
    date: '2099-12-01',
    startTime: '09:00',
    endTime: '12:00',
    title: 'Plenaire opening',
    info: null,
    location: 'Utrecht',
    workshop: false,
    timeGroup: null,
    workshopRegisteredFor: false,
    workshopRegistrationCount: 0,
    workshopMaxParticipants: null,
    past: false,
    ...overrides,
  };
}

/** A workshop in the time group of its date and times. */
export function makeWorkshop(overrides: Partial<EventSession> & Pick<EventSession, 'title'>): EventSession {
  const session = makeSession({ workshop: true, startTime: '13:00', endTime: '15:00', ...overrides });
  return { ...session, timeGroup: `${session.date} ${session.startTime}-${session.endTime}`, ...overrides };
}

/** An event as `GET /api/module/{id}/event/{eventId}` answers it. */
export function makeEvent(overrides: Partial<ModuleEvent> = {}): ModuleEvent {
  return {
    eventId: 'EV1',
    id: testId(),
    name: 'Palliatieve zorg december',
    description: null,
    startDate: '2099-12-01',
    endDate: null,
    workshops: true,
    workshopsEditableUntil: null,
    enrolled: true,
    capacity: 20,
    registrationCount: 3,
    full: false,
    overlapsAgenda: false,
    sessions: [],
    hasLearningMaterial: true,
    educationId: EDUCATION_ID,
    educator: null,
    educatorEmail: null,
    programAssistant: null,
    programAssistantEmail: null,
    points: null,
    ...overrides,
  };
}

/** The module's reference to an event it is enrolled in (`Module['events']`). */
export function enrolledIn(event: ModuleEvent): Module['events'][number] {
  return {
    id: event.id,
    name: event.name,
    startDate: event.startDate,
    workshops: event.workshops,
    workshopsEditableUntil: event.workshopsEditableUntil,
    hasLearningMaterial: event.hasLearningMaterial,
  };
}

/** A presence item, present and without catch-up unless told otherwise. */
export function makePresenceItem(overrides: Partial<PresenceItem> = {}): PresenceItem {
  return {
    id: testId(),
    sessionId: testId(),
    sessionName: 'Dag 1',
    sessionDate: '2026-03-01',
    sessionStartTime: '09:00',
    sessionEndTime: '17:00',
    present: true,
    catchingUpEventId: null,
    catchingUpPresenceItemId: null,
    catchingUpSessionName: null,
    catchingUpSessionDate: null,
    catchingUpSessionStartTime: null,
    catchingUpSessionEndTime: null,
    catchingUpAssignmentId: null,
    catchingUpAssignmentName: null,
    compensationProcessedAt: null,
    ...overrides,
  };
}

/** An assignment row of a module. */
export function makeModuleAssignment(
  overrides: Partial<Module['assignments'][number]> = {},
): Module['assignments'][number] {
  return {
    id: testId(),
    name: 'Reflectieverslag',
    state: 'open',
    finished: false,
    draft: false,
    notAssigned: false,
    assignedLevel: null,
    requestedLevel: null,
    deliveryDate: null,
    created: '2026-03-02T10:00:00+01:00',
    submitted: null,
    valuation: null,
    assignmentContainerId: null,
    deletable: false,
    ...overrides,
  };
}
