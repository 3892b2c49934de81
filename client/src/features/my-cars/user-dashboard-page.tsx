import { useSelector } from 'react-redux';
import { selectSession } from '../../shared/session/session-slice';
import { PageHeading } from '../../shared/ui/page-heading';
import { MyCarsPanel } from './my-cars-panel';

export function UserDashboardPage() {
  const { userId, user } = useSelector(selectSession);
  return (
    <div className="mx-auto max-w-5xl px-4 py-8">
      <PageHeading
        title="لوحة التحكم"
        subtitle={user ? `مرحبًا ${user.name}، تابع إعلاناتك وحالتها هنا.` : 'تابع إعلاناتك وحالتها هنا.'}
      />
      {/* RequireAuth guarantees a signed-in user, so userId is known. */}
      {userId !== null && <MyCarsPanel userId={userId} />}
    </div>
  );
}
