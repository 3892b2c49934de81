import { selectToken, type WithSession } from '../session/session-slice';
import { closeSocket, openSocket } from './socket';

interface Store {
  getState(): WithSession;
  subscribe(listener: () => void): () => void;
}

/** Opens the socket when a token appears, re-opens it for a new token, closes it on sign-out. */
export function syncSocketWithSession(store: Store): () => void {
  let current: string | null = null;
  const apply = () => {
    const token = selectToken(store.getState());
    if (token === current) return;
    current = token;
    if (token) void openSocket(token);
    else closeSocket();
  };
  apply();
  return store.subscribe(apply);
}
