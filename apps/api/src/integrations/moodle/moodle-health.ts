// The start check of Moodle: is MOODLE_URL Moodle's own address, and does it accept MOODLE_TOKEN for every function
// the portal calls? Said in the start log and in /api/ready, rather than at a user's first click.
import type { FastifyBaseLogger } from 'fastify';
import { MOODLE_FUNCTIONS, MoodleError, type MoodleClient } from './moodle-client';

/** What the start check found (`checking` until it has an answer). */
export type MoodleStatus =
  'checking' | 'ok' | 'invalid_token' | 'missing_functions' | 'redirected' | 'unreachable' | 'failed';

export interface MoodleHealth {
  readonly status: MoodleStatus;
  /** Asks Moodle who the token is (`core_webservice_get_site_info`); logs and keeps the outcome. */
  check(): Promise<MoodleStatus>;
}

export function createMoodleHealth(moodle: MoodleClient, logger: FastifyBaseLogger): MoodleHealth {
  let status: MoodleStatus = 'checking';
  const moodleUrl = moodle.baseUrl;
  return {
    get status() {
      return status;
    },
    async check() {
      try {
        const info = await moodle.siteInfo();
        const missing = MOODLE_FUNCTIONS.filter((name) => !info.functions.includes(name));
        if (missing.length > 0) {
          status = 'missing_functions';
          logger.error(
            { moodleUrl, missing },
            `the service of MOODLE_TOKEN lacks ${missing.join(', ')}: add them to the web service in Moodle`,
          );
        } else {
          status = 'ok';
          logger.info({ moodleUrl, site: info.siteName, release: info.release }, 'Moodle accepts MOODLE_TOKEN');
        }
      } catch (error) {
        if (!(error instanceof MoodleError)) throw error;
        if (error.kind === 'redirected') {
          status = 'redirected';
          logger.error(
            { moodleUrl, location: error.location },
            `Moodle redirected to ${error.location ?? '(no location)'}: set MOODLE_URL to Moodle's own address (its wwwroot)`,
          );
        } else if (error.errorCode === 'invalidtoken') {
          status = 'invalid_token';
          logger.error({ moodleUrl }, 'Moodle refuses MOODLE_TOKEN (invalidtoken): learning material will not open');
        } else if (error.kind === 'unreachable') {
          status = 'unreachable';
          logger.error({ moodleUrl, reason: error.message }, 'Moodle is not reachable at MOODLE_URL');
        } else {
          status = 'failed';
          logger.error(
            { moodleUrl, kind: error.kind, errorCode: error.errorCode },
            'Moodle refused core_webservice_get_site_info: check MOODLE_URL and MOODLE_TOKEN',
          );
        }
      }
      return status;
    },
  };
}
