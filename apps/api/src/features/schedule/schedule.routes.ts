import {
  exportEducatorScheduleCsv,
  exportScheduleCsv,
  getEducatorSchedule,
  getEducatorScheduleIcalendar,
  getSchedule,
  getScheduleIcalendar,
  getScheduleItems,
  getSessionEducators,
  getSessionParticipants,
  revokeEducatorScheduleIcalendar,
  revokeScheduleIcalendar,
} from '@portal/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Access } from '../../lib/access';
import { AppError } from '../../lib/app-error';
import { defineRoute, registerRoutes } from '../../lib/define-route';
import { conditional } from '../../lib/etag';
import type { ScheduleKind } from './schedule.repository';
import type { CalendarVersion, ScheduleActor, ScheduleService } from './schedule.service';
import type { ScheduleVersions } from './schedule-versions';

function actorOf(request: FastifyRequest): ScheduleActor {
  const who = request.identity;
  if (who?.kind !== 'user' || who.setupPending) throw new AppError('unauthorized');
  return who;
}

/**
 * The iCalendar call serves two callers: a signed-in browser (the export, or `manual=true` for a feed address) and a
 * calendar client holding a feed token and no session. The route lets both in; the handler decides.
 */
const ICALENDAR_ACCESS: Access = ['anonymous', 'login'];

/** True when `If-None-Match` names this ETag (or is `*`). */
function notModified(request: FastifyRequest, etag: string): boolean {
  const header = request.headers['if-none-match'];
  if (!header) return false;
  return header
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === '*' || tag === etag);
}

/** Sends the calendar (`fileName` is one of ours, plain ASCII), or 304 when the client has this very text. */
function sendCalendar(request: FastifyRequest, reply: FastifyReply, calendar: CalendarVersion, fileName: string) {
  reply.header('etag', calendar.etag).header('cache-control', 'private, no-cache');
  if (notModified(request, calendar.etag)) return reply.code(304).send();
  return reply
    .header('content-type', 'text/calendar; charset=utf-8')
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .send(calendar.text());
}

/** The agenda calls (spec 2 §7 Schedule). */
export function scheduleRoutes(schedule: ScheduleService, versions: ScheduleVersions) {
  /** The agenda is read on every visit and focus and changes seldom: 304 after one read of its counter. */
  const unlessUnchanged = async <T>(
    request: FastifyRequest<{ Params: { id: string } }>,
    reply: FastifyReply,
    build: (actor: ScheduleActor) => Promise<T>,
  ): Promise<T> => {
    const actor = actorOf(request);
    return conditional(request, reply, await versions.tag(actor, request.params.id, request.url), () => build(actor));
  };
  const kindRoutes = (
    kind: ScheduleKind,
    endpoints: {
      list: typeof getSchedule;
      csv: typeof exportScheduleCsv;
      ical: typeof getScheduleIcalendar;
      revoke: typeof revokeScheduleIcalendar;
    },
  ) => {
    const fileBase = kind === 'participant' ? 'agenda' : 'agenda-opleider';
    return [
      defineRoute({
        endpoint: endpoints.list,
        access: 'login',
        handler: (request, reply) =>
          unlessUnchanged(request, reply, (actor) =>
            schedule.list(actor, kind, request.params.id, request.query.includePastItems === '1'),
          ),
      }),
      defineRoute({
        endpoint: endpoints.csv,
        access: 'login',
        handler: async (request, reply) => {
          const csv = await schedule.csv(
            actorOf(request),
            kind,
            request.params.id,
            request.query.includePastItems === '1',
          );
          return reply
            .header('content-type', 'text/csv; charset=utf-8')
            .header('content-disposition', `attachment; filename="${fileBase}.csv"`)
            .send(csv);
        },
      }),
      defineRoute({
        endpoint: endpoints.ical,
        access: ICALENDAR_ACCESS,
        // A calendar client polls with the token: a guessed token must not be tried quickly.
        rateLimit: { max: 120, timeWindow: '1 minute' },
        handler: async (request, reply) => {
          const { id } = request.params;
          const { token, manual } = request.query;
          if (token !== undefined) {
            return sendCalendar(request, reply, await schedule.feed(kind, id, token), `${fileBase}.ics`);
          }
          const actor = actorOf(request);
          if (manual === 'true') return schedule.newFeed(actor, kind, id);
          return sendCalendar(request, reply, await schedule.readIcalendar(actor, kind, id), `${fileBase}.ics`);
        },
      }),
      defineRoute({
        endpoint: endpoints.revoke,
        access: 'login',
        handler: async (request, reply) => {
          await schedule.revokeFeed(actorOf(request), kind, request.params.id);
          return reply.code(204).send();
        },
      }),
    ];
  };

  return async (app: FastifyInstance) => {
    registerRoutes(app, [
      ...kindRoutes('participant', {
        list: getSchedule,
        csv: exportScheduleCsv,
        ical: getScheduleIcalendar,
        revoke: revokeScheduleIcalendar,
      }),
      ...kindRoutes('educator', {
        list: getEducatorSchedule,
        csv: exportEducatorScheduleCsv,
        ical: getEducatorScheduleIcalendar,
        revoke: revokeEducatorScheduleIcalendar,
      }),
      defineRoute({
        endpoint: getScheduleItems,
        access: 'login',
        handler: (request, reply) =>
          unlessUnchanged(request, reply, (actor) => schedule.onDates(actor, request.params.id, request.query.dates)),
      }),
      defineRoute({
        endpoint: getSessionParticipants,
        access: 'login',
        handler: async (request) =>
          schedule.participants(actorOf(request), request.params.eventId, request.params.sessionId),
      }),
      defineRoute({
        endpoint: getSessionEducators,
        access: 'login',
        handler: async (request) =>
          schedule.educators(actorOf(request), request.params.eventId, request.params.sessionId),
      }),
    ]);
  };
}
