// Moodle learning material through the auth_userkey plugin (see ../shared/integrations/README.md, recorded against
// Moodle 5.0): a one-time login URL per click, and the free e-learning courses.
import { z } from 'zod';

/** A course of Moodle as the free e-learnings page lists it. */
export interface MoodleCourse {
  id: number;
  fullName: string;
  shortName: string;
  summary: string;
}

/** The typed client of Moodle; the simulator speaks the same web-service shapes, so tests use the real client. */
export interface MoodleClient {
  /** Moodle's base URL (no trailing slash). */
  readonly baseUrl: string;
  /**
   * Asks Moodle for a one-time login URL for the user with this e-mail address (Moodle matches it case-sensitively)
   * and points it at the course. The key expires after 60 s and works once: call this when the user clicks, and
   * send the browser to it at once.
   */
  loginUrl(email: string, courseId?: number): Promise<string>;
  /**
   * The free e-learnings: the visible courses of the configured free category (`freeCategoryId`), never the site
   * course; none without a free category (a real Moodle lists every course, programme and event courses too).
   */
  freeCourses(): Promise<MoodleCourse[]>;
  /** Who the token is and which functions its service allows (`core_webservice_get_site_info`): the start check. */
  siteInfo(): Promise<MoodleSiteInfo>;
}

/** What `core_webservice_get_site_info` tells about the token. */
export interface MoodleSiteInfo {
  siteName: string;
  release: string;
  /** The web-service functions the token's service allows. */
  functions: string[];
}

/** The functions the portal calls; the token's service must include each of them. */
export const MOODLE_FUNCTIONS = [
  'auth_userkey_request_login_url',
  'core_course_get_courses_by_field',
  'core_user_get_users_by_field',
  'core_webservice_get_site_info',
] as const;

/**
 * Why a Moodle call failed: Moodle answered an `exception`, an unexpected answer, no answer at all, a redirect (the
 * configured URL is not Moodle's wwwroot), or the user is suspended in Moodle (no key is asked for then).
 */
export class MoodleError extends Error {
  override name = 'MoodleError';
  constructor(
    readonly kind: 'exception' | 'unexpected' | 'unreachable' | 'redirected' | 'suspended',
    message: string,
    /** Moodle's `errorcode` (e.g. `invalidtoken`, `invalidparameter`), when it gave one. */
    readonly errorCode?: string,
    /** Where Moodle redirected to (kind `redirected`). */
    readonly location?: string,
  ) {
    super(message);
  }
}

/**
 * A course of `core_course_get_courses_by_field`. Moodle leaves out `format`, `visible`, `startdate` and `enddate`
 * for courses the token's user cannot enter, so those are optional.
 */
const courseSchema = z.looseObject({
  id: z.number(),
  fullname: z.string().optional(),
  displayname: z.string().optional(),
  shortname: z.string().optional(),
  categoryid: z.number().optional(),
  summary: z.string().nullish(),
  format: z.string().optional(),
  visible: z.number().optional(),
  startdate: z.number().optional(),
  enddate: z.number().optional(),
});
const coursesAnswer = z.looseObject({ courses: z.array(courseSchema) });
/** `core_user_get_users_by_field`: a bare array; `suspended` only when the token's user may see it. */
const usersAnswer = z.array(z.looseObject({ email: z.string().optional(), suspended: z.boolean().optional() }));
const siteInfoAnswer = z.looseObject({
  sitename: z.string().optional(),
  release: z.string().optional(),
  functions: z.array(z.looseObject({ name: z.string() })).optional(),
});

export interface MoodleClientOptions {
  /** e.g. https://moodle.example.nl (a path prefix is kept). */
  url: URL;
  token: string;
  /** The Moodle category id of the free e-learnings (MOODLE_FREE_CATEGORY); absent: no free e-learnings. */
  freeCategoryId?: number;
  fetch?: typeof fetch;
  /** Per call (default 10 s). */
  timeoutMs?: number;
}

/** A positive whole number that fits Moodle's course ids; anything else is never put into a URL. */
export function isCourseId(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value > 0;
}

/** A course id stored as text (AFAS's field) as a number, or null when it is not a plain positive number. */
export function parseCourseId(value: string | null | undefined): number | null {
  if (!value || !/^\d{1,10}$/.test(value.trim())) return null;
  const id = Number(value.trim());
  return isCourseId(id) ? id : null;
}

export function createMoodleClient({
  url,
  token,
  freeCategoryId,
  fetch: fetchFn = fetch,
  timeoutMs = 10_000,
}: MoodleClientOptions): MoodleClient {
  const baseUrl = url.href.replace(/\/+$/, '');
  const endpoint = `${baseUrl}/webservice/rest/server.php`;

  /** One web-service call: form fields (a JSON body is not read by Moodle), JSON answers, failure by `exception`. */
  async function call(wsfunction: string, params: Record<string, string> = {}): Promise<unknown> {
    const body = new URLSearchParams({ wstoken: token, wsfunction, moodlewsrestformat: 'json', ...params });
    let response: Response;
    try {
      response = await fetchFn(endpoint, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
        body,
        // A redirect is not followed (it would turn the POST into a GET without the token) but reported: Moodle
        // redirects every address that is not its wwwroot (e.g. localhost where wwwroot is 127.0.0.1).
        redirect: 'manual',
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      throw new MoodleError('unreachable', `Moodle is not reachable: ${(error as Error).message}`);
    }
    if (response.status >= 300 && response.status < 400) {
      const location = response.headers.get('location') ?? '';
      await response.body?.cancel();
      throw new MoodleError(
        'redirected',
        `Moodle redirected ${endpoint} to ${location || '(no location)'}: set MOODLE_URL to Moodle's own address (its wwwroot)`,
        undefined,
        location,
      );
    }
    const text = await response.text();
    if (!response.ok) throw new MoodleError('unexpected', `Moodle answered HTTP ${response.status}`);
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      throw new MoodleError('unexpected', 'Moodle did not answer JSON');
    }
    if (json && typeof json === 'object' && !Array.isArray(json) && 'exception' in json) {
      const e = json as { errorcode?: unknown; message?: unknown };
      throw new MoodleError(
        'exception',
        `Moodle refused ${wsfunction}: ${typeof e.message === 'string' ? e.message : 'exception'}`,
        typeof e.errorcode === 'string' ? e.errorcode : undefined,
      );
    }
    return json;
  }

  function parse<T>(schema: z.ZodType<T>, answer: unknown, what: string): T {
    const parsed = schema.safeParse(answer);
    if (!parsed.success) throw new MoodleError('unexpected', `Moodle answered no ${what}`);
    return parsed.data;
  }

  return {
    baseUrl,
    async loginUrl(email, courseId) {
      if (courseId !== undefined && !isCourseId(courseId)) throw new MoodleError('unexpected', 'invalid course id');
      // auth_userkey hands a suspended user a key all the same: ask Moodle first. An unknown user is left to
      // auth_userkey (it refuses with invalidparameter); `suspended` absent (not visible to the token) is not known.
      const users = parse(
        usersAnswer,
        await call('core_user_get_users_by_field', { field: 'email', 'values[0]': email }),
        'user list',
      );
      if (users.some((u) => u.suspended === true)) {
        throw new MoodleError('suspended', 'the user is suspended in Moodle');
      }
      const answer = (await call('auth_userkey_request_login_url', { 'user[email]': email })) as { loginurl?: unknown };
      const login = typeof answer.loginurl === 'string' ? safeUrl(answer.loginurl) : null;
      // Only a login URL on Moodle's own address is handed to the browser.
      if (!login || login.origin !== new URL(baseUrl).origin) {
        throw new MoodleError('unexpected', 'Moodle answered no usable login URL');
      }
      if (courseId !== undefined) {
        // Built only from the configured base URL and a numeric id: Moodle follows any wantsurl (an open redirect).
        login.searchParams.set('wantsurl', `${baseUrl}/course/view.php?id=${courseId}`);
      }
      return login.href;
    },
    async freeCourses() {
      if (freeCategoryId === undefined) return [];
      const answer = parse(
        coursesAnswer,
        await call('core_course_get_courses_by_field', { field: 'category', value: String(freeCategoryId) }),
        'course list',
      );
      return answer.courses
        .filter(
          (c) =>
            isCourseId(c.id) &&
            c.id !== 1 &&
            c.format !== 'site' &&
            c.visible !== 0 &&
            // Only the free category, whatever else Moodle answers.
            c.categoryid === freeCategoryId,
        )
        .map((c) => ({
          id: c.id,
          fullName: c.displayname ?? c.fullname ?? '',
          shortName: c.shortname ?? '',
          summary: c.summary ?? '',
        }));
    },
    async siteInfo() {
      const answer = parse(siteInfoAnswer, await call('core_webservice_get_site_info'), 'site information');
      return {
        siteName: answer.sitename ?? '',
        release: answer.release ?? '',
        functions: (answer.functions ?? []).map((f) => f.name),
      };
    },
  };
}

function safeUrl(text: string): URL | null {
  try {
    return new URL(text);
  } catch {
    return null;
  }
}
