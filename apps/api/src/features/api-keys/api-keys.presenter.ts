import type { ApiKey } from '@portal/contracts';
import { openOrNull, type SecretBox } from '../../lib/secret-box';
import type { ListedApiKey } from './api-keys.repository';

/**
 * An API key as the admin sees it: an explicit list of fields, so the hash and the ciphertext can never slip out.
 * A key that cannot be opened (sealed under another server secret, or a placeholder from before keys were
 * encrypted) is shown without its value rather than failing the whole list.
 */
export function presentApiKey(row: ListedApiKey, box: SecretBox): ApiKey {
  const token = openOrNull(box, row.tokenCiphertext);
  return {
    id: row.id,
    name: row.name,
    token,
    enabled: row.enabled,
    roles: row.roles,
    created: row.createdAt.toISOString(),
  };
}
