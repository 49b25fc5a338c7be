import { deleteEducationNote, getEducationNotes, postEducationNote } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import { defineRoute, registerRoutes } from '../../lib/define-route';
import { actorOf } from './education.routes';
import type { NotesService } from './notes.service';

/** The notes log of an education (spec 2 §7 Education: notes). */
export function notesRoutes(notes: NotesService) {
  return async (app: FastifyInstance) => {
    registerRoutes(app, [
      defineRoute({
        endpoint: getEducationNotes,
        access: 'login',
        handler: async (request) => notes.list(actorOf(request), request.params.id),
      }),
      defineRoute({
        endpoint: postEducationNote,
        access: 'login',
        handler: async (request, reply) =>
          reply.code(201).send(await notes.add(actorOf(request), request.params.id, request.body.message)),
      }),
      defineRoute({
        endpoint: deleteEducationNote,
        access: 'login',
        handler: async (request, reply) => {
          await notes.remove(actorOf(request), request.params.id, request.params.noteId);
          return reply.code(204).send();
        },
      }),
    ]);
  };
}
