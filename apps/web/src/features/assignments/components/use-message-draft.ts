import { useState } from 'react';
import { useSnackbar } from 'notistack';
import { useTranslation } from 'react-i18next';
import { useSendAssignmentMessage } from '../api/post-assignment-message';

/**
 * The chat message being typed on an assignment's screen, and sending it: what the messages panel shows and what a
 * stored action asks about when it was not sent yet. `send` resolves to whether it went (nothing typed counts as sent).
 */
export function useMessageDraft(assignmentId: string) {
  const { t } = useTranslation('assignments');
  const { enqueueSnackbar } = useSnackbar();
  const [draft, setDraft] = useState('');
  const mutation = useSendAssignmentMessage(assignmentId);
  const send = async (): Promise<boolean> => {
    const content = draft.trim();
    if (content === '') return true;
    try {
      await mutation.mutateAsync(content);
      setDraft('');
      return true;
    } catch {
      enqueueSnackbar(t('messages.sendFailed'), { variant: 'error' });
      return false;
    }
  };
  return { draft, setDraft, send, sending: mutation.isPending };
}
