import { useDispatch } from 'react-redux';
import { useNavigate } from 'react-router-dom';

import { baseApi } from '../../shared/api/base-api';
import { ar } from '../../shared/messages/ar';
import { notify } from '../../shared/ui/notify';
import { sessionEnded } from '../../shared/session/session-slice';
import { Button } from '../../shared/ui/button';
import { useLogoutMutation } from './auth-api';

export function LogoutButton() {
  const [logout, { isLoading }] = useLogoutMutation();
  const dispatch = useDispatch();
  const navigate = useNavigate();

  const onClick = async () => {
    // The server revokes the token; if it cannot be reached we still sign out
    // locally, since the user asked to leave this device.
    await logout()
      .unwrap()
      .catch(() => undefined);
    dispatch(sessionEnded()); // also closes the socket (socket-session.ts)
    dispatch(baseApi.util.resetApiState()); // no private data stays cached
    notify.success(ar.auth.logoutSuccess, { description: ar.auth.logoutDescription });
    void navigate('/');
  };

  return (
    <Button variant="ghost" size="sm" onClick={onClick} loading={isLoading}>
      تسجيل الخروج
    </Button>
  );
}
