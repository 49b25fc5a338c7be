import type { FormData } from '@portal/contracts';
import type { Autosave } from './use-autosave';

/**
 * The two answers of the conflict dialog for an entry screen: keep the unsaved changes (shown over the server's
 * version and sent on its revision) or take the server's version. `show` receives the answers to show; the dialog's
 * field names come from `fields`.
 */
export function conflictChoice<T>(
  autosave: Pick<Autosave<T>, 'conflict' | 'pending' | 'resolveConflict'>,
  fields: readonly { id: string; label: string }[],
  show: (values: FormData) => void,
) {
  const labels = (autosave.conflict?.fieldIds ?? []).map(
    (fieldId) => fields.find((field) => field.id === fieldId)?.label ?? fieldId,
  );
  const keepMine = () => {
    const pending = autosave.pending;
    const server = autosave.resolveConflict('mine');
    if (server) show({ ...server.values, ...pending });
  };
  const takeServer = () => {
    const server = autosave.resolveConflict('theirs');
    if (server) show({ ...server.values });
  };
  return { labels, keepMine, takeServer };
}
