// Role guards load with the screens they guard (dashboards, admin, audit), not with public pages.
import type { ReactNode } from 'react';
import { useSelector } from 'react-redux';
import { Navigate, Outlet } from 'react-router-dom';
import { arm } from '../messages/ar-manage';
import { ButtonLink } from '../ui/button';
import { EmptyState } from '../ui/empty-state';
import { DocumentTitle } from '../ui/page-heading';
import { PageSpinner } from '../ui/spinner';
import { useGetMeQuery } from './session-api';
import { dashboardPathFor } from './dashboard-path';
import { selectCanAudit, selectIsAdmin, selectSession } from './session-slice';

/**
 * The stored session keeps only the latest role; an admin whose latest role is another one is
 * known as an admin once the profile arrives. Role guards wait for it (briefly) rather than
 * send an admin away on a reload; if it cannot be fetched, the stored role decides.
 */
export function useRolesKnown(): boolean {
  const { token, user } = useSelector(selectSession);
  const { isLoading } = useGetMeQuery(undefined, { skip: !token || user !== null });
  return !token || user !== null || !isLoading;
}

/** The admin area; everyone else is sent to their own dashboard (the server answers 403 anyway). */
export function AdminOnly({ children }: { children?: ReactNode }) {
  const isAdmin = useSelector(selectIsAdmin);
  const known = useRolesKnown();
  if (!isAdmin && !known) return <PageSpinner />;
  if (!isAdmin) return <Navigate to="/user-dashboard" replace />;
  return children ?? <Outlet />;
}

/** The audit area: auditors and admins; everyone else goes to their dashboard (the server answers 403 anyway). */
export function AuditorOnly({ children }: { children: ReactNode }) {
  const canAudit = useSelector(selectCanAudit);
  const known = useRolesKnown();
  if (!known) return <PageSpinner />;
  return canAudit ? children : <Navigate to="/user-dashboard" replace />;
}

/** The user dashboard's role redirects (signed-in-area.md §2 and §6). */
export function UserDashboardOnly({ children }: { children?: ReactNode }) {
  const isAdmin = useSelector(selectIsAdmin);
  const { role } = useSelector(selectSession);
  const known = useRolesKnown();
  if (!known) return <PageSpinner />;
  const target = dashboardPathFor(isAdmin, role);
  if (target !== '/user-dashboard') return <Navigate to={target} replace />;
  return children ?? <Outlet />;
}

/**
 * Someone's own car, store, workshop or ad: its owner and admins see the form (the server's rule,
 * which answers 403 to anyone else); everyone else gets the no-permission page before any field.
 */
export function OwnerOnly({ ownerId, children }: { ownerId: number; children: ReactNode }) {
  const { userId } = useSelector(selectSession);
  const isAdmin = useSelector(selectIsAdmin);
  const known = useRolesKnown();
  if (ownerId === userId || isAdmin) return children;
  if (!known) return <PageSpinner />;
  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <DocumentTitle title={arm.common.forbiddenTitle} />
      <EmptyState
        title={arm.common.forbiddenTitle}
        description={arm.common.forbiddenBody}
        action={<ButtonLink to="/user-dashboard">العودة إلى لوحة التحكم</ButtonLink>}
      />
    </div>
  );
}
