import { useSelector } from 'react-redux';
import { LogoutButton } from '../../features/auth/logout-button';
import { labels } from '../../shared/messages/ar';
import { dashboardPathFor } from '../../shared/session/dashboard-path';
import { selectCanAudit, selectIsAdmin, selectSession } from '../../shared/session/session-slice';
import { ButtonLink } from '../../shared/ui/button';

const DASHBOARD_LABELS: Record<string, string> = {
  '/admin': 'لوحة الإدارة',
  '/workshops-dashboard': 'لوحة الورشة',
  '/user-dashboard': 'لوحة التحكم',
};

/** The header's links for a signed-in account: who it is, its dashboard, the audit log, logout. */
export function SignedInLinks() {
  const isAdmin = useSelector(selectIsAdmin);
  const canAudit = useSelector(selectCanAudit);
  const { role, user } = useSelector(selectSession);
  // The dashboard follows the account's roles, so a role an admin assigns shows here at the next sign-in.
  const dashboard = dashboardPathFor(isAdmin, role);
  const shownRole = isAdmin ? 'admin' : role;
  return (
    <>
      {user && (
        <span className="flex flex-col text-end text-xs leading-tight">
          <span className="font-bold text-slate-800">{user.name}</span>
          {shownRole && <span className="text-slate-500">{labels.roles[shownRole]}</span>}
        </span>
      )}
      <ButtonLink to={dashboard} variant="secondary" size="sm">
        {DASHBOARD_LABELS[dashboard]}
      </ButtonLink>
      {canAudit && (
        <ButtonLink to="/audit" variant="ghost" size="sm">
          سجل التدقيق
        </ButtonLink>
      )}
      <LogoutButton />
    </>
  );
}
