import type { FastifyBaseLogger } from 'fastify';
import { MoodleError, parseCourseId, type MoodleClient } from '../../integrations/moodle';
import { AppError } from '../../lib/app-error';
import type { EducationActor } from './education.policy';
import type { EducationService } from './education.service';
import type { LearningMaterialRepository } from './learning-material.repository';

/**
 * Learning material in Moodle (spec 2 §7, spec 1 /e-learnings): each call finds the course the caller may open,
 * asks Moodle for a one-time login URL at that moment and answers `{ loginUrl }`. No course id: 404
 * `learning_material_missing` ('Helaas!'); Moodle refusing or unreachable: 502 `moodle_failed`. Without a Moodle
 * configured (the server warns at start) there is no learning material: 404 `learning_material_missing` and no
 * free courses. A user suspended in Moodle gets no key: 404 `learning_material_missing` ('Helaas!'). Warnings go to
 * the request's logger (`log`), so they carry its request id. The key is for the signed-in person: an admin acting as someone signs in to Moodle as themself,
 * so impersonation never becomes a Moodle session in someone else's name.
 */
export function createLearningMaterialService({
  moodle,
  education,
  repo,
  logger,
}: {
  moodle: MoodleClient | null;
  education: EducationService;
  repo: LearningMaterialRepository;
  logger: FastifyBaseLogger;
}) {
  async function redirect(
    actor: EducationActor,
    log: FastifyBaseLogger,
    storedCourse: string | null | undefined,
    options: { course?: boolean } = {},
  ) {
    if (storedCourse === undefined) throw AppError.notFound();
    const courseId = parseCourseId(storedCourse);
    if (options.course !== false && courseId === null) {
      if (storedCourse) log.warn({ course: storedCourse }, 'a Moodle course id that is not a number was ignored');
      throw new AppError('learning_material_missing', 404);
    }
    if (!moodle) throw new AppError('learning_material_missing', 404);
    const email = await repo.emailOf(actor.impersonatorId ?? actor.userId);
    if (!email) throw AppError.notFound();
    try {
      return { loginUrl: await moodle.loginUrl(email, courseId ?? undefined) };
    } catch (error) {
      if (!(error instanceof MoodleError)) throw error;
      if (error.kind === 'suspended') {
        log.warn('the user is suspended in Moodle: no login URL');
        throw new AppError('learning_material_missing', 404);
      }
      log.warn(
        { kind: error.kind, errorCode: error.errorCode, location: error.location },
        'Moodle refused a login URL',
      );
      throw new AppError('moodle_failed', 502);
    }
  }

  return {
    async education(actor: EducationActor, log: FastifyBaseLogger, educationId: string, eventId: string | undefined) {
      await education.authorizeEducation(actor, 'view', educationId);
      const course = eventId
        ? await repo.enrolledEventCourse(educationId, eventId)
        : await repo.educationCourse(educationId);
      return redirect(actor, log, course);
    },
    async catchUp(actor: EducationActor, log: FastifyBaseLogger, educationId: string, eventId: string) {
      await education.authorizeEducation(actor, 'view', educationId);
      return redirect(actor, log, await repo.catchUpEventCourse(educationId, eventId));
    },
    /** From the schedule of `userId`: one's own, or anyone's for an admin. */
    async schedule(actor: EducationActor, log: FastifyBaseLogger, userId: string, eventId: string) {
      if (userId !== actor.userId && !actor.roles.includes('ROLE_ADMIN')) throw AppError.notFound();
      return redirect(actor, log, await repo.scheduledEventCourse(userId, eventId));
    },
    async notification(actor: EducationActor, log: FastifyBaseLogger, notificationId: string) {
      return redirect(actor, log, await repo.notificationCourse(actor.userId, notificationId));
    },
    /** Moodle's start page (no course). */
    async freeElearnings(actor: EducationActor, log: FastifyBaseLogger) {
      return redirect(actor, log, null, { course: false });
    },
    /** The courses of Moodle's free category (MOODLE_FREE_CATEGORY), never every course of Moodle. */
    async freeCourses(log: FastifyBaseLogger = logger) {
      if (!moodle) return { items: [], totalItems: 0 };
      try {
        const courses = await moodle.freeCourses();
        const items = courses.map((c) => ({ id: c.id, name: c.fullName, shortName: c.shortName, summary: c.summary }));
        return { items, totalItems: items.length };
      } catch (error) {
        if (!(error instanceof MoodleError)) throw error;
        log.warn(
          { kind: error.kind, errorCode: error.errorCode, location: error.location },
          'Moodle refused the course list',
        );
        throw new AppError('moodle_failed', 502);
      }
    },
    async freeCourse(actor: EducationActor, log: FastifyBaseLogger, courseId: number) {
      const { items } = await this.freeCourses(log);
      if (!items.some((c) => c.id === courseId)) throw AppError.notFound();
      return redirect(actor, log, String(courseId));
    },
  };
}
export type LearningMaterialService = ReturnType<typeof createLearningMaterialService>;
