import type { Role } from '@portal/contracts';
import type { Identity } from '../../lib/access';
import type { FileRow, FilesRepository, Owner } from './files.repository';

type UserIdentity = Extract<Identity, { kind: 'user' }>;
type TokenIdentity = Extract<Identity, { kind: 'token' }>;
/** Who can ask for a file: a signed-in user or an external contributor's token (API keys never). */
export type FileActor = UserIdentity | TokenIdentity;

/** Every educator-type role: these may mark files read (spec 1 §6), as the educator view is theirs. */
export const EDUCATOR_ROLES: readonly Role[] = [
  'ROLE_EDUCATOR',
  'ROLE_TEACHER',
  'ROLE_PRACTICAL_TRAINER',
  'ROLE_INSTITUTE_EDUCATOR',
  'ROLE_PROGRAM_ASSISTANT',
];

const isAdmin = (actor: UserIdentity) => actor.roles.includes('ROLE_ADMIN');
const isUploader = (actor: FileActor, file: FileRow) => actor.kind === 'user' && file.uploadedById === actor.userId;
const isEducator = (actor: UserIdentity) => isAdmin(actor) || actor.roles.some((r) => EDUCATOR_ROLES.includes(r));
/** News is managed by admins, MANAGE_NEWS holders and program assistants (spec 1 §6). */
const managesNews = (actor: UserIdentity) =>
  isAdmin(actor) || actor.permissions.includes('MANAGE_NEWS') || actor.roles.includes('ROLE_PROGRAM_ASSISTANT');

/**
 * Who may see a file, from what it belongs to. The uploader and admins always; otherwise one owner must let the
 * caller in: avatars, FAQ and form attachments any signed-in user; news files the readers the item targets and
 * news managers; education material the participant and the education's staff; assignment files the participant,
 * the evaluators, the education's staff and a contributor token of that assignment; certificates their holder.
 * A contributor token also reaches the attachments of its assignment's form. Everything else is refused, and the
 * routes answer a refusal as "not found", so a file's existence does not leak.
 */
export function createFilePolicy(repo: FilesRepository) {
  async function ownerLetsIn(actor: FileActor, owner: Owner): Promise<boolean> {
    if (actor.kind === 'token') {
      if (owner.kind === 'entry') return owner.ref === actor.assignmentId;
      if (owner.kind === 'form') return (await repo.formOfAssignment(actor.assignmentId)) === owner.ref;
      return false;
    }
    switch (owner.kind) {
      case 'avatar':
      case 'faq':
      case 'form':
        return true;
      case 'news':
        return managesNews(actor) || repo.newsReadableBy(owner.ref, actor.userId, actor.roles);
      case 'material':
        return repo.inEducation(owner.ref, actor.userId);
      case 'entry':
        return repo.inAssignment(owner.ref, actor.userId);
      case 'certificate':
        return owner.ref === actor.userId;
    }
  }

  async function canView(actor: FileActor, file: FileRow): Promise<boolean> {
    if (actor.kind === 'user' && (isAdmin(actor) || isUploader(actor, file))) return true;
    for (const owner of await repo.owners(file.id)) {
      if (await ownerLetsIn(actor, owner)) return true;
    }
    return false;
  }

  return {
    canView,

    /**
     * The read flag (spec 1 §6): an educator-type role who may see the file and did not upload it. Participants
     * and own files are refused (403); a file the educator may not see is "not found".
     */
    async canMarkRead(actor: FileActor, file: FileRow): Promise<'allow' | 'forbidden' | 'not_found'> {
      if (actor.kind !== 'user' || !isEducator(actor)) return 'forbidden';
      if (!(await canView(actor, file))) return 'not_found';
      return isUploader(actor, file) ? 'forbidden' : 'allow';
    },
  };
}
export type FilePolicy = ReturnType<typeof createFilePolicy>;

/** One's own avatar, or anyone's as admin. */
export function canChangeAvatar(actor: UserIdentity, userId: string): boolean {
  return actor.userId === userId || isAdmin(actor);
}
