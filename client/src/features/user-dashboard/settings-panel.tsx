import { useSelector } from 'react-redux';
import { useGetMeQuery } from '../../shared/session/session-api';
import { selectSession } from '../../shared/session/session-slice';
import { PageHeading } from '../../shared/ui/page-heading';
import { PageSpinner } from '../../shared/ui/spinner';
import { DeleteAccountSection } from './settings/delete-account-section';
import { NotificationsForm } from './settings/notifications-form';
import { PasswordForm } from './settings/password-form';
import { ProfileForm } from './settings/profile-form';

/** Account settings that work: profile with phone, password, notification choices, deleting the account. */
export function SettingsPanel() {
  const { token } = useSelector(selectSession);
  // Always fresh here: the preferences are not part of the stored session.
  const { data: user, isLoading } = useGetMeQuery(undefined, { skip: !token, refetchOnMountOrArgChange: true });
  return (
    <div className="flex flex-col gap-6">
      <PageHeading title="الإعدادات" subtitle="بيانات حسابك وكلمة المرور والإشعارات." />
      {isLoading || !user ? (
        <PageSpinner />
      ) : (
        <>
          <ProfileForm user={user} />
          <PasswordForm />
          <NotificationsForm user={user} />
          <DeleteAccountSection />
        </>
      )}
    </div>
  );
}
