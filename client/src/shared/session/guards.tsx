import type { ReactNode } from 'react';
import { useSelector } from 'react-redux';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { selectCanAudit, selectIsAdmin, selectIsSignedIn } from './session-slice';

/** Login-required routes: visitors go to /login and come back here afterwards (router state `from`). */
export function RequireAuth({ children }: { children?: ReactNode }) {
  const signedIn = useSelector(selectIsSignedIn);
  const location = useLocation();
  if (!signedIn) return <Navigate to="/login" replace state={{ from: location }} />;
  return children ?? <Outlet />;
}

/** The admin area; everyone else is sent to their own dashboard. */
export function AdminOnly({ children }: { children: ReactNode }) {
  const isAdmin = useSelector(selectIsAdmin);
  return isAdmin ? children : <Navigate to="/user-dashboard" replace />;
}

/** The user dashboard; admins manage from /admin instead. */
export function NotAdmin({ children }: { children: ReactNode }) {
  const isAdmin = useSelector(selectIsAdmin);
  return isAdmin ? <Navigate to="/admin" replace /> : children;
}

/** The audit area: auditors and admins; everyone else goes to their dashboard (the server answers 403 anyway). */
export function AuditorOnly({ children }: { children: ReactNode }) {
  const canAudit = useSelector(selectCanAudit);
  return canAudit ? children : <Navigate to="/user-dashboard" replace />;
}
