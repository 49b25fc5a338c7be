import type { FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error';
import type { NewsActor } from './news.policy';

/** The signed-in caller, with the roles and permissions of their session (what news is aimed at, what they may do). */
export function actorOf(request: FastifyRequest): NewsActor {
  const who = request.identity;
  if (who?.kind !== 'user') throw new AppError('unauthorized');
  return { userId: who.userId, roles: who.roles, permissions: who.permissions };
}
