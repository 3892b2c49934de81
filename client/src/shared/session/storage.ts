import type { Role } from '../domain/user';

// Browser storage keys are part of the product contract (public-area.md §3):
// token, role, user_id, id, workshop_id. `id` duplicates `user_id` on purpose,
// because the older client read both.
const KEYS = ['token', 'role', 'user_id', 'id', 'workshop_id'] as const;

/** The key whose presence means someone is signed in in this browser. */
export const SESSION_TOKEN_KEY = KEYS[0];

export interface StoredSession {
  token: string;
  role: Role;
  userId: number;
  workshopId: number | null;
}

function toNumber(value: string | null): number | null {
  if (value === null || value === '') return null;
  const number = Number(value);
  return Number.isFinite(number) ? number : null;
}

export function readStoredSession(): StoredSession | null {
  // The server renders pages for no one (entry-server.tsx).
  if (typeof window === 'undefined') return null;
  try {
    const token = localStorage.getItem(SESSION_TOKEN_KEY);
    const userId = toNumber(localStorage.getItem('user_id') ?? localStorage.getItem('id'));
    if (!token || userId === null) return null;
    return {
      token,
      role: (localStorage.getItem('role') as Role | null) ?? 'user',
      userId,
      workshopId: toNumber(localStorage.getItem('workshop_id')),
    };
  } catch {
    // Storage can be unavailable (privacy modes); the visitor is then simply signed out.
    return null;
  }
}

export function writeStoredSession(session: StoredSession): void {
  try {
    localStorage.setItem(SESSION_TOKEN_KEY, session.token);
    localStorage.setItem('role', session.role);
    localStorage.setItem('user_id', String(session.userId));
    localStorage.setItem('id', String(session.userId));
    if (session.workshopId === null) localStorage.removeItem('workshop_id');
    else localStorage.setItem('workshop_id', String(session.workshopId));
  } catch {
    // The session still works for this tab from memory.
  }
}

export function clearStoredSession(): void {
  try {
    KEYS.forEach((key) => localStorage.removeItem(key));
  } catch {
    // Nothing to clear.
  }
}

/** Other tabs signing in or out change `token`; this keeps every open tab in step. */
export function onStoredSessionChange(listener: (session: StoredSession | null) => void): () => void {
  const handler = (event: StorageEvent) => {
    if (event.key === 'token' || event.key === null) listener(readStoredSession());
  };
  window.addEventListener('storage', handler);
  return () => window.removeEventListener('storage', handler);
}
