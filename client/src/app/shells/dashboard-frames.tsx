import { LogoutButton } from '../../features/auth/logout-button';
import { AdminOnly, UserDashboardOnly } from '../../shared/session/role-guards';
import { NotFoundPage } from '../layout/not-found-page';
import { ADMIN_SECTIONS } from './admin-sections';
import { DashboardShell } from './dashboard-shell';
import { SectionRoutes } from './sections';
import { SuspendedNotice } from './suspended-notice';
import { USER_DASHBOARD_SECTIONS } from './user-dashboard-sections';

/** The user dashboard (with the spec's role redirects): side navigation from its sections, and a notice for suspended accounts. */
export function UserDashboardFrame() {
  return (
    <UserDashboardOnly>
      <DashboardShell base="/user-dashboard" title="لوحة التحكم" sections={USER_DASHBOARD_SECTIONS} notice={<SuspendedNotice />}>
        <SectionRoutes sections={USER_DASHBOARD_SECTIONS} notFound={<NotFoundPage />} />
      </DashboardShell>
    </UserDashboardOnly>
  );
}

/** The admin area: admins only (the server answers 403 to anyone else anyway). */
export function AdminFrame() {
  return (
    <AdminOnly>
      <DashboardShell base="/admin" title="لوحة الإدارة" sections={ADMIN_SECTIONS} footer={<LogoutButton />}>
        <SectionRoutes sections={ADMIN_SECTIONS} notFound={<NotFoundPage />} />
      </DashboardShell>
    </AdminOnly>
  );
}
