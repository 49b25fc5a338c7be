// Moodle learning material through the auth_userkey plugin (see ../shared/integrations/README.md, recorded against
// Moodle 5.0): a one-time login URL per click, and the free e-learning courses.

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
  /** Every visible course except the site course (id 1, format "site"). */
  courses(): Promise<MoodleCourse[]>;
}

/** Why a Moodle call failed: Moodle answered an `exception`, an unexpected answer, or no answer at all. */
export class MoodleError extends Error {
  override name = 'MoodleError';
  constructor(
    readonly kind: 'exception' | 'unexpected' | 'unreachable',
    message: string,
    /** Moodle's `errorcode` (e.g. `invalidtoken`, `invalidparameter`), when it gave one. */
    readonly errorCode?: string,
  ) {
    super(message);
  }
}

export interface MoodleClientOptions {
  /** e.g. https://moodle.example.nl (a path prefix is kept). */
  url: URL;
  token: string;
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
        redirect: 'error',
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      throw new MoodleError('unreachable', `Moodle is not reachable: ${(error as Error).message}`);
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

  return {
    baseUrl,
    async loginUrl(email, courseId) {
      if (courseId !== undefined && !isCourseId(courseId)) throw new MoodleError('unexpected', 'invalid course id');
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
    async courses() {
      const answer = (await call('core_course_get_courses_by_field')) as { courses?: unknown };
      if (!Array.isArray(answer.courses)) throw new MoodleError('unexpected', 'Moodle answered no course list');
      return (answer.courses as Record<string, unknown>[])
        .filter((c) => isCourseId(c.id) && c.id !== 1 && c.format !== 'site' && c.visible !== 0)
        .map((c) => ({
          id: c.id as number,
          fullName: String(c.displayname ?? c.fullname ?? ''),
          shortName: String(c.shortname ?? ''),
          summary: String(c.summary ?? ''),
        }));
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
