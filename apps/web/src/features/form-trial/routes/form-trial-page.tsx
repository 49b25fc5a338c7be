import { Alert, Button, Stack, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useSnackbar } from 'notistack';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { FIELD_ROLES, type Entry, type Form } from '@portal/contracts';
import { defaultAutosaveStore } from '../../../components/form-renderer';
import { PageLoader } from '../../../components/page-loader';
import { ApiError } from '../../../lib/api-client';
import { useDocumentTitle } from '../../../lib/document-title';
import type { RouteHandle } from '../../../lib/route-handle';
import { useAccount } from '../../../lib/session';
import { canTrialFill } from '../access';
import { useDeleteTrialEntry } from '../api/delete-trial-entry';
import { useForm } from '../api/get-form';
import { useTrialEntry } from '../api/get-trial-entry';
import { useStartTrialEntry, type TrialRole } from '../api/post-trial-entry';
import { formTrialKeys } from '../api/query-keys';
import { RolePicker } from '../components/role-picker';
import { TrialFill, trialEntryStoreKey } from '../components/trial-fill';

/** The role most of the form's fields are for (the participant when none stands out). */
function likelyRole(form: Form): TrialRole {
  const counts = new Map<TrialRole, number>();
  for (const field of form.fields) {
    for (const role of field.roles) {
      if ((FIELD_ROLES as readonly string[]).includes(role)) {
        counts.set(role as TrialRole, (counts.get(role as TrialRole) ?? 0) + 1);
      }
    }
  }
  let best: TrialRole = 'ROLE_PARTICIPANT';
  for (const [role, count] of counts) if (count > (counts.get(best) ?? 0)) best = role;
  return best;
}

/**
 * Route module for /formulieren/:id/proefinvullen: a form reader fills the form in as one of its roles to try it out
 * (autosave, uploads, signature, hand-in), in a trial entry that does not count as an entry. The entry's id stays in
 * the address (`?entry=`), so a reload resumes the same trial.
 */
export function FormTrialPage() {
  const { t } = useTranslation('formTrial');
  const { t: tr } = useTranslation('roles');
  useDocumentTitle(t('title'));
  const account = useAccount();
  if (!canTrialFill(account)) throw new ApiError(403, 'forbidden');
  const { id = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const entryId = params.get('entry');
  const queryClient = useQueryClient();
  const { enqueueSnackbar } = useSnackbar();
  const form = useForm(id);
  const entry = useTrialEntry(entryId);
  const start = useStartTrialEntry(id);
  const remove = useDeleteTrialEntry();

  if (form.error) throw form.error;
  if (entry.error) throw entry.error;
  if (!form.data) return <PageLoader />;

  const onStart = (role: TrialRole) =>
    start.mutate(role, {
      onSuccess: (created: Entry) => {
        queryClient.setQueryData(formTrialKeys.entry(created.id), created);
        setParams({ entry: created.id }, { replace: true });
      },
      onError: () => enqueueSnackbar(t('startFailed'), { variant: 'error' }),
    });

  const restart = async () => {
    if (entryId) {
      // The old trial goes, with any of its changes still waiting in the browser.
      await remove.mutateAsync(entryId).catch(() => undefined);
      await defaultAutosaveStore().remove(trialEntryStoreKey(entryId));
      queryClient.removeQueries({ queryKey: formTrialKeys.entry(entryId) });
    }
    setParams({}, { replace: true });
  };

  return (
    <Stack spacing={3}>
      <div>
        <Typography variant="overline" component="p" color="text.secondary">
          {t('title')}
        </Typography>
        <Typography component="h1" variant="h4" tabIndex={-1} sx={{ overflowWrap: 'anywhere' }}>
          {form.data.title}
        </Typography>
      </div>
      <Alert severity="info">{t('intro')}</Alert>
      {form.data.description && (
        <Typography sx={{ whiteSpace: 'pre-line', maxWidth: 900 }}>{form.data.description}</Typography>
      )}
      {entryId === null ? (
        <RolePicker defaultRole={likelyRole(form.data)} starting={start.isPending} onStart={onStart} />
      ) : !entry.data ? (
        <PageLoader />
      ) : (
        <>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
            <Typography sx={{ fontWeight: 600 }}>
              {t('filledAs', { role: entry.data.role ? tr(entry.data.role) : '' })}
            </Typography>
            <Button variant="text" onClick={() => void restart()} disabled={remove.isPending}>
              {t('restart')}
            </Button>
          </Stack>
          {entry.data.fields.length === 0 && <Typography>{t('noFields')}</Typography>}
          <TrialFill key={entry.data.id} entry={entry.data} />
        </>
      )}
    </Stack>
  );
}

function Crumb() {
  const { t } = useTranslation('formTrial');
  return t('title');
}

export const handle: RouteHandle = { crumb: () => <Crumb /> };

export { FormTrialPage as Component };
