import { Decision } from '../../event-store/command-streams';
import { Actor, isAdmin, Role } from '../../shared/auth/roles';
import { Forbidden, NotFound } from '../../shared/domain-error';
import { changePreferences, completePreferences, Preferences } from './preferences';
import { CannotSuspendSelf, SamePassword, WrongCurrentPassword } from './user.errors';
import { UserEvent, UserProfileUpdated, UserRegistered } from './user.events';
import { UserState } from './user.state';

/**
 * An account's decisions. Who may call the admin ones (roles, suspension) is the route's
 * `@Roles('admin')`; what depends on the account itself (self or admin, never the last admin,
 * not oneself) is decided here.
 */

/** The account when it exists and was not deleted; otherwise NotFound. */
export function liveAccount(state: UserState): UserState {
  if (!state.exists || state.deleted) throw new NotFound();
  return state;
}

/** Only the person or an admin changes or deletes an account. */
function assertSelfOrAdmin(actor: Actor, userId: number): void {
  if (actor.id !== userId && !isAdmin(actor)) throw new Forbidden();
}

export function registerUser(data: UserRegistered['data']): UserEvent[] {
  return [{ type: 'UserRegistered', data }];
}

/** Only what really changes goes into the event; nothing changed, no event. */
export function updateProfile(
  state: UserState,
  actor: Actor,
  userId: number,
  changes: { name?: string; email?: string; phone?: string | null },
): UserEvent[] {
  assertSelfOrAdmin(actor, userId);
  liveAccount(state);
  const data: UserProfileUpdated['data'] = {};
  if (changes.name !== undefined && changes.name !== state.name) data.name = changes.name;
  if (changes.email !== undefined && changes.email !== state.email) data.email = changes.email;
  if (changes.phone !== undefined && (changes.phone || null) !== state.phone) data.phone = changes.phone || null;
  return Object.keys(data).length ? [{ type: 'UserProfileUpdated', data }] : [];
}

export function assignRole(state: UserState, role: Role): UserEvent[] {
  return liveAccount(state).roles.includes(role) ? [] : [{ type: 'UserRoleAssigned', data: { role } }];
}

export function removeRole(state: UserState, role: Role): UserEvent[] {
  return liveAccount(state).roles.includes(role) ? [{ type: 'UserRoleRemoved', data: { role } }] : [];
}

/** An admin suspends an account (never their own); a suspended one stays as it is. */
export function suspendUser(state: UserState, actor: Actor, userId: number): UserEvent[] {
  if (actor.id === userId) throw new CannotSuspendSelf();
  return liveAccount(state).status === 'suspended' ? [] : [{ type: 'UserSuspended', data: {} }];
}

export function reactivateUser(state: UserState): UserEvent[] {
  return liveAccount(state).status === 'active' ? [] : [{ type: 'UserReactivated', data: {} }];
}

/** The whole set after the change (the event carries it, so the read model is one assignment); the caller gets it back. */
export function updatePreferences(state: UserState, changes: Preferences): Decision<Preferences> {
  const current = completePreferences(liveAccount(state).preferences);
  const next = changePreferences(current, changes);
  if (Object.entries(next).every(([key, value]) => current[key] === value)) return { events: [], result: next };
  return { events: [{ type: 'UserPreferencesUpdated', data: { preferences: next } }], result: next };
}

/** The person changes their password from settings, proving the current one (checked by the handler's hasher). */
export function changePassword(state: UserState, proof: { currentMatches: boolean; unchanged: boolean }): UserEvent[] {
  liveAccount(state);
  if (!proof.currentMatches) throw new WrongCurrentPassword();
  if (proof.unchanged) throw new SamePassword();
  return [{ type: 'UserPasswordChanged', data: { via: 'settings' } }];
}

/** The person or an admin deletes the account (what other contexts remove with it is appended beside). */
export function deleteAccount(state: UserState, actor: Actor, userId: number): UserEvent[] {
  assertSelfOrAdmin(actor, userId);
  liveAccount(state);
  return [{ type: 'UserDeleted', data: { by: actor.id === userId ? 'self' : 'admin' } }];
}
