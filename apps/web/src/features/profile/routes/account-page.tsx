import { Typography } from '@mui/material';
import type { Account } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { Navigate, useSearchParams } from 'react-router';
import { PageTabs } from '../../../components/page-tabs';
import { useDocumentTitle } from '../../../lib/document-title';
import { useSession, useView } from '../../../lib/session';
import { accountTabs, selectedTab, type AccountTab } from '../components/account-tabs';
import { AuthenticationTab } from '../components/authentication-tab';
import { CertificatesTab } from '../components/certificates-tab';
import { NotificationsTab } from '../components/notifications-tab';
import { PersonalDataTab } from '../components/personal-data-tab';
import { ProfileTab } from '../components/profile-tab';

function AccountTabs({ account }: { account: Account }) {
  const { t } = useTranslation('profile');
  const [searchParams, setSearchParams] = useSearchParams();
  // The current view (the stored one when the roles allow it): spec 3 hides notificaties in the e-learning view.
  const eLearning = useView().view === 'e-learning';
  const tabs = accountTabs(eLearning);
  const tab = selectedTab(searchParams.get('tab'), eLearning);

  const select = (next: AccountTab) =>
    setSearchParams(
      (params) => {
        params.set('tab', next);
        return params;
      },
      { replace: true },
    );

  return (
    <PageTabs
      idPrefix="account"
      tabs={tabs}
      value={tab}
      onChange={select}
      labelOf={(value) => t(`tabs.${value}`)}
      ariaLabel={t('tabsLabel')}
      gap={4}
    >
      {tab === 'profiel' ? <ProfileTab userId={account.id} /> : null}
      {tab === 'authenticatie' ? <AuthenticationTab account={account} /> : null}
      {tab === 'notificaties' ? <NotificationsTab /> : null}
      {tab === 'certificaten' ? <CertificatesTab userId={account.id} /> : null}
      {tab === 'privacy' ? <PersonalDataTab userId={account.id} /> : null}
    </PageTabs>
  );
}

/** Route module for /account (spec 3 "Profile"): one's own profile in five tabs, the tab kept in `?tab=`. */
export function AccountPage() {
  const { t } = useTranslation('profile');
  const { session } = useSession();
  useDocumentTitle(t('title'));
  // The route is for signed-in users; a visitor without a session signs in at '/' first.
  if (session?.status !== 'signed-in') return <Navigate to="/" replace />;
  return (
    <>
      <Typography component="h1" variant="h4" gutterBottom>
        {t('title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {session.account.fullName}
      </Typography>
      <AccountTabs account={session.account} />
    </>
  );
}

export { AccountPage as Component };
