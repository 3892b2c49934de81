import type { ReactNode } from 'react';
import { useSelector } from 'react-redux';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { selectIsSignedIn } from './session-slice';

/** Login-required routes: visitors go to /login and come back here afterwards (router state `from`). */
export function RequireAuth({ children }: { children?: ReactNode }) {
  const signedIn = useSelector(selectIsSignedIn);
  const location = useLocation();
  if (!signedIn) return <Navigate to="/login" replace state={{ from: location }} />;
  return children ?? <Outlet />;
}
