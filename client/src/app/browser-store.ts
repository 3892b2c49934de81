import { setupListeners } from '@reduxjs/toolkit/query/react';
import { persistSession } from '../shared/session/persist-session';
import { syncSocketWithSession } from '../shared/socket/socket-session';
import { createAppStore } from './store';

/** The browser's one store, with the session kept in browser storage and the socket following it. */
export const store = createAppStore();

// refetchOnFocus / refetchOnReconnect need the browser's focus and online events.
setupListeners(store.dispatch);
persistSession(store);
syncSocketWithSession(store);
