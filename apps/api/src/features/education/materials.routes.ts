import {
  deleteEducationMaterial,
  deleteEducationMaterialFile,
  postEducationMaterial,
  postEducationMaterialFiles,
} from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import { defineRoute, registerRoutes } from '../../lib/define-route';
import { actorOf } from './education.routes';
import type { MaterialsService } from './materials.service';

/** Own materials (spec 2 §7 Education: materials); edit permission on the education. */
export function materialsRoutes(materials: MaterialsService) {
  return async (app: FastifyInstance) => {
    registerRoutes(app, [
      defineRoute({
        endpoint: postEducationMaterial,
        access: 'login',
        handler: async (request, reply) =>
          reply.code(201).send(await materials.create(actorOf(request), request.params.id, request.body)),
      }),
      defineRoute({
        endpoint: postEducationMaterialFiles,
        access: 'login',
        handler: async (request) =>
          materials.addFiles(actorOf(request), request.params.id, request.params.materialId, request.body.fileIds),
      }),
      defineRoute({
        endpoint: deleteEducationMaterial,
        access: 'login',
        handler: async (request, reply) => {
          await materials.remove(actorOf(request), request.params.id);
          return reply.code(204).send();
        },
      }),
      defineRoute({
        endpoint: deleteEducationMaterialFile,
        access: 'login',
        handler: async (request, reply) => {
          await materials.removeFile(actorOf(request), request.params.id, request.params.fileId);
          return reply.code(204).send();
        },
      }),
    ]);
  };
}
