import type { UnknownAction } from '@reduxjs/toolkit';
import { baseApi } from '../api/base-api';
import { sessionSynced, type SessionState, type WithSession } from './session-slice';
import { clearStoredSession, onStoredSessionChange, writeStoredSession } from './storage';

interface SessionStore {
  getState(): WithSession;
  dispatch(action: UnknownAction): unknown;
  subscribe(listener: () => void): () => void;
}

function sameStoredFields(a: SessionState, b: SessionState): boolean {
  return a.token === b.token && a.role === b.role && a.userId === b.userId && a.workshopId === b.workshopId;
}

/**
 * Mirrors the session into browser storage (the only writer of those keys) and
 * follows sign-ins and sign-outs made in other tabs.
 */
export function persistSession(store: SessionStore): () => void {
  let previous = store.getState().session;
  const unsubscribeStore = store.subscribe(() => {
    const current = store.getState().session;
    if (sameStoredFields(previous, current)) return;
    previous = current;
    if (current.token && current.userId !== null && current.role) {
      writeStoredSession({
        token: current.token,
        role: current.role,
        userId: current.userId,
        workshopId: current.workshopId,
      });
    } else {
      clearStoredSession();
    }
  });
  const unsubscribeTabs = onStoredSessionChange((stored) => {
    if (stored?.token === store.getState().session.token) return;
    store.dispatch(sessionSynced(stored));
    // Another account (or none) now owns this browser: drop the previous one's cached data.
    store.dispatch(baseApi.util.resetApiState());
  });
  return () => {
    unsubscribeStore();
    unsubscribeTabs();
  };
}
