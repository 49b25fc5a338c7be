import {
  deleteForm,
  deleteFormCategory,
  duplicateForm,
  exportForm,
  exportFormsCsv,
  getEvaluationOptions,
  getForm,
  getFormCategories,
  getFormPdf,
  getForms,
  importForms,
  postForm,
  postFormCategory,
  putForm,
  renameFormCategory,
} from '@portal/contracts';
import { asc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { evaluationOptions, formCategories } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { defineRoute, registerRoutes } from '../../lib/define-route';
import { formsCsv, renderFormPdf } from './form-documents';
import {
  ADMIN_ACCESS,
  canListForms,
  DELETE_FORM_ACCESS,
  EVALUATION_OPTIONS_ACCESS,
  LIST_FORMS_ACCESS,
  MANAGE_CATEGORIES_ACCESS,
  SAVE_FORM_ACCESS,
  type FormActor,
} from './forms.policy';
import type { FormsRepository } from './forms.repository';
import type { FormsService } from './forms.service';

function actorOf(request: FastifyRequest): FormActor {
  const who = request.identity;
  if (who?.kind !== 'user') throw new AppError('unauthorized');
  return who;
}

/** A GET that creates something (the spec's duplicate call): only when the browser says it comes from the portal. */
function requireSameOrigin(request: FastifyRequest): void {
  const site = request.headers['sec-fetch-site'];
  if (typeof site === 'string' && site !== 'same-origin') throw new AppError('cross_site_request', 403);
}

/** `Content-Disposition` with an ASCII fallback and the exact name for browsers that read `filename*` (RFC 6266). */
function contentDisposition(name: string, options: { type?: 'inline' | 'attachment' } = {}): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `${options.type ?? 'attachment'}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

/** A file name from a title, for downloads. */
const fileName = (title: string, extension: string) =>
  `${title.replace(/[\\/:*?"<>|\p{Cc}]/gu, ' ').trim() || 'formulier'}.${extension}`;

/** The forms calls of spec 3 §7 (categories included) and the valuations a form can offer. */
export function formsRoutes({ db, repo, forms }: { db: Db; repo: FormsRepository; forms: FormsService }) {
  return async (app: FastifyInstance) => {
    registerRoutes(app, [
      defineRoute({
        endpoint: getForms,
        access: LIST_FORMS_ACCESS,
        handler: async (request) => forms.list(request.query),
      }),
      defineRoute({
        endpoint: exportFormsCsv,
        access: ADMIN_ACCESS,
        handler: async (request, reply) => {
          const all = await forms.list({ ...request.query, page: 1, perPage: 100_000 });
          return reply
            .header('content-type', 'text/csv; charset=utf-8')
            .header('content-disposition', contentDisposition('formulieren.csv'))
            .send(formsCsv(all.items));
        },
      }),
      defineRoute({
        endpoint: getFormCategories,
        access: LIST_FORMS_ACCESS,
        handler: async (request) => repo.categories(request.query),
      }),
      defineRoute({
        endpoint: postFormCategory,
        access: MANAGE_CATEGORIES_ACCESS,
        handler: async (request, reply) => {
          await refuseTakenName(request.body.name);
          const [row] = await db.insert(formCategories).values({ name: request.body.name }).returning();
          return reply.code(201).send({ id: row!.id, name: row!.name, count: 0 });
        },
      }),
      defineRoute({
        endpoint: renameFormCategory,
        access: MANAGE_CATEGORIES_ACCESS,
        handler: async (request) => {
          await refuseTakenName(request.body.name, request.params.id);
          const [row] = await db
            .update(formCategories)
            .set({ name: request.body.name })
            .where(eq(formCategories.id, request.params.id))
            .returning({ id: formCategories.id });
          if (!row) throw AppError.notFound();
          return (await repo.category(db, row.id))!;
        },
      }),
      defineRoute({
        endpoint: deleteFormCategory,
        access: MANAGE_CATEGORIES_ACCESS,
        handler: async (request, reply) => {
          const [row] = await db
            .delete(formCategories)
            .where(eq(formCategories.id, request.params.id))
            .returning({ id: formCategories.id });
          if (!row) throw AppError.notFound();
          return reply.code(204).send();
        },
      }),
      defineRoute({
        endpoint: getEvaluationOptions,
        access: EVALUATION_OPTIONS_ACCESS,
        handler: async () => ({
          items: await db
            .select({ id: evaluationOptions.id, label: evaluationOptions.label })
            .from(evaluationOptions)
            .orderBy(asc(evaluationOptions.sortOrder), asc(evaluationOptions.label)),
        }),
      }),
      defineRoute({
        endpoint: importForms,
        access: ADMIN_ACCESS,
        // Up to 50 exported forms of up to 2 MB each.
        bodyLimit: 110 * 1024 * 1024,
        handler: async (request) => forms.import(actorOf(request), request.body.files),
      }),
      defineRoute({
        endpoint: getForm,
        // Form managers, and whoever may see an assignment filled in with it (checked below).
        access: 'login',
        handler: async (request) => {
          const actor = actorOf(request);
          if (!canListForms(actor) && !(await repo.seenThroughAssignment(request.params.id, actor.userId))) {
            throw AppError.notFound();
          }
          return forms.get(actor, request.params.id);
        },
      }),
      defineRoute({
        endpoint: postForm,
        access: SAVE_FORM_ACCESS,
        bodyLimit: 5 * 1024 * 1024,
        handler: async (request, reply) => reply.code(201).send(await forms.create(actorOf(request), request.body)),
      }),
      defineRoute({
        endpoint: putForm,
        access: SAVE_FORM_ACCESS,
        bodyLimit: 5 * 1024 * 1024,
        handler: async (request) => forms.update(actorOf(request), request.params.id, request.body),
      }),
      defineRoute({
        endpoint: deleteForm,
        access: DELETE_FORM_ACCESS,
        handler: async (request, reply) => {
          await forms.remove(request.params.id);
          return reply.code(204).send();
        },
      }),
      defineRoute({
        endpoint: duplicateForm,
        access: SAVE_FORM_ACCESS,
        handler: async (request, reply) => {
          requireSameOrigin(request);
          return reply.code(201).send(await forms.duplicate(actorOf(request), request.params.id));
        },
      }),
      defineRoute({
        endpoint: exportForm,
        access: ADMIN_ACCESS,
        handler: async (request, reply) => {
          const exported = await forms.export(actorOf(request), request.params.id);
          return reply
            .header('content-disposition', contentDisposition(fileName(exported.form.title, 'json')))
            .send(exported);
        },
      }),
      defineRoute({
        endpoint: getFormPdf,
        access: LIST_FORMS_ACCESS,
        handler: async (request, reply) => {
          const form = await forms.get(actorOf(request), request.params.id);
          return reply
            .header('content-type', 'application/pdf')
            .header('content-disposition', contentDisposition(fileName(form.title, 'pdf'), { type: 'inline' }))
            .send(await renderFormPdf(form));
        },
      }),
    ]);
  };

  async function refuseTakenName(name: string, exceptId?: string) {
    const [taken] = await db
      .select({ id: formCategories.id })
      .from(formCategories)
      .where(sql`lower(${formCategories.name}) = lower(${name})`);
    if (taken && taken.id !== exceptId) {
      throw AppError.validation([{ propertyPath: 'name', detail: 'validation.categoryExists' }]);
    }
  }
}
