import type { AttachmentCandidate } from './faq.repository';

/** Who acts on the FAQ: reading is for every signed-in user, changing it for admins (the routes say so). */
export interface FaqActor {
  userId: string;
  admin: boolean;
}

/** Hidden questions, and the counts that include them, reach admins only (spec 1 §4). */
export const seesHidden = (actor: FaqActor): boolean => actor.admin;

/**
 * A file may become a question's attachment when it was uploaded for the FAQ, by the caller or by another admin
 * (admins manage the FAQ together); a file someone else uploaded, e.g. for an assignment, is never made readable to
 * every signed-in user by linking it here. That it is not linked elsewhere yet is checked apart.
 */
export function canAttach(actor: FaqActor, file: AttachmentCandidate): boolean {
  return file.context === 'faq' && (file.uploadedById === actor.userId || file.uploadedByAdmin);
}
