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
 * free courses. The key is for the signed-in person: an admin acting as someone signs in to Moodle as themself,
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
    storedCourse: string | null | undefined,
    options: { course?: boolean } = {},
  ) {
    if (storedCourse === undefined) throw AppError.notFound();
    const courseId = parseCourseId(storedCourse);
    if (options.course !== false && courseId === null) {
      if (storedCourse) logger.warn({ course: storedCourse }, 'a Moodle course id that is not a number was ignored');
      throw new AppError('learning_material_missing', 404);
    }
    if (!moodle) throw new AppError('learning_material_missing', 404);
    const email = await repo.emailOf(actor.impersonatorId ?? actor.userId);
    if (!email) throw AppError.notFound();
    try {
      return { loginUrl: await moodle.loginUrl(email, courseId ?? undefined) };
    } catch (error) {
      if (!(error instanceof MoodleError)) throw error;
      logger.warn({ kind: error.kind, errorCode: error.errorCode }, 'Moodle refused a login URL');
      throw new AppError('moodle_failed', 502);
    }
  }

  return {
    async education(actor: EducationActor, educationId: string, eventId: string | undefined) {
      await education.authorizeEducation(actor, 'view', educationId);
      const course = eventId
        ? await repo.enrolledEventCourse(educationId, eventId)
        : await repo.educationCourse(educationId);
      return redirect(actor, course);
    },
    async catchUp(actor: EducationActor, educationId: string, eventId: string) {
      await education.authorizeEducation(actor, 'view', educationId);
      return redirect(actor, await repo.catchUpEventCourse(educationId, eventId));
    },
    /** From the schedule of `userId`: one's own, or anyone's for an admin. */
    async schedule(actor: EducationActor, userId: string, eventId: string) {
      if (userId !== actor.userId && !actor.roles.includes('ROLE_ADMIN')) throw AppError.notFound();
      return redirect(actor, await repo.scheduledEventCourse(userId, eventId));
    },
    async notification(actor: EducationActor, notificationId: string) {
      return redirect(actor, await repo.notificationCourse(actor.userId, notificationId));
    },
    /** Moodle's start page (no course). */
    async freeElearnings(actor: EducationActor) {
      return redirect(actor, null, { course: false });
    },
    async freeCourses() {
      if (!moodle) return { items: [], totalItems: 0 };
      try {
        const courses = await moodle.courses();
        const items = courses.map((c) => ({ id: c.id, name: c.fullName, shortName: c.shortName, summary: c.summary }));
        return { items, totalItems: items.length };
      } catch (error) {
        if (!(error instanceof MoodleError)) throw error;
        logger.warn({ kind: error.kind, errorCode: error.errorCode }, 'Moodle refused the course list');
        throw new AppError('moodle_failed', 502);
      }
    },
    async freeCourse(actor: EducationActor, courseId: number) {
      const { items } = await this.freeCourses();
      if (!items.some((c) => c.id === courseId)) throw AppError.notFound();
      return redirect(actor, String(courseId));
    },
  };
}
export type LearningMaterialService = ReturnType<typeof createLearningMaterialService>;
