import { useTranslation } from 'react-i18next';
import { UserForm, type UserFormData, type UserProfile } from '../../../components/user-form';
import { useAccount } from '../../../lib/session';
import { useSaveUserProfile } from '../api/put-user-profile';

interface ProfileFormProps {
  profile: UserProfile;
  formData: UserFormData;
}

/** The profile tab's form: the shared user form (components/user-form) saving through the profile's call. */
export function ProfileForm({ profile, formData }: ProfileFormProps) {
  const { t } = useTranslation('profile');
  const save = useSaveUserProfile(profile.id);
  const own = useAccount().id === profile.id;
  return (
    <UserForm
      profile={profile}
      formData={formData}
      own={own}
      onSave={save.mutateAsync}
      saving={save.isPending}
      heading={t('form.heading')}
      savedMessage={t('form.saved')}
    />
  );
}
