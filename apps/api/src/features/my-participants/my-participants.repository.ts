import type { EducationStaffRole, MyParticipantsQuery, MyStudentsQuery, ParticipantStatus } from '@portal/contracts';
import { asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { educations, educationStaff, modules, users } from '../../db/schema';
import { listPage } from '../../lib/list-query';

/** "Jan de Vries" as SQL, for the search. */
const participantName = sql`concat_ws(' ', ${users.firstName}, ${users.insertion}, ${users.lastName})`;

/**
 * The status in the order of its Dutch labels (Afgerond, Definitief geplaatst, Onderbreking), so the default "status
 * descending" (spec 3 §9) lists the ongoing educations first and the finished ones last.
 */
const statusRank = sql<number>`case ${educations.status}
  when 'finished' then 0 when 'definitely_placed' then 1 when 'interruption' then 2 end`;

/** Participants alphabetically: last name, then first name, ignoring case. */
const byName = [asc(sql`lower(${users.lastName})`), asc(sql`lower(${users.firstName})`)];

/** Finished and all modules of the education, in one pass over `modules_education_idx`: `[finished, total]`. */
const moduleCounts = sql<[number, number]>`(
  select array[count(*) filter (where m.finished), count(*)]::int[] from ${modules} m
  where m.education_id = ${educations.id})`;
/** The share of finished modules; an education without modules counts as not started. */
const progressRatio = sql`(
  select coalesce((count(*) filter (where m.finished))::float / nullif(count(*), 0), 0) from ${modules} m
  where m.education_id = ${educations.id})`;

/** The educator's links to the education: a semi-join on `education_staff` (primary key education, user, role). */
const linkedTo = (educatorId: string, roles?: readonly EducationStaffRole[]) =>
  sql`exists (select 1 from ${educationStaff} s where s.education_id = ${educations.id} and s.user_id = ${educatorId}${
    roles
      ? sql` and s.role in (${sql.join(
          roles.map((role) => sql`${role}`),
          sql`, `,
        )})`
      : sql``
  })`;

/** The participants' educations an educator is linked to (the "my participants" lists). */
export function createMyParticipantsRepository(db: Db) {
  return {
    /** One page of the educations `educatorId` is staff of, with their participant and progress. */
    list(educatorId: string, query: MyParticipantsQuery) {
      return listPage(
        db,
        () =>
          db
            .select({
              id: educations.id,
              name: educations.name,
              cohortName: educations.cohortName,
              startDate: educations.startDate,
              status: educations.status,
              furtherEducation: educations.furtherEducation,
              userId: users.id,
              firstName: users.firstName,
              insertion: users.insertion,
              lastName: users.lastName,
              moduleCounts,
              staffRoles: sql<EducationStaffRole[]>`array(select s.role::text from ${educationStaff} s
                where s.education_id = ${educations.id} and s.user_id = ${educatorId} order by s.role)`,
            })
            .from(educations)
            .innerJoin(users, eq(users.id, educations.userId))
            .$dynamic(),
        query,
        {
          where: linkedTo(educatorId),
          search: [participantName, educations.name, educations.cohortName],
          filters: {
            status: (statuses: ParticipantStatus[]) => inArray(educations.status, statuses),
            staffRole: (roles: EducationStaffRole[]) => linkedTo(educatorId, roles),
          },
          order: {
            name: sql`${users.lastName} || ' ' || ${users.firstName}`,
            education: educations.name,
            cohortName: educations.cohortName,
            startDate: educations.startDate,
            status: statusRank,
            progress: progressRatio,
          },
          defaultOrder: [desc(statusRank), ...byName],
          // Within a status (or any other sorted column) alphabetically by participant (issue 32).
          thenOrder: byName,
          tieBreaker: educations.id,
        },
      );
    },

    /** One page of the people among the educator's participants, by name, with their educations linked. */
    async students(educatorId: string, query: MyStudentsQuery) {
      // Qualified by hand: in the select list of a one-table query Drizzle writes a column without its table, which
      // inside this subquery would name the subquery's own `id`.
      const ownerId = sql.raw('"users"."id"');
      const linkedEducations = sql`select e.id from ${educations} e
        join ${educationStaff} s on s.education_id = e.id and s.user_id = ${educatorId}`;
      return listPage(
        db,
        () =>
          db
            .select({
              id: users.id,
              firstName: users.firstName,
              insertion: users.insertion,
              lastName: users.lastName,
              email: users.email,
              educations: sql<{ id: string; name: string; status: ParticipantStatus }[]>`(
                select coalesce(json_agg(json_build_object('id', e.id, 'name', e.name, 'status', e.status)
                  order by e.start_date desc nulls last, e.name), '[]')
                from ${educations} e where e.user_id = ${ownerId} and e.id in (${linkedEducations}))`,
            })
            .from(users)
            .$dynamic(),
        query,
        {
          where: sql`${users.id} in (select e.user_id from ${educations} e where e.id in (${linkedEducations}))`,
          search: [sql`concat_ws(' ', ${users.firstName}, ${users.insertion}, ${users.lastName})`, users.email],
          defaultOrder: [asc(users.lastName), asc(users.firstName)],
          tieBreaker: users.id,
        },
      );
    },

    /** The programmes (education names) of the educator's participants, with counts by status. */
    async programmes(educatorId: string) {
      return db
        .select({
          name: educations.name,
          participants: sql<number>`count(distinct ${educations.userId})::int`,
          statuses: sql<ParticipantStatus[]>`array_agg(${educations.status}::text)`,
        })
        .from(educations)
        .where(linkedTo(educatorId))
        .groupBy(educations.name)
        .orderBy(asc(educations.name));
    },

    /** Whether the user exists (the educator page's 404). */
    async userExists(id: string): Promise<boolean> {
      const [row] = await db.select({ id: users.id }).from(users).where(eq(users.id, id));
      return row !== undefined;
    },
  };
}

export type MyParticipantsRepository = ReturnType<typeof createMyParticipantsRepository>;
export type MyParticipantRow = Awaited<ReturnType<MyParticipantsRepository['list']>>['items'][number];
