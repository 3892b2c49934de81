import { Aggregate } from '../../event-store/aggregate';
import { RecordedEvent } from '../../event-store/event.types';
import { Role, UserStatus } from '../../shared/auth/roles';
import { Preferences } from './preferences';
import { UserEvent, USER_STREAM } from './user.events';

/** What commands need to know about an account to decide. */
export interface UserState {
  exists: boolean;
  deleted: boolean;
  name: string;
  email: string;
  phone: string | null;
  roles: Role[];
  status: UserStatus;
  preferences: Preferences;
}

export const initialUserState: UserState = {
  exists: false,
  deleted: false,
  name: '',
  email: '',
  phone: null,
  roles: [],
  status: 'active',
  preferences: {},
};

/** Roles in the order they were assigned: the last one still held is the latest_role. */
export const latestRole = (roles: readonly Role[]): Role => roles[roles.length - 1] ?? 'user';

export function evolveUser(state: UserState, recorded: RecordedEvent): UserState {
  const event = recorded as unknown as UserEvent;
  switch (event.type) {
    case 'UserRegistered':
      return {
        ...state,
        exists: true,
        name: event.data.name,
        email: event.data.email,
        phone: event.data.phone,
        roles: [...event.data.roles],
      };
    case 'UserProfileUpdated':
      return {
        ...state,
        name: event.data.name ?? state.name,
        email: event.data.email ?? state.email,
        phone: event.data.phone !== undefined ? event.data.phone : state.phone,
      };
    case 'UserRoleAssigned':
      return { ...state, roles: [...state.roles.filter((r) => r !== event.data.role), event.data.role] };
    case 'UserRoleRemoved':
      return { ...state, roles: state.roles.filter((r) => r !== event.data.role) };
    case 'UserSuspended':
      return { ...state, status: 'suspended' };
    case 'UserReactivated':
      return { ...state, status: 'active' };
    case 'UserDeleted':
      return { ...state, deleted: true };
    case 'UserPreferencesUpdated':
      return { ...state, preferences: { ...event.data.preferences } };
    case 'UserPasswordChanged':
      return state;
    default: {
      const unhandled: never = event;
      return unhandled;
    }
  }
}

/** The user stream as commands and reactions load it. */
export const USER: Aggregate<UserState> = { streamType: USER_STREAM, initial: () => initialUserState, evolve: evolveUser };
