import type { ContributionRequest } from '@portal/contracts';
import { fullName } from '../../lib/names';
import { openOrNull, type SecretBox } from '../../lib/secret-box';
import type { ListedContributionRequest } from './contribution-requests.repository';

/**
 * An invitation as its invitee sees it, with the token for the link. A token the server cannot open (sealed under
 * another server secret, or a placeholder from before tokens were encrypted) is shown as null rather than failing
 * the whole list.
 */
export function presentContributionRequest(row: ListedContributionRequest, box: SecretBox): ContributionRequest {
  const token = openOrNull(box, row.tokenCiphertext);
  return {
    id: row.id,
    created: row.createdAt.toISOString(),
    token,
    assignment: {
      id: row.assignmentId,
      name: row.assignmentName,
      user: { fullName: fullName(row) },
    },
    status: row.status,
  };
}
