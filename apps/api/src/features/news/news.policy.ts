import type { NewsDetail } from '@portal/contracts';
import type { Access, Identity } from '../../lib/access';

/** A signed-in user as the news rules need them. */
export type NewsActor = Pick<Extract<Identity, { kind: 'user' }>, 'userId' | 'roles' | 'permissions'>;

const isAdmin = (actor: NewsActor) => actor.roles.includes('ROLE_ADMIN');
const isProgramAssistant = (actor: NewsActor) => actor.roles.includes('ROLE_PROGRAM_ASSISTANT');

/** Managing news (the table, the form, duplicating, image and attachments): admin or MANAGE_NEWS (spec 1 §6). */
export const MANAGE_NEWS_ACCESS: Access = { roles: ['ROLE_ADMIN'], permissions: ['MANAGE_NEWS'] };
/** Deleting an item: admin only (spec 1 §6). */
export const DELETE_NEWS_ACCESS: Access = { roles: ['ROLE_ADMIN'] };
/** Removing the image: admin or program assistant (spec 1 §6). */
export const REMOVE_NEWS_IMAGE_ACCESS: Access = { roles: ['ROLE_ADMIN', 'ROLE_PROGRAM_ASSISTANT'] };

export const managesNews = (actor: NewsActor) => isAdmin(actor) || actor.permissions.includes('MANAGE_NEWS');

/**
 * Admins and program assistants see every item in the reader's list, concepts and items outside their window too:
 * they get the Published/Concept chip instead of 'Nieuw' (spec 1 §2) and edit from the detail.
 */
export const seesAllNews = (actor: NewsActor) => isAdmin(actor) || isProgramAssistant(actor);

/**
 * Who may open any item, whatever it targets: those who see all of them, and MANAGE_NEWS holders (the form loads
 * the item through the detail). The files area lets the same people download news files.
 */
export const opensAnyNews = (actor: NewsActor) => seesAllNews(actor) || managesNews(actor);

/** What the caller may do with an item, sent along as `_permissions`. */
export function newsPermissions(actor: NewsActor): NewsDetail['_permissions'] {
  return {
    update: managesNews(actor),
    delete: isAdmin(actor),
    removeImage: isAdmin(actor) || isProgramAssistant(actor),
  };
}
