// The agenda (spec 2 "Agenda page", §7 Schedule): participants' and educators' agendas, CSV and iCalendar exports,
// personal feeds for calendar clients, and a session's participants and educators.
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { createScheduleRepository } from './schedule.repository';
import { scheduleRoutes } from './schedule.routes';
import { createScheduleService } from './schedule.service';
import { createScheduleVersions } from './schedule-versions';

export function createScheduleModule({ db, publicUrl }: { db: Db; publicUrl: URL }) {
  const service = createScheduleService(createScheduleRepository(db), { publicUrl });
  return {
    service,
    routes: async (app: FastifyInstance) => {
      await app.register(scheduleRoutes(service, createScheduleVersions(db)));
    },
  };
}
