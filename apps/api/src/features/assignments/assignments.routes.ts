import {
  deleteAssignment,
  deleteAssignmentMessage,
  deleteAssignmentToken,
  getAssignment,
  getAssignmentContainerCreate,
  getAssignmentPdf,
  getAssignmentTokens,
  getModuleAssignmentCreate,
  postAssignmentEntry,
  postAssignmentEntrySave,
  postAssignmentEvaluators,
  postAssignmentMessage,
  postContributorLink,
  postContributorSession,
  CONTRIBUTOR_LINK_RATE,
  postExternalInvites,
  postModuleAssignment,
  putAssignmentEpaLevel,
  putAssignmentMessage,
} from '@portal/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { accessTokens, users } from '../../db/schema';
import type { Access } from '../../lib/access';
import { AppError } from '../../lib/app-error';
import { defineRoute, registerRoutes } from '../../lib/define-route';
import { conditional } from '../../lib/etag';
import { sha256Hex } from '../../lib/tokens';
import { renderAssignmentPdf } from './assignment-document';
import type { AssignmentVersions } from './assignment-versions';
import type { AssignmentsService, RequestContext } from './assignments.service';
import { setContributorCookie, type ContributorCookie } from './contributor-session';
import type { AssignmentActor, UserActor } from './ports';

/** Signed-in users, and an external contributor's session on the calls a contributor makes. */
const USERS_AND_CONTRIBUTORS: Access = ['login', 'token'];
/** Opening an invitation link: a handful a minute per address is plenty for people, nothing for guessing. */
const OPEN_RATE = { max: 20, timeWindow: '1 minute' };

function userOf(request: FastifyRequest): UserActor {
  const who = request.identity;
  if (who?.kind !== 'user') throw new AppError('unauthorized');
  return who;
}

function actorOf(request: FastifyRequest): AssignmentActor {
  const who = request.identity;
  if (who?.kind === 'user' || who?.kind === 'token') return who;
  throw new AppError('unauthorized');
}

const contextOf = (request: FastifyRequest): RequestContext => ({
  ip: request.ip ?? null,
  userAgent: request.headers['user-agent'] ?? null,
});

export interface AssignmentsRoutesDeps {
  db: Db;
  service: AssignmentsService;
  /** The page's ETags (change counters kept by the database's triggers). */
  versions: AssignmentVersions;
  cookie: ContributorCookie;
  heldToken: (request: FastifyRequest) => Promise<{ id: string; assignmentId: string } | null>;
}

/** The assignment calls of spec 2 §7 and the invitation link's exchange. */
export function assignmentsRoutes({ db, service, versions, cookie, heldToken }: AssignmentsRoutesDeps) {
  return async (app: FastifyInstance) => {
    registerRoutes(app, [
      defineRoute({
        endpoint: getAssignment,
        access: USERS_AND_CONTRIBUTORS,
        // Read on every visit and focus, changed by autosaves: 304 after one read of the counters when unchanged.
        handler: async (request, reply) => {
          const actor = actorOf(request);
          const tag = await versions.tag(actor, request.params.id, request.url);
          return conditional(request, reply, tag, () => service.get(actor, request.params.id));
        },
      }),
      defineRoute({
        endpoint: deleteAssignment,
        access: 'login',
        handler: async (request, reply) => {
          await service.remove(userOf(request), request.params.id);
          return reply.code(204).send();
        },
      }),
      defineRoute({
        endpoint: putAssignmentEpaLevel,
        access: 'login',
        handler: async (request) => ({
          assignedLevel: await service.setEpaLevel(
            userOf(request),
            request.params.id,
            request.body.level,
            contextOf(request),
          ),
        }),
      }),
      defineRoute({
        endpoint: getAssignmentContainerCreate,
        access: 'login',
        handler: async (request) => service.containerTemplate(userOf(request), request.params.id),
      }),
      defineRoute({
        endpoint: getModuleAssignmentCreate,
        access: 'login',
        handler: async (request) => service.moduleTemplate(userOf(request), request.params.id),
      }),
      defineRoute({
        endpoint: postModuleAssignment,
        access: 'login',
        handler: async (request, reply) =>
          reply
            .code(201)
            .send(await service.create(userOf(request), request.params.id, request.body, contextOf(request))),
      }),
      defineRoute({
        endpoint: postAssignmentEntry,
        access: USERS_AND_CONTRIBUTORS,
        handler: async (request, reply) =>
          reply.code(201).send(await service.createEntry(actorOf(request), request.params.id)),
      }),
      defineRoute({
        endpoint: postAssignmentEntrySave,
        access: USERS_AND_CONTRIBUTORS,
        handler: async (request) =>
          service.saveEntry(
            actorOf(request),
            request.params.id,
            request.params.entryId,
            request.body,
            contextOf(request),
          ),
      }),
      defineRoute({
        endpoint: postAssignmentEvaluators,
        access: 'login',
        handler: async (request) => ({
          evaluators: await service.chooseEvaluators(userOf(request), request.params.id, request.body.evaluatorIds),
        }),
      }),
      defineRoute({
        endpoint: getAssignmentPdf,
        access: 'login',
        handler: async (request, reply) => {
          const assignment = await service.get(userOf(request), request.params.id);
          const pdf = await renderAssignmentPdf(assignment);
          const name = `${assignment.name}.pdf`.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
          return reply
            .type('application/pdf')
            .header(
              'content-disposition',
              `inline; filename="${name}"; filename*=UTF-8''${encodeURIComponent(`${assignment.name}.pdf`)}`,
            )
            .send(pdf);
        },
      }),
      defineRoute({
        endpoint: postAssignmentMessage,
        access: 'login',
        handler: async (request, reply) =>
          reply.code(201).send(await service.postMessage(userOf(request), request.params.id, request.body.content)),
      }),
      defineRoute({
        endpoint: putAssignmentMessage,
        access: 'login',
        handler: async (request) =>
          service.editMessage(userOf(request), request.params.id, request.params.messageId, request.body.content),
      }),
      defineRoute({
        endpoint: deleteAssignmentMessage,
        access: 'login',
        handler: async (request, reply) => {
          await service.deleteMessage(userOf(request), request.params.id, request.params.messageId);
          return reply.code(204).send();
        },
      }),
      defineRoute({
        endpoint: postExternalInvites,
        access: 'login',
        handler: async (request, reply) =>
          reply.code(201).send({ items: await service.invite(userOf(request), request.params.id, request.body) }),
      }),
      defineRoute({
        endpoint: getAssignmentTokens,
        access: 'login',
        handler: async (request) => {
          const items = await service.tokens(userOf(request), request.params.id);
          return { items, totalItems: items.length };
        },
      }),
      defineRoute({
        endpoint: deleteAssignmentToken,
        access: 'login',
        handler: async (request, reply) => {
          await service.revokeToken(userOf(request), request.params.id, request.params.tokenId);
          return reply.code(204).send();
        },
      }),
      defineRoute({
        endpoint: postContributorLink,
        // Anonymous, bound to the used invitation token in the body: the service checks it is this assignment's, open
        // and opened before. Counted per invitation (the fresh links it mails), an unknown token per client address.
        access: 'anonymous',
        rateLimit: {
          ...CONTRIBUTOR_LINK_RATE,
          key: async (request) => {
            const { token } = request.body as { token: string };
            const [invitation] = await db
              .select({ id: accessTokens.id })
              .from(accessTokens)
              .where(eq(accessTokens.tokenHash, sha256Hex(token)));
            return invitation ? `contributor-link:${invitation.id}` : `contributor-link:${request.ip}`;
          },
        },
        handler: async (request, reply) => {
          reply.header('referrer-policy', 'no-referrer');
          return service.renewInvitation(
            { assignmentId: request.params.id, token: request.body.token },
            contextOf(request),
          );
        },
      }),
      defineRoute({
        endpoint: postContributorSession,
        // Anyone holding the link: the token is the credential, checked by the service. Listing `login` too makes the
        // gate resolve a signed-in caller (the invitee opening it again from their contribution requests).
        access: ['anonymous', 'login'],
        rateLimit: OPEN_RATE,
        handler: async (request, reply) => {
          const who = request.identity;
          const signedIn = who?.kind === 'user' ? who.userId : null;
          const [email] = signedIn
            ? await db.select({ email: users.email }).from(users).where(eq(users.id, signedIn))
            : [];
          const held = await heldToken(request);
          const opened = await service.openInvitation(
            {
              assignmentId: request.params.id,
              token: request.body.token,
              heldTokenId: held?.id ?? null,
              signedInEmail: email?.email ?? null,
              signedInUserId: signedIn,
            },
            contextOf(request),
          );
          setContributorCookie(reply, cookie, opened.session, opened.expiresAt);
          reply.header('referrer-policy', 'no-referrer');
          return { assignmentId: request.params.id, email: opened.email };
        },
      }),
    ]);
  };
}
