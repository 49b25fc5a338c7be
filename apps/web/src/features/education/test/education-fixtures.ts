import type { Education, Module } from '@portal/contracts';

export const EDUCATION_ID = '3f0c5b1e-2d4a-4c6b-9e8f-0a1b2c3d4e5f';
const USER_ID = '0b9a3f5e-6c1d-4e2a-9f7b-1a2b3c4d5e6f';
let seq = 0;
const uuid = () => `00000000-0000-4000-8000-${String(++seq).padStart(12, '0')}`;

/** An education as `GET /api/education/{id}` answers it, the participant (the default test account) its owner. */
export function makeEducation(overrides: Partial<Education> = {}): Education {
  return {
    id: EDUCATION_ID,
    afasId: 'OPL001',
    name: 'Arts Maatschappij en Gezondheid',
    furtherEducation: false,
    practicalModules: true,
    epaModules: false,
    status: 'definitely_placed',
    cohortName: '2025-1',
    email: 'amg@example.nl',
    instituteEducators: [{ id: uuid(), fullNameLastNameFirst: 'Jansen, Piet', email: 'piet@example.nl' }],
    practicalEducators: [{ id: uuid(), fullNameLastNameFirst: 'Bakker, Anne', email: 'anne@example.nl' }],
    programAssistantName: 'Sanne Visser',
    programAssistantEmail: 'sanne@example.nl',
    fullTimePercentage: 80,
    startDate: '2025-09-01',
    electiveCourseHours: 40,
    electiveCourseBudget: 123450,
    interruptionStartDate: '2026-01-05',
    interruptionEndDate: null,
    deregistrationDate: null,
    rgsEndDate: '2029-08-31',
    studyGuideUrl: 'https://example.nl/studiegids',
    hasLearningMaterial: true,
    internshipHours: { '2': 10 },
    materials: [],
    summary: {
      finishedModules: 3,
      totalModules: 12,
      electivePoints: { total: 40, achieved: 4, planned: 6, todo: 30 },
      internshipPoints: { '2': 6 },
    },
    user: { id: USER_ID, fullName: 'Lotte de Graaf', email: 'lotte@example.nl' },
    _permissions: { view: true, edit: true, imitatingAdmin: false },
    ...overrides,
  };
}

/** A module of a module list. */
export function makeModule(overrides: Partial<Module> = {}): Module {
  return {
    id: uuid(),
    afasId: null,
    moduleId: 'M1',
    type: 'IO',
    moduleType: 'education',
    publishedName: 'Module',
    status: 'definitely_placed',
    finished: false,
    currentLevel: null,
    minLevel: null,
    maxLevel: null,
    levels: [],
    points: null,
    minimumAssignments: 0,
    finishedAssignments: 0,
    totalAssignments: 0,
    internshipType: null,
    eventRegistrationAllowed: false,
    elearning: false,
    hasLearningMaterial: false,
    formId: null,
    startDate: null,
    endDate: null,
    contactHours: null,
    educatorName: null,
    programAssistantName: null,
    events: [],
    presenceItems: [],
    assignments: [],
    assignmentContainers: [],
    ...overrides,
  };
}

export const API = {
  education: `GET /api/education/${EDUCATION_ID}`,
  institute: `GET /api/education/${EDUCATION_ID}/institute-education-modules`,
  practical: `GET /api/education/${EDUCATION_ID}/practical-modules`,
  periods: `GET /api/education/${EDUCATION_ID}/periods`,
  guidance: `GET /api/education/${EDUCATION_ID}/modules?types=BEG`,
  epa: `GET /api/education/${EDUCATION_ID}/modules?types=EPA`,
  notes: `GET /api/education/${EDUCATION_ID}/notes`,
  postNote: `POST /api/education/${EDUCATION_ID}/notes`,
  deleteNote: (noteId: string) => `DELETE /api/education/${EDUCATION_ID}/notes/${noteId}`,
  material: (eventId: string) => `GET /api/education/${EDUCATION_ID}/moodle-redirect?eventId=${eventId}`,
};
