import {
  ELECTIVE_MODULE_TYPE_CODES,
  statesAllowing,
  type EducationStaffRole,
  type ModuleKind,
  type ModuleTypeCode,
} from '@portal/contracts';
import { asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { fullNameSql, isoInstant as iso, jsonObject, lastNameFirstSql } from '../../db/json-sql';
import { namedStatement } from '../../db/named-statement';
import {
  educationMaterialFiles,
  educationMaterials,
  educations,
  educationStaff,
  files,
  forms,
  modules,
  periods,
  users,
} from '../../db/schema';
import type { assignments } from '../../db/schema';
import type { EducationAccessFacts } from './education.policy';

export type EducationRow = typeof educations.$inferSelect;
export type ModuleRow = typeof modules.$inferSelect;

/** Which modules a module-tree read selects: by kinds (a tab), by type codes, one module (by its id), or all. */
export type ModuleTreeScope =
  { kinds: readonly ModuleKind[] } | { types: readonly ModuleTypeCode[] } | { moduleId: string } | { all: true };

/** One module of a tree read, as the statement answers it (JSON: dates as strings, instants as ISO strings). */
export interface ModuleTreeModule {
  id: string;
  afasId: string | null;
  moduleCode: string;
  type: ModuleTypeCode;
  moduleType: ModuleKind;
  publishedName: string;
  status: ModuleRow['status'];
  finished: boolean;
  currentLevel: number | null;
  minLevel: number | null;
  maxLevel: number | null;
  points: number | null;
  minimumAssignments: number;
  internshipType: number | null;
  eventRegistrationAllowed: boolean;
  elearning: boolean;
  moodleCourseId: string | null;
  formId: string | null;
  startDate: string | null;
  endDate: string | null;
  contactHours: number | null;
  educatorName: string | null;
  programAssistantName: string | null;
}

export interface ModuleTree {
  facts: EducationAccessFacts;
  modules: ModuleTreeModule[];
  assignments: {
    id: string;
    moduleId: string;
    containerId: string | null;
    name: string;
    state: (typeof assignments.$inferSelect)['state'];
    draft: boolean;
    notAssigned: boolean;
    assignedLevel: number | null;
    requestedLevel: number | null;
    deliveryDate: string | null;
    created: string;
    submitted: string | null;
    valuation: string | null;
    deletable: boolean;
  }[];
  containers: {
    id: string;
    moduleId: string;
    name: string;
    formId: string | null;
    status: string | null;
    requiredNumberOfAssignments: number;
  }[];
  presence: {
    id: string;
    moduleId: string;
    sessionId: string;
    sessionName: string;
    sessionDate: string;
    sessionStartTime: string | null;
    sessionEndTime: string | null;
    present: boolean | null;
    catchingUpEventId: string | null;
    catchingUpPresenceItemId: string | null;
    catchingUpSessionName: string | null;
    catchingUpSessionDate: string | null;
    catchingUpSessionStartTime: string | null;
    catchingUpSessionEndTime: string | null;
    catchingUpAssignmentId: string | null;
    catchingUpAssignmentName: string | null;
    compensationProcessedAt: string | null;
  }[];
  events: {
    moduleId: string;
    id: string;
    name: string;
    startDate: string;
    workshops: boolean;
    workshopsEditableUntil: string | null;
    moodleCourseId: string | null;
  }[];
}

/**
 * The facts of the education policy for the education `educationKey` selects, the caller as $2 and the
 * impersonator (or null) as $3: one row, or none when the education does not exist.
 */
const FACTS_CTE = (educationKey: string) => `facts as (
  select e.id, e.user_id,
    coalesce((select json_agg(s.role) from education_staff s
      where s.education_id = e.id and s.user_id = $2::uuid), '[]'::json) as staff_roles,
    exists(select 1 from users u where u.id = $3::uuid and 'ROLE_ADMIN' = any(u.roles)) as impersonated_by_admin
  from educations e where e.id = ${educationKey}
)`;

/** The states in which the participant may delete an assignment (the shared life cycle), as an SQL list. */
const DELETABLE_STATES = statesAllowing('delete')
  .map((state) => `'${state}'`)
  .join(', ');

/**
 * The whole module tree of an education page list in one statement and one round trip: the policy's facts, the
 * modules the scope selects, and their assignments, containers, presence items and registrations as JSON arrays
 * (PostgreSQL builds them; the API parses one value per array instead of mapping every row). $1 is the education
 * id (the module id for one module), $4 the kinds or type codes.
 */
function moduleTreeSql(scope: 'kinds' | 'types' | 'module' | 'all') {
  const educationKey = scope === 'module' ? '(select m.education_id from modules m where m.id = $1::uuid)' : '$1::uuid';
  const filter = {
    kinds: 'and m.module_type::text = any($4::text[])',
    types: 'and m.type::text = any($4::text[])',
    module: 'and m.id = $1::uuid',
    all: '',
  }[scope];
  const inModules = 'in (select id from selected)';
  return `with ${FACTS_CTE(educationKey)},
selected as materialized (
  select m.* from modules m, facts where m.education_id = facts.id ${filter}
)
select facts.id as "educationId", facts.user_id as "ownerId", facts.staff_roles as "staffRoles",
  facts.impersonated_by_admin as "impersonatedByAdmin",
  (select coalesce(json_agg(json_build_object(
      'id', m.id, 'afasId', m.afas_id, 'moduleCode', m.module_code, 'type', m.type, 'moduleType', m.module_type,
      'publishedName', m.published_name, 'status', m.status, 'finished', m.finished,
      'currentLevel', m.current_level, 'minLevel', m.min_level, 'maxLevel', m.max_level, 'points', m.points,
      'minimumAssignments', m.minimum_assignments, 'internshipType', m.internship_type,
      'eventRegistrationAllowed', m.event_registration_allowed, 'elearning', m.elearning,
      'moodleCourseId', m.moodle_course_id, 'formId', m.form_id, 'startDate', m.start_date, 'endDate', m.end_date,
      'contactHours', m.contact_hours, 'educatorName', m.educator_name,
      'programAssistantName', m.program_assistant_name
    ) order by m.published_name, m.id), '[]'::json) from selected m) as modules,
  (select coalesce(json_agg(json_build_object(
      'id', a.id, 'moduleId', a.module_id, 'containerId', a.container_id, 'name', a.name, 'state', a.state,
      'draft', a.draft, 'notAssigned', a.not_assigned, 'assignedLevel', a.assigned_level,
      'requestedLevel', a.requested_level, 'deliveryDate', a.delivery_date, 'created', ${iso('a.created_at')},
      'submitted', ${iso('a.submitted_at')},
      'valuation', (select o.label from evaluation_options o where o.id = a.valuation_option_id),
      'deletable', a.state in (${DELETABLE_STATES}) and not exists (select 1 from entries e where e.assignment_id = a.id
        and (e.status = 'submitted' or exists (select 1 from entry_values v where v.entry_id = e.id)))
    ) order by a.created_at, a.id), '[]'::json) from assignments a where a.module_id ${inModules}) as assignments,
  (select coalesce(json_agg(json_build_object(
      'id', c.id, 'moduleId', c.module_id, 'name', c.name, 'formId', c.form_id, 'status', c.status,
      'requiredNumberOfAssignments', c.required_number_of_assignments
    ) order by c.name, c.id), '[]'::json) from assignment_containers c where c.module_id ${inModules}) as containers,
  (select coalesce(json_agg(json_build_object(
      'id', p.id, 'moduleId', p.module_id, 'sessionId', p.session_id, 'sessionName', s.title,
      'sessionDate', s.date, 'sessionStartTime', to_char(s.start_time, 'HH24:MI'),
      'sessionEndTime', to_char(s.end_time, 'HH24:MI'), 'present', p.present,
      'catchingUpEventId', p.catching_up_event_id, 'catchingUpPresenceItemId', p.catching_up_presence_item_id,
      'catchingUpSessionName', cs.title, 'catchingUpSessionDate', cs.date,
      'catchingUpSessionStartTime', to_char(cs.start_time, 'HH24:MI'),
      'catchingUpSessionEndTime', to_char(cs.end_time, 'HH24:MI'),
      'catchingUpAssignmentId', p.catching_up_assignment_id, 'catchingUpAssignmentName', ca.name,
      'compensationProcessedAt', ${iso('p.compensation_processed_at')}
    ) order by s.date, s.start_time, p.id), '[]'::json)
    from presence_items p
    join event_sessions s on s.id = p.session_id
    left join event_sessions cs on cs.id = p.catching_up_session_id
    left join assignments ca on ca.id = p.catching_up_assignment_id
    where p.module_id ${inModules}) as presence,
  (select coalesce(json_agg(json_build_object(
      'moduleId', n.module_id, 'id', ev.id, 'name', ev.name, 'startDate', ev.start_date, 'workshops', ev.workshops,
      'workshopsEditableUntil', ${iso('ev.workshops_editable_until')}, 'moodleCourseId', ev.moodle_course_id
    ) order by ev.start_date, ev.id), '[]'::json)
    from enrolments n join events ev on ev.id = n.event_id
    where n.module_id ${inModules} and n.status = 'enrolled') as events
from facts`;
}

/** The statuses that make a module finished besides its flag (`isFinishedModule` of the service), as an SQL list. */
const FINISHED_STATUS_LIST = "'finished', 'finished_less_points', 'excemption'";

/**
 * A module list answer (the contract's `moduleListSchema`) written by PostgreSQL as JSON text, with the policy's
 * facts beside it: the same modules, children and order as `moduleTreeSql`, presented as the service's
 * `presentModules` presents them (levels, counts, finished, valuation only when finished, containers' assignment
 * ids). The text is sent as it is (`lib/json-text.ts`); the routes test keeps it equal to the object answer.
 */
function moduleListSql(scope: 'kinds' | 'types' | 'all') {
  const filter = {
    kinds: 'and m.module_type::text = any($4::text[])',
    types: 'and m.type::text = any($4::text[])',
    all: '',
  }[scope];
  const assignment = jsonObject({
    id: 'a.id',
    name: 'a.name',
    state: 'a.state',
    finished: "a.state = 'finished'",
    draft: 'a.draft',
    notAssigned: 'a.not_assigned',
    assignedLevel: 'a.assigned_level',
    requestedLevel: 'a.requested_level',
    deliveryDate: 'a.delivery_date',
    created: iso('a.created_at'),
    submitted: iso('a.submitted_at'),
    valuation: `case when a.state = 'finished'
      then (select o.label from evaluation_options o where o.id = a.valuation_option_id) end`,
    assignmentContainerId: 'a.container_id',
    deletable: `a.state in (${DELETABLE_STATES}) and not exists (select 1 from entries e where e.assignment_id = a.id
      and (e.status = 'submitted' or exists (select 1 from entry_values v where v.entry_id = e.id)))`,
  });
  const container = jsonObject({
    id: 'c.id',
    name: 'c.name',
    formId: 'c.form_id',
    status: 'c.status',
    requiredNumberOfAssignments: 'c.required_number_of_assignments',
    assignmentIds: `coalesce((select json_agg(a.id order by a.created_at, a.id) from assignments a
      where a.container_id = c.id and a.module_id = c.module_id), '[]'::json)`,
  });
  const presence = jsonObject({
    id: 'p.id',
    sessionId: 'p.session_id',
    sessionName: 's.title',
    sessionDate: 's.date',
    sessionStartTime: "to_char(s.start_time, 'HH24:MI')",
    sessionEndTime: "to_char(s.end_time, 'HH24:MI')",
    present: 'p.present',
    catchingUpEventId: 'p.catching_up_event_id',
    catchingUpPresenceItemId: 'p.catching_up_presence_item_id',
    catchingUpSessionName: 'cs.title',
    catchingUpSessionDate: 'cs.date',
    catchingUpSessionStartTime: "to_char(cs.start_time, 'HH24:MI')",
    catchingUpSessionEndTime: "to_char(cs.end_time, 'HH24:MI')",
    catchingUpAssignmentId: 'p.catching_up_assignment_id',
    catchingUpAssignmentName: 'ca.name',
    compensationProcessedAt: iso('p.compensation_processed_at'),
  });
  const event = jsonObject({
    id: 'ev.id',
    name: 'ev.name',
    startDate: 'ev.start_date',
    workshops: 'ev.workshops',
    workshopsEditableUntil: iso('ev.workshops_editable_until'),
    hasLearningMaterial: "coalesce(ev.moodle_course_id <> '', false)",
  });
  const level = jsonObject({
    level: 'l',
    state: `case when l <= lv.level then 'finished'
      when l = any(aj.doing) then 'doing'
      else 'todo' end`,
  });
  const module = jsonObject({
    id: 'm.id',
    afasId: 'm.afas_id',
    moduleId: 'm.module_code',
    type: 'm.type',
    moduleType: 'm.module_type',
    publishedName: 'm.published_name',
    status: 'm.status',
    finished: 'm.done',
    currentLevel: 'lv.level',
    minLevel: 'm.min_level',
    maxLevel: 'm.max_level',
    levels: `(select coalesce(json_agg(${level} order by l), '[]'::json)
      from generate_series(1, least(coalesce(m.max_level, 0), 5)) l)`,
    points: 'm.points',
    minimumAssignments: 'm.minimum_assignments',
    finishedAssignments: 'coalesce(aj.finished, 0)',
    totalAssignments: 'coalesce(aj.total, 0)',
    internshipType: 'm.internship_type',
    eventRegistrationAllowed: 'm.event_registration_allowed and not m.done',
    elearning: 'm.elearning',
    hasLearningMaterial: "coalesce(m.moodle_course_id <> '', false)",
    formId: 'm.form_id',
    startDate: 'm.start_date',
    endDate: 'm.end_date',
    contactHours: 'm.contact_hours',
    educatorName: 'm.educator_name',
    programAssistantName: 'm.program_assistant_name',
    events: "coalesce(ej.list, '[]'::json)",
    presenceItems: "coalesce(pj.list, '[]'::json)",
    assignments: "coalesce(aj.list, '[]'::json)",
    assignmentContainers: "coalesce(cj.list, '[]'::json)",
  });
  return `with ${FACTS_CTE('$1::uuid')},
selected as materialized (
  select m.*, (m.finished or coalesce(m.status::text in (${FINISHED_STATUS_LIST}), false)) as done
  from modules m, facts where m.education_id = facts.id ${filter}
)
select facts.id as "educationId", facts.user_id as "ownerId", facts.staff_roles as "staffRoles",
  facts.impersonated_by_admin as "impersonatedByAdmin",
  ${jsonObject({
    items: `(select coalesce(json_agg(${module} order by m.published_name, m.id), '[]'::json)
      from selected m
      left join lateral (select count(*) as total, count(*) filter (where a.state = 'finished') as finished,
          max(a.assigned_level) filter (where a.state = 'finished' and not a.not_assigned) as granted,
          array_agg(coalesce(a.requested_level, a.assigned_level))
            filter (where a.state <> 'finished' and not a.not_assigned) as doing,
          json_agg(${assignment} order by a.created_at, a.id) as list
        from assignments a where a.module_id = m.id) aj on true
      left join lateral (select json_agg(${container} order by c.name, c.id) as list
        from assignment_containers c where c.module_id = m.id) cj on true
      left join lateral (select json_agg(${presence} order by s.date, s.start_time, p.id) as list
        from presence_items p
        join event_sessions s on s.id = p.session_id
        left join event_sessions cs on cs.id = p.catching_up_session_id
        left join assignments ca on ca.id = p.catching_up_assignment_id
        where p.module_id = m.id) pj on true
      left join lateral (select json_agg(${event} order by ev.start_date, ev.id) as list
        from enrolments n join events ev on ev.id = n.event_id
        where n.module_id = m.id and n.status = 'enrolled') ej on true
      cross join lateral (select greatest(m.current_level, aj.granted) as level) lv)`,
    totalItems: '(select count(*) from selected)',
  })}::text as body
from facts`;
}

/** The education page's education: its columns, the participant, the staff, module totals and own materials. */
export interface EducationPage {
  facts: EducationAccessFacts;
  education: Pick<
    EducationRow,
    | 'id'
    | 'afasId'
    | 'name'
    | 'furtherEducation'
    | 'status'
    | 'cohortName'
    | 'email'
    | 'fullTimePercentage'
    | 'startDate'
    | 'electiveCourseHours'
    | 'electiveCourseBudgetCents'
    | 'interruptionStartDate'
    | 'interruptionEndDate'
    | 'deregistrationDate'
    | 'rgsEndDate'
    | 'internshipHours'
    | 'studyGuideUrl'
    | 'moodleCourseId'
  >;
  user: { id: string; firstName: string; insertion: string | null; lastName: string; email: string };
  staff: {
    id: string;
    role: EducationStaffRole;
    firstName: string;
    insertion: string | null;
    lastName: string;
    email: string;
  }[];
  modules: Pick<ModuleTreeModule, 'type' | 'moduleType' | 'finished' | 'status' | 'points' | 'internshipType'>[];
  materials: EducationMaterialItem[];
}

export interface EducationMaterialItem {
  id: string;
  title: string;
  created: string;
  files: { id: string; name: string; mimeType: string; size: number; created: string }[];
}

/** `GET /api/education/{id}` in one statement: the policy's facts and everything the education answer shows. */
const EDUCATION_PAGE_SQL = `with ${FACTS_CTE('$1::uuid')}
select facts.id as "educationId", facts.user_id as "ownerId", facts.staff_roles as "staffRoles",
  facts.impersonated_by_admin as "impersonatedByAdmin",
  json_build_object(
    'id', e.id, 'afasId', e.afas_id, 'name', e.name, 'furtherEducation', e.further_education, 'status', e.status,
    'cohortName', e.cohort_name, 'email', e.email, 'fullTimePercentage', e.full_time_percentage,
    'startDate', e.start_date, 'electiveCourseHours', e.elective_course_hours,
    'electiveCourseBudgetCents', e.elective_course_budget_cents, 'interruptionStartDate', e.interruption_start_date,
    'interruptionEndDate', e.interruption_end_date, 'deregistrationDate', e.deregistration_date,
    'rgsEndDate', e.rgs_end_date, 'internshipHours', e.internship_hours, 'studyGuideUrl', e.study_guide_url,
    'moodleCourseId', e.moodle_course_id
  ) as education,
  json_build_object('id', u.id, 'firstName', u.first_name, 'insertion', u.insertion, 'lastName', u.last_name,
    'email', u.email) as "user",
  (select coalesce(json_agg(json_build_object('id', su.id, 'role', s.role, 'firstName', su.first_name,
      'insertion', su.insertion, 'lastName', su.last_name, 'email', su.email)
    order by su.last_name, su.first_name, su.id), '[]'::json)
    from education_staff s join users su on su.id = s.user_id where s.education_id = e.id) as staff,
  (select coalesce(json_agg(json_build_object('type', m.type, 'moduleType', m.module_type, 'finished', m.finished,
      'status', m.status, 'points', m.points, 'internshipType', m.internship_type)), '[]'::json)
    from modules m where m.education_id = e.id) as modules,
  (select coalesce(json_agg(json_build_object('id', em.id, 'title', em.title, 'created', ${iso('em.created_at')},
      'files', (select coalesce(json_agg(json_build_object('id', f.id, 'name', f.name, 'mimeType', f.mime_type,
          'size', f.size, 'created', ${iso('ef.created_at')}) order by ef.created_at, f.name), '[]'::json)
        from education_material_files ef join files f on f.id = ef.file_id where ef.material_id = em.id)
    ) order by em.created_at desc, em.id desc), '[]'::json)
    from education_materials em where em.education_id = e.id) as materials
from facts join educations e on e.id = facts.id join users u on u.id = e.user_id`;

/** The elective module types (`ELECTIVE_MODULE_TYPE_CODES`), as an SQL list. */
const ELECTIVE_TYPE_LIST = ELECTIVE_MODULE_TYPE_CODES.map((type) => `'${type}'`).join(', ');

/** A staff member as Opleidingsgegevens lists them (`educationPersonSchema`), of the staff row `p`. */
const STAFF_PERSON = jsonObject({ id: 'p.id', fullNameLastNameFirst: lastNameFirstSql('p'), email: 'p.email' });

/**
 * `GET /api/education/{id}` written by PostgreSQL as JSON text (the contract's `educationSchema` without
 * `_permissions`, which the policy decides in JS and `withField` appends), with the policy's facts beside it: the
 * service's `present` in SQL (staff by role in the order of `EDUCATION_PAGE_SQL`, names as `lib/names.ts` writes them,
 * the cards' counts and points from every module, `electivePointsOf`'s definition).
 */
const EDUCATION_PAGE_TEXT_SQL = `with ${FACTS_CTE('$1::uuid')},
staff as materialized (
  select s.role, su.id, su.first_name, su.insertion, su.last_name, su.email,
    row_number() over (order by su.last_name, su.first_name, su.id) as n
  from facts join education_staff s on s.education_id = facts.id join users su on su.id = s.user_id
),
mods as materialized (
  select m.type, m.module_type, m.points, m.internship_type,
    (m.finished or coalesce(m.status::text in (${FINISHED_STATUS_LIST}), false)) as done
  from facts join modules m on m.education_id = facts.id
),
elective as (
  select coalesce(sum(m.points) filter (where m.done), 0) as achieved,
    coalesce(sum(m.points) filter (where not m.done), 0) as planned
  from mods m where m.type::text in (${ELECTIVE_TYPE_LIST})
),
assistant as (select * from staff where role = 'program_assistant' order by n limit 1)
select facts.id as "educationId", facts.user_id as "ownerId", facts.staff_roles as "staffRoles",
  facts.impersonated_by_admin as "impersonatedByAdmin",
  ${jsonObject({
    id: 'e.id',
    afasId: 'e.afas_id',
    name: 'e.name',
    furtherEducation: 'e.further_education',
    practicalModules: "exists (select 1 from mods m where m.module_type = 'practical')",
    epaModules: "exists (select 1 from mods m where m.module_type = 'epa')",
    status: 'e.status',
    cohortName: 'e.cohort_name',
    email: 'e.email',
    instituteEducators: `(select coalesce(json_agg(${STAFF_PERSON} order by p.n), '[]'::json)
      from staff p where p.role = 'institute_educator')`,
    practicalEducators: `(select coalesce(json_agg(${STAFF_PERSON} order by p.n), '[]'::json)
      from staff p where p.role = 'practical_trainer')`,
    programAssistantName: `(select ${fullNameSql('p')} from assistant p)`,
    programAssistantEmail: '(select p.email from assistant p)',
    fullTimePercentage: 'e.full_time_percentage',
    startDate: 'e.start_date',
    electiveCourseHours: 'e.elective_course_hours',
    electiveCourseBudget: 'e.elective_course_budget_cents',
    interruptionStartDate: 'e.interruption_start_date',
    interruptionEndDate: 'e.interruption_end_date',
    deregistrationDate: 'e.deregistration_date',
    rgsEndDate: 'e.rgs_end_date',
    studyGuideUrl: 'e.study_guide_url',
    hasLearningMaterial: "coalesce(e.moodle_course_id <> '', false)",
    internshipHours: `(select coalesce(json_object_agg(h.key, (h.value #>> '{}')::numeric), '{}'::json)
      from jsonb_each(e.internship_hours) h)`,
    materials: `(select coalesce(json_agg(${jsonObject({
      id: 'em.id',
      title: 'em.title',
      created: iso('em.created_at'),
      files: `(select coalesce(json_agg(${jsonObject({
        id: 'f.id',
        name: 'f.name',
        mimeType: 'f.mime_type',
        size: 'f.size',
        created: iso('ef.created_at'),
      })} order by ef.created_at, f.name), '[]'::json)
        from education_material_files ef join files f on f.id = ef.file_id where ef.material_id = em.id)`,
    })} order by em.created_at desc, em.id desc), '[]'::json)
      from education_materials em where em.education_id = e.id)`,
    summary: jsonObject({
      finishedModules: '(select count(*) from mods m where m.done)',
      totalModules: '(select count(*) from mods)',
      electivePoints: `(select ${jsonObject({
        total: 'e.elective_course_hours',
        achieved: 'el.achieved',
        planned: 'el.planned',
        todo: 'greatest(e.elective_course_hours - el.achieved - el.planned, 0)',
      })} from elective el)`,
      internshipPoints: `(select coalesce(json_object_agg(i.type, i.points order by i.type::int), '{}'::json)
        from (select m.internship_type::text as type, sum(coalesce(m.points, 0)) as points from mods m
          where m.internship_type is not null and m.done group by m.internship_type) i)`,
    }),
    user: jsonObject({ id: 'u.id', fullName: fullNameSql('u'), email: 'u.email' }),
  })}::text as body
from facts join educations e on e.id = facts.id join users u on u.id = e.user_id`;

/** Who asks: the user and the admin impersonating them (if any). */
export interface Asker {
  userId: string;
  impersonatorId?: string | null;
}

/**
 * The facts of the education policy for the education that `where` selects, in one statement: the participant, the
 * caller's links as staff, and whether the impersonator (if any) is an admin.
 */
function factsQuery(db: Db, where: SQL) {
  return db
    .select({
      educationId: educations.id,
      ownerId: educations.userId,
      staffRoles: sql<EducationStaffRole[]>`coalesce((select json_agg(s.role) from ${educationStaff} s
        where s.education_id = ${educations.id} and s.user_id = ${sql.placeholder('userId')}::uuid), '[]'::json)`,
      impersonatedByAdmin: sql<boolean>`exists(select 1 from ${users} u
        where u.id = ${sql.placeholder('impersonatorId')}::uuid and 'ROLE_ADMIN' = any(u.roles))`,
    })
    .from(educations)
    .where(where)
    .limit(1);
}

/**
 * Reads of the education area. The calls of the education page are named prepared statements keyed by the
 * education (planning cost more than running them: 6 ms against 0.4 ms for the presence items on the scale set), and
 * read every module's children of the education at once; callers keep the modules they show.
 */
export function createEducationRepository(db: Db) {
  const asked = (asker: Asker) => ({ userId: asker.userId, impersonatorId: asker.impersonatorId ?? null });

  const factsByEducation = factsQuery(db, eq(educations.id, sql.placeholder('id'))).prepare('education_facts');
  const factsByModule = factsQuery(
    db,
    sql`${educations.id} = (select m.education_id from ${modules} m where m.id = ${sql.placeholder('id')}::uuid)`,
  ).prepare('education_facts_by_module');
  const factsByMaterial = factsQuery(
    db,
    sql`${educations.id} = (select m.education_id from ${educationMaterials} m where m.id = ${sql.placeholder('id')}::uuid)`,
  ).prepare('education_facts_by_material');

  type Row<T> = Omit<T, 'facts'> & EducationAccessFacts;
  const factsOf = ({ educationId, ownerId, staffRoles, impersonatedByAdmin }: EducationAccessFacts) => ({
    educationId,
    ownerId,
    staffRoles,
    impersonatedByAdmin,
  });
  const educationPageStatement = namedStatement<Row<EducationPage>>(db, 'education_page', EDUCATION_PAGE_SQL);
  const educationPageText = namedStatement<EducationAccessFacts & { body: string }>(
    db,
    'education_page_text',
    EDUCATION_PAGE_TEXT_SQL,
  );
  const treeByKinds = namedStatement<Row<ModuleTree>>(db, 'module_tree_kinds', moduleTreeSql('kinds'));
  const treeByTypes = namedStatement<Row<ModuleTree>>(db, 'module_tree_types', moduleTreeSql('types'));
  const treeOfModule = namedStatement<Row<ModuleTree>>(db, 'module_tree_module', moduleTreeSql('module'));
  const treeOfAll = namedStatement<Row<ModuleTree>>(db, 'module_tree_all', moduleTreeSql('all'));
  type TextRow = EducationAccessFacts & { body: string };
  const listByKinds = namedStatement<TextRow>(db, 'module_list_kinds', moduleListSql('kinds'));
  const listByTypes = namedStatement<TextRow>(db, 'module_list_types', moduleListSql('types'));
  const listOfAll = namedStatement<TextRow>(db, 'module_list_all', moduleListSql('all'));

  const materialsStatement = db
    .select({
      id: educationMaterials.id,
      title: educationMaterials.title,
      createdAt: educationMaterials.createdAt,
      fileId: files.id,
      fileName: files.name,
      mimeType: files.mimeType,
      size: files.size,
      fileCreatedAt: educationMaterialFiles.createdAt,
    })
    .from(educationMaterials)
    .leftJoin(educationMaterialFiles, eq(educationMaterialFiles.materialId, educationMaterials.id))
    .leftJoin(files, eq(files.id, educationMaterialFiles.fileId))
    .where(eq(educationMaterials.educationId, sql.placeholder('educationId')))
    .orderBy(
      desc(educationMaterials.createdAt),
      desc(educationMaterials.id),
      asc(educationMaterialFiles.createdAt),
      asc(files.name),
    )
    .prepare('education_materials_list');

  return {
    async factsOfEducation(asker: Asker, educationId: string): Promise<EducationAccessFacts | null> {
      const [row] = await factsByEducation.execute({ ...asked(asker), id: educationId });
      return row ?? null;
    },

    /** The facts of the education a module belongs to. */
    async factsOfModule(asker: Asker, moduleId: string): Promise<EducationAccessFacts | null> {
      const [row] = await factsByModule.execute({ ...asked(asker), id: moduleId });
      return row ?? null;
    },

    async factsOfMaterial(asker: Asker, materialId: string): Promise<EducationAccessFacts | null> {
      const [row] = await factsByMaterial.execute({ ...asked(asker), id: materialId });
      return row ?? null;
    },

    /** Everything `GET /api/education/{id}` shows, with the policy's facts, in one round trip (null: no such education). */
    async educationPage(asker: Asker, educationId: string): Promise<EducationPage | null> {
      const [row] = await educationPageStatement([educationId, asker.userId, asker.impersonatorId ?? null]);
      return row ? { ...row, facts: factsOf(row) } : null;
    },

    /**
     * `GET /api/education/{id}` as PostgreSQL writes it, without `_permissions` (`EDUCATION_PAGE_TEXT_SQL`), with the
     * policy's facts, in one round trip (null: no such education).
     */
    async educationPageText(
      asker: Asker,
      educationId: string,
    ): Promise<{ facts: EducationAccessFacts; body: string } | null> {
      const [row] = await educationPageText([educationId, asker.userId, asker.impersonatorId ?? null]);
      return row ? { facts: factsOf(row), body: row.body } : null;
    },

    async periods(educationId: string) {
      return db
        .select({
          id: periods.id,
          name: periods.name,
          institution: periods.institution,
          matchStatus: periods.matchStatus,
          startDate: periods.startDate,
          endDate: periods.endDate,
          remarks: periods.remarks,
          practicalTrainerName: periods.practicalTrainerName,
          trainerFirstName: users.firstName,
          trainerInsertion: users.insertion,
          trainerLastName: users.lastName,
        })
        .from(periods)
        .leftJoin(users, eq(users.id, periods.practicalTrainerId))
        .where(eq(periods.educationId, educationId))
        .orderBy(asc(periods.sortOrder), asc(periods.startDate), asc(periods.id));
    },

    /**
     * The modules a scope selects with their children and the policy's facts, in one round trip (null: no such
     * education, or no such module for a module scope).
     */
    async moduleTree(asker: Asker, educationOrModuleId: string, scope: ModuleTreeScope): Promise<ModuleTree | null> {
      const values = [educationOrModuleId, asker.userId, asker.impersonatorId ?? null];
      const [row] =
        'kinds' in scope
          ? await treeByKinds([...values, scope.kinds])
          : 'types' in scope
            ? await treeByTypes([...values, scope.types])
            : 'moduleId' in scope
              ? await treeOfModule(values)
              : await treeOfAll(values);
      if (!row || ('moduleId' in scope && row.modules.length === 0)) return null;
      return { ...row, facts: factsOf(row) };
    },

    /**
     * A module list answer as PostgreSQL writes it (`moduleListSql`), with the policy's facts, in one round trip
     * (null: no such education).
     */
    async moduleListText(
      asker: Asker,
      educationId: string,
      scope: Exclude<ModuleTreeScope, { moduleId: string }>,
    ): Promise<{ facts: EducationAccessFacts; body: string } | null> {
      const values = [educationId, asker.userId, asker.impersonatorId ?? null];
      const [row] =
        'kinds' in scope
          ? await listByKinds([...values, scope.kinds])
          : 'types' in scope
            ? await listByTypes([...values, scope.types])
            : await listOfAll(values);
      return row ? { facts: factsOf(row), body: row.body } : null;
    },

    async module(id: string): Promise<ModuleRow | null> {
      const [row] = await db.select().from(modules).where(eq(modules.id, id));
      return row ?? null;
    },

    async materials(educationId: string) {
      const rows = await materialsStatement.execute({ educationId });
      const byId = new Map<
        string,
        {
          id: string;
          title: string;
          created: string;
          files: { id: string; name: string; mimeType: string; size: number; created: string }[];
        }
      >();
      for (const row of rows) {
        let material = byId.get(row.id);
        if (!material) {
          material = { id: row.id, title: row.title, created: row.createdAt.toISOString(), files: [] };
          byId.set(row.id, material);
        }
        if (row.fileId && row.fileName && row.mimeType && row.fileCreatedAt) {
          material.files.push({
            id: row.fileId,
            name: row.fileName,
            mimeType: row.mimeType,
            size: Number(row.size),
            created: row.fileCreatedAt.toISOString(),
          });
        }
      }
      return [...byId.values()];
    },

    async form(id: string) {
      const [row] = await db
        .select({ id: forms.id, title: forms.title, description: forms.description, version: forms.version })
        .from(forms)
        .where(eq(forms.id, id));
      return row ?? null;
    },
  };
}
export type EducationRepository = ReturnType<typeof createEducationRepository>;
