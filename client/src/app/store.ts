import { configureStore } from '@reduxjs/toolkit';
import { baseApi, type ApiLocation } from '../shared/api/base-api';
import { sessionReducer, type SessionState } from '../shared/session/session-slice';

export interface StoreOptions {
  /** Where the API answers; the browser leaves it out (the page's own origin). */
  api?: ApiLocation;
  /** The session to start with; by default the one kept in browser storage. */
  session?: SessionState;
}

/**
 * A store: the browser makes one (browser-store.ts), the server one per page it renders
 * (entry-server.tsx), so no answer ever passes from one visitor's page to another's.
 */
export function createAppStore({ api = {}, session }: StoreOptions = {}) {
  return configureStore({
    reducer: {
      session: sessionReducer,
      [baseApi.reducerPath]: baseApi.reducer,
    },
    preloadedState: session ? { session } : undefined,
    middleware: (getDefaultMiddleware) => getDefaultMiddleware({ thunk: { extraArgument: api } }).concat(baseApi.middleware),
  });
}

export type AppStore = ReturnType<typeof createAppStore>;
export type RootState = ReturnType<AppStore['getState']>;
export type AppDispatch = AppStore['dispatch'];
