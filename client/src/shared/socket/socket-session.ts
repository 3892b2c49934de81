import { selectToken, type WithSession } from '../session/session-slice';

interface Store {
  getState(): WithSession;
  subscribe(listener: () => void): () => void;
}

/**
 * Opens the socket when a token appears, re-opens it for a new token, closes it on sign-out. The
 * socket's code loads with the first token: a visitor's pages never carry it.
 */
export function syncSocketWithSession(store: Store): () => void {
  let current: string | null = null;
  const apply = () => {
    const token = selectToken(store.getState());
    if (token === current) return;
    current = token;
    // One module promise: its callbacks run in the order the session changed.
    void import('./socket').then((socket) => (token ? socket.openSocket(token) : socket.closeSocket()));
  };
  apply();
  return store.subscribe(apply);
}
