import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { useLocation, useNavigate } from 'react-router-dom';

import { baseApi } from '../../shared/api/base-api';
import { ar } from '../../shared/messages/ar';
import { notify } from '../../shared/ui/notify';
import { useGetMeQuery } from '../../shared/session/session-api';
import { expiryHandled, selectSession } from '../../shared/session/session-slice';

/**
 * Keeps the signed-in profile fresh (GET /api/me once per start) and reacts to an
 * expired session: cached private data is dropped and the user goes to /login,
 * coming back to the current page after signing in again.
 */
export function SessionWatcher() {
  const { token, user, expired } = useSelector(selectSession);
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const location = useLocation();

  useGetMeQuery(undefined, { skip: !token || user !== null });

  useEffect(() => {
    if (!expired) return;
    dispatch(expiryHandled());
    dispatch(baseApi.util.resetApiState());
    notify.error(ar.auth.sessionExpired);
    if (location.pathname !== '/login') navigate('/login', { replace: true, state: { from: location } });
  }, [expired, dispatch, navigate, location]);

  return null;
}
