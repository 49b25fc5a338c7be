import { Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../../lib/document-title';
import { useAccount, useView } from '../../../lib/session';
import { AgendaView } from '../components/agenda-view';

/**
 * Route module for /agenda (spec 2 "Agenda page"): the signed-in user's own agenda; in the educator view the
 * sessions of the events they staff (the view's start page, spec 1 §2), otherwise the sessions they take part in.
 */
export function AgendaPage() {
  const { t } = useTranslation('agenda');
  useDocumentTitle(t('title'));
  const account = useAccount();
  const { view } = useView();
  return (
    <>
      <Typography component="h1" variant="h4" sx={{ mb: 2 }}>
        {t('title')}
      </Typography>
      <AgendaView key={view} userId={account.id} mode={view === 'educator' ? 'educator' : 'participant'} />
    </>
  );
}

export { AgendaPage as Component };
