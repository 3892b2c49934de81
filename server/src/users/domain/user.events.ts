import { NewEvent } from '../../event-store/event.types';
import { Role } from '../../shared/auth/roles';
import { Preferences } from './preferences';

export const USER_STREAM = 'user';

export type UserRegistered = NewEvent<
  'UserRegistered',
  { userId: number; name: string; email: string; phone: string | null; roles: Role[] }
>;
export type UserProfileUpdated = NewEvent<'UserProfileUpdated', { name?: string; email?: string; phone?: string | null }>;
export type UserRoleAssigned = NewEvent<'UserRoleAssigned', { role: Role }>;
export type UserRoleRemoved = NewEvent<'UserRoleRemoved', { role: Role }>;
export type UserSuspended = NewEvent<'UserSuspended', Record<string, never>>;
export type UserReactivated = NewEvent<'UserReactivated', Record<string, never>>;
/** A marker only: the hash itself never enters the log. */
export type UserPasswordChanged = NewEvent<'UserPasswordChanged', { via: 'settings' | 'reset' }>;
export type UserPreferencesUpdated = NewEvent<'UserPreferencesUpdated', { preferences: Preferences }>;
export type UserDeleted = NewEvent<'UserDeleted', { by: 'self' | 'admin' }>;

export type UserEvent =
  | UserRegistered
  | UserProfileUpdated
  | UserRoleAssigned
  | UserRoleRemoved
  | UserSuspended
  | UserReactivated
  | UserPasswordChanged
  | UserPreferencesUpdated
  | UserDeleted;

export const USER_EVENT_TYPES: ReadonlyArray<UserEvent['type']> = [
  'UserRegistered',
  'UserProfileUpdated',
  'UserRoleAssigned',
  'UserRoleRemoved',
  'UserSuspended',
  'UserReactivated',
  'UserPasswordChanged',
  'UserPreferencesUpdated',
  'UserDeleted',
];
