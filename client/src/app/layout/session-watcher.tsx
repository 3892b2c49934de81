import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { useLocation, useNavigate } from 'react-router-dom';

import { baseApi } from '../../shared/api/base-api';
import { ar } from '../../shared/messages/ar';
import { refreshMe, useGetMeQuery } from '../../shared/session/session-api';
import { onSocketConnect } from '../../shared/socket/socket';
import { notify } from '../../shared/ui/notify';
import { expiryHandled, selectSession } from '../../shared/session/session-slice';
import type { AppDispatch } from '../store';

/**
 * Keeps the signed-in profile fresh (GET /api/me once per start) and reacts to an
 * expired session: cached private data is dropped and the user goes to /login,
 * coming back to the current page after signing in again.
 */
export function SessionWatcher() {
  const { token, user, expired } = useSelector(selectSession);
  const dispatch = useDispatch<AppDispatch>();
  const navigate = useNavigate();
  const location = useLocation();

  useGetMeQuery(undefined, { skip: !token || user !== null });

  // The server closes an account's sockets when an admin changes its roles; when the socket
  // comes back, the profile is read again so the header and the role guards follow at once.
  useEffect(() => {
    if (!token) return;
    let first = true;
    return onSocketConnect(() => {
      if (first) first = false;
      else void dispatch(refreshMe());
    });
  }, [token, dispatch]);

  useEffect(() => {
    if (!expired) return;
    dispatch(expiryHandled());
    dispatch(baseApi.util.resetApiState());
    notify.error(ar.auth.sessionExpired);
    if (location.pathname !== '/login') void navigate('/login', { replace: true, state: { from: location } });
  }, [expired, dispatch, navigate, location]);

  return null;
}
