import { configureStore } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query/react';
import { baseApi } from '../shared/api/base-api';
import { persistSession } from '../shared/session/persist-session';
import { sessionReducer } from '../shared/session/session-slice';
import { syncSocketWithSession } from '../shared/socket/socket-session';

export const store = configureStore({
  reducer: {
    session: sessionReducer,
    [baseApi.reducerPath]: baseApi.reducer,
  },
  middleware: (getDefaultMiddleware) => getDefaultMiddleware().concat(baseApi.middleware),
});

// refetchOnFocus / refetchOnReconnect need the browser's focus and online events.
setupListeners(store.dispatch);
persistSession(store);
syncSocketWithSession(store);

export type RootState = ReturnType<typeof store.getState>;
export type AppDispatch = typeof store.dispatch;
