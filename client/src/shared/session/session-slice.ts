import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { AuthResponse, Role, User } from '../domain/user';
import { readStoredSession, type StoredSession } from './storage';

export interface SessionState {
  token: string | null;
  role: Role | null;
  userId: number | null;
  workshopId: number | null;
  /** The full profile, known after login or GET /api/me; not persisted. */
  user: User | null;
  /** Set when the server rejected our token, so the layout can send the user to /login once. */
  expired: boolean;
}

function fromStored(stored: StoredSession | null): SessionState {
  return {
    token: stored?.token ?? null,
    role: stored?.role ?? null,
    userId: stored?.userId ?? null,
    workshopId: stored?.workshopId ?? null,
    user: null,
    expired: false,
  };
}

function fromUser(token: string, user: User): StoredSession {
  return { token, role: user.latest_role, userId: user.id, workshopId: user.workshop_id ?? null };
}

/** No one signed in (also the session of every page the server renders). */
export const signedOut: SessionState = fromStored(null);

// Reducers stay pure; persist-session.ts mirrors the result into browser storage.
const sessionSlice = createSlice({
  name: 'session',
  initialState: () => fromStored(readStoredSession()),
  reducers: {
    sessionStarted(_state, action: PayloadAction<AuthResponse>) {
      return { ...fromStored(fromUser(action.payload.token, action.payload.user)), user: action.payload.user };
    },
    userRefreshed(state, action: PayloadAction<User>) {
      if (!state.token || state.userId !== action.payload.id) return;
      return { ...fromStored(fromUser(state.token, action.payload)), user: action.payload };
    },
    sessionEnded() {
      return signedOut;
    },
    sessionExpired() {
      return { ...signedOut, expired: true };
    },
    expiryHandled(state) {
      state.expired = false;
    },
    /** Another tab signed in or out. */
    sessionSynced(_state, action: PayloadAction<StoredSession | null>) {
      return fromStored(action.payload);
    },
  },
});

export const { sessionStarted, userRefreshed, sessionEnded, sessionExpired, expiryHandled, sessionSynced } = sessionSlice.actions;
export const sessionReducer = sessionSlice.reducer;

/** Selectors take the smallest state shape they need, so shared code never imports the app store. */
export interface WithSession {
  session: SessionState;
}

export const selectSession = (state: WithSession) => state.session;
export const selectToken = (state: WithSession) => state.session.token;
export const selectIsSignedIn = (state: WithSession) => state.session.token !== null;
/** `role` is only the latest role; the full list from the profile wins once it is known. */
export const selectIsAdmin = (state: WithSession) => {
  const roles = state.session.user?.roles;
  return roles ? roles.includes('admin') : state.session.role === 'admin';
};

/** Auditors read the event log; admins hold the right too. */
export const selectCanAudit = (state: WithSession) => {
  const roles = state.session.user?.roles;
  return roles
    ? roles.includes('admin') || roles.includes('auditor')
    : state.session.role === 'admin' || state.session.role === 'auditor';
};
