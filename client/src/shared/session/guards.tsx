import type { ReactNode } from 'react';
import { useSelector } from 'react-redux';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { PageSpinner } from '../ui/spinner';
import { useGetMeQuery } from './session-api';
import { selectCanAudit, selectIsAdmin, selectIsSignedIn, selectSession } from './session-slice';

/**
 * The stored session keeps only the latest role; an admin whose latest role is another one is
 * known as an admin once the profile arrives. Role guards wait for it (briefly) rather than
 * send an admin away on a reload; if it cannot be fetched, the stored role decides.
 */
function useRolesKnown(): boolean {
  const { token, user } = useSelector(selectSession);
  const { isLoading } = useGetMeQuery(undefined, { skip: !token || user !== null });
  return !token || user !== null || !isLoading;
}

/** Login-required routes: visitors go to /login and come back here afterwards (router state `from`). */
export function RequireAuth({ children }: { children?: ReactNode }) {
  const signedIn = useSelector(selectIsSignedIn);
  const location = useLocation();
  if (!signedIn) return <Navigate to="/login" replace state={{ from: location }} />;
  return children ?? <Outlet />;
}

/** The admin area; everyone else is sent to their own dashboard (the server answers 403 anyway). */
export function AdminOnly({ children }: { children?: ReactNode }) {
  const isAdmin = useSelector(selectIsAdmin);
  const known = useRolesKnown();
  if (!isAdmin && !known) return <PageSpinner />;
  if (!isAdmin) return <Navigate to="/user-dashboard" replace />;
  return children ?? <Outlet />;
}

/** The user dashboard; admins manage from /admin instead. */
export function NotAdmin({ children }: { children: ReactNode }) {
  const isAdmin = useSelector(selectIsAdmin);
  return isAdmin ? <Navigate to="/admin" replace /> : children;
}

/** The audit area: auditors and admins; everyone else goes to their dashboard (the server answers 403 anyway). */
export function AuditorOnly({ children }: { children: ReactNode }) {
  const canAudit = useSelector(selectCanAudit);
  const known = useRolesKnown();
  if (!known) return <PageSpinner />;
  return canAudit ? children : <Navigate to="/user-dashboard" replace />;
}

/** Where the spec sends each role's dashboard: admins to /admin, workshop owners to their own. */
export function dashboardPathFor(isAdmin: boolean, role: string | null): string {
  if (isAdmin) return '/admin';
  if (role === 'workshop') return '/workshops-dashboard';
  return '/user-dashboard';
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
