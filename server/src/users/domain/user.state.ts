import { RecordedEvent } from '../../event-store/event.types';
import { Role, UserStatus } from '../../shared/auth/roles';
import { UserEvent } from './user.events';

/** What commands need to know about an account to decide. */
export interface UserState {
  exists: boolean;
  deleted: boolean;
  email: string;
  roles: Role[];
  status: UserStatus;
}

export const initialUserState: UserState = { exists: false, deleted: false, email: '', roles: [], status: 'active' };

/** Roles in the order they were assigned: the last one still held is the latest_role. */
export const latestRole = (roles: readonly Role[]): Role => roles[roles.length - 1] ?? 'user';

export function evolveUser(state: UserState, recorded: RecordedEvent): UserState {
  const event = recorded as unknown as UserEvent;
  switch (event.type) {
    case 'UserRegistered':
      return { ...state, exists: true, email: event.data.email, roles: [...event.data.roles] };
    case 'UserProfileUpdated':
      return { ...state, email: event.data.email ?? state.email };
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
    case 'UserPasswordChanged':
    case 'UserPreferencesUpdated':
      return state;
    default: {
      const unhandled: never = event;
      return unhandled;
    }
  }
}
