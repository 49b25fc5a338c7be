import { Alert, Divider, Stack, Typography } from '@mui/material';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '../../../components/page-loader';
import { PasswordForm } from '../../../components/password-form/password-form';
import { UserForm } from '../../../components/user-form';
import { useDocumentTitle } from '../../../lib/document-title';
import { useAccount } from '../../../lib/session';
import { useSaveUser, useUserFormData, useUserProfile } from '../api/user-profile';

/**
 * Route module of /gebruikers/{id}/bewerken (admin in the admin view): the user form of spec 3 with every field,
 * limit and message, shared with the profile (components/user-form). A failed save shows 'Er is iets fout gegaan bij
 * het wijzigen van de gebruiker!'. Below it the admin sets the user's password (no old one asked; audited, and the user is
 * signed out everywhere).
 */
export function UserEditPage() {
  const { id = '' } = useParams();
  const { t } = useTranslation('users');
  const { t: tProfile } = useTranslation('profile');
  useDocumentTitle(t('edit.title'));
  const account = useAccount();
  const profile = useUserProfile(id);
  const formData = useUserFormData();
  const save = useSaveUser(id);
  if (profile.isPending) return <PageLoader />;
  if (profile.isError) throw profile.error;

  return (
    <Stack spacing={3}>
      <Typography component="h1" variant="h4">
        {t('edit.title')}
      </Typography>
      {formData.isError ? (
        <Alert severity="error">{tProfile('form.formDataFailed')}</Alert>
      ) : formData.isPending ? (
        <PageLoader />
      ) : (
        <UserForm
          key={profile.data.id}
          profile={profile.data}
          formData={formData.data}
          own={account.id === profile.data.id}
          onSave={save.mutateAsync}
          saving={save.isPending}
          heading={t('edit.heading', { name: profile.data.fullName })}
          savedMessage={t('edit.saved')}
        />
      )}
      {/* The admin sets another user's password without the old one (spec 3 §6); one's own is on /account. */}
      {account.id === profile.data.id ? null : (
        <>
          <Divider />
          <PasswordForm userId={profile.data.id} oldPassword="none" />
        </>
      )}
    </Stack>
  );
}

export { UserEditPage as Component };
