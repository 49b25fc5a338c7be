import { Alert, Button, CircularProgress, Divider, Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useAccount } from '../../../lib/session';
import { useUserFormData } from '../api/get-user-form-data';
import { useUserProfile } from '../api/get-user-profile';
import { AvatarPicker } from './avatar-picker';
import { PasswordForm } from '../../../components/password-form/password-form';
import { ProfileForm } from './profile-form';

/** The profiel tab: the avatar and the user form with one's own data, and the password change below it. */
export function ProfileTab({ userId }: { userId: string }) {
  const { t } = useTranslation('profile');
  const { t: tc } = useTranslation();
  const profile = useUserProfile(userId);
  const formData = useUserFormData();
  // An admin changes a password without the old one (spec 3 "Profile").
  const admin = useAccount().roles.includes('ROLE_ADMIN');

  let form;
  if (profile.isError || formData.isError) {
    const retry = () => {
      if (profile.isError) void profile.refetch();
      if (formData.isError) void formData.refetch();
    };
    form = (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={retry}>
            {tc('retry')}
          </Button>
        }
      >
        {profile.isError ? t('loadFailed') : t('form.formDataFailed')}
      </Alert>
    );
  } else if (profile.isPending || formData.isPending) {
    form = <CircularProgress aria-label={tc('loading')} />;
  } else {
    const { firstName, lastName, fullName, avatar } = profile.data;
    form = (
      <Stack spacing={4}>
        <AvatarPicker
          userId={userId}
          avatar={avatar}
          fullName={fullName}
          initials={`${firstName.charAt(0)}${lastName.charAt(0)}`.toUpperCase()}
        />
        <ProfileForm key={profile.data.id} profile={profile.data} formData={formData.data} />
      </Stack>
    );
  }

  // The password form comes with the profile form, not before it: appearing above it, the profile form would push it
  // down under a pointer or finger that was aiming at one of its fields or its button.
  if (profile.isPending || formData.isPending) return form;
  return (
    <Stack spacing={5} divider={<Divider />}>
      {form}
      <PasswordForm userId={userId} oldPassword={admin ? 'optional' : 'required'} />
    </Stack>
  );
}
