import { deleteTrialEntry, getTrialEntry, postTrialEntry, putTrialEntry } from '@portal/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error';
import { defineRoute, registerRoutes } from '../../lib/define-route';
import type { EntriesService } from './entries.service';
import { LIST_FORMS_ACCESS, type FormActor } from './forms.policy';

function actorOf(request: FastifyRequest): FormActor {
  const who = request.identity;
  if (who?.kind !== 'user') throw new AppError('unauthorized');
  return who;
}

/**
 * Trial entries: a form builder fills a form in as one of its roles would (autosave, hand-in, files, signature), to
 * try it out before it is used. Each builder sees only their own; they are removed with the form.
 */
export function trialEntriesRoutes(entries: EntriesService) {
  const ownTrial = async (actor: FormActor, id: string) => {
    const entry = await entries.find(id);
    if (!entry || entry.assignmentId !== null || !entry.trialRole || entry.createdById !== actor.userId) {
      throw AppError.notFound();
    }
    return entry;
  };
  return async (app: FastifyInstance) => {
    registerRoutes(app, [
      defineRoute({
        endpoint: postTrialEntry,
        access: LIST_FORMS_ACCESS,
        handler: async (request, reply) => {
          const actor = actorOf(request);
          const entry = await entries.create({
            formId: request.params.id,
            trialRole: request.body.role,
            createdById: actor.userId,
          });
          return reply.code(201).send(entry);
        },
      }),
      defineRoute({
        endpoint: getTrialEntry,
        access: LIST_FORMS_ACCESS,
        handler: async (request) => entries.present(await ownTrial(actorOf(request), request.params.id)),
      }),
      defineRoute({
        endpoint: putTrialEntry,
        access: LIST_FORMS_ACCESS,
        // Room for a drawn signature and many answers.
        bodyLimit: 2 * 1024 * 1024,
        handler: async (request) => {
          const actor = actorOf(request);
          const entry = await ownTrial(actor, request.params.id);
          return entries.save(entry, request.body, {
            actorId: actor.userId,
            roles: [entry.trialRole!],
            ownerId: actor.userId,
          });
        },
      }),
      defineRoute({
        endpoint: deleteTrialEntry,
        access: LIST_FORMS_ACCESS,
        handler: async (request, reply) => {
          const entry = await ownTrial(actorOf(request), request.params.id);
          await entries.remove(entry.id);
          return reply.code(204).send();
        },
      }),
    ]);
  };
}
