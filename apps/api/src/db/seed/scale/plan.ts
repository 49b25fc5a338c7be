/**
 * How big each part of the scale data set is for N participants. The ratios follow a large Dutch institute:
 * per 5,000 participants 200 teachers, 625 practical trainers, 100 institute educators, 20 program assistants
 * and 2 admins. Everything per participant (modules, assignments, notifications) is drawn around the targets
 * below, so totals grow linearly with N.
 */
export const STAFF_RATIOS = {
  /** Participants per teacher (docent). */
  teacher: 25,
  /** Participants per practical trainer (praktijkopleider). */
  practicalTrainer: 8,
  /** Participants per institute educator (instituutsopleider). */
  instituteEducator: 50,
  /** Participants per program assistant. */
  programAssistant: 250,
} as const;

export const ADMINS = 2;
/** Share of participants who also follow a further education (Bij- en nascholing). */
export const FURTHER_EDUCATION_SHARE = 0.1;
/** Notifications per participant: drawn uniformly from this range (mean 200). */
export const NOTIFICATIONS_PER_PARTICIPANT = [180, 220] as const;
/** Share of a participant's notifications left unread: the newest ones, as people read old ones. */
export const UNREAD_SHARE = 0.1;
export const FORMS = 60;
export const NEWS_ITEMS = 200;
/** Event executions run from 2026 Q1 to 2027 Q4: one per catalogue module per quarter. */
export const EVENT_QUARTERS = 8;
/** Participants per (main) programme; the number of programmes grows with N up to the institute's 12. */
export const PARTICIPANTS_PER_PROGRAMME = 400;
export const MAX_PROGRAMMES = 12;
/** Participants per transaction in the per-participant phases: big enough to amortise, small in memory. */
export const PARTICIPANTS_PER_CHUNK = 100;

export interface ScalePlan {
  participants: number;
  teachers: number;
  practicalTrainers: number;
  instituteEducators: number;
  programAssistants: number;
  admins: number;
  programmes: number;
  syncIssues: number;
}

const atLeastOne = (n: number, per: number) => Math.max(1, Math.round(n / per));

export function scalePlan(participants: number): ScalePlan {
  return {
    participants,
    teachers: atLeastOne(participants, STAFF_RATIOS.teacher),
    practicalTrainers: atLeastOne(participants, STAFF_RATIOS.practicalTrainer),
    instituteEducators: atLeastOne(participants, STAFF_RATIOS.instituteEducator),
    programAssistants: atLeastOne(participants, STAFF_RATIOS.programAssistant),
    admins: ADMINS,
    // At least two, so even a small data set has news and events targeted at more than one programme.
    programmes: Math.min(MAX_PROGRAMMES, Math.max(2, Math.ceil(participants / PARTICIPANTS_PER_PROGRAMME))),
    syncIssues: Math.max(3, Math.round(participants / 50)),
  };
}
