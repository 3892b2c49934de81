import { Role, UserStatus } from '../../shared/auth/roles';
import { completePreferences, Preferences } from '../domain/preferences';

/** The account as the API shows it (CONTRACT.md: auth bodies and user lists). */
export interface UserView {
  id: number;
  name: string;
  email: string;
  phone: string | null;
  latest_role: Role;
  role: Role;
  roles: Role[];
  status: UserStatus;
  workshop_id: number | null;
  preferences: Preferences;
  created_at: Date;
}

export interface UserRow {
  id: number;
  name: string;
  email: string;
  phone: string | null;
  roles: Role[];
  latest_role: Role;
  status: UserStatus;
  preferences: Preferences;
  created_at: Date;
  workshop_id: number | null;
}

export const toUserView = (row: UserRow): UserView => ({
  id: row.id,
  name: row.name,
  email: row.email,
  phone: row.phone,
  latest_role: row.latest_role,
  role: row.latest_role,
  roles: row.roles,
  status: row.status,
  workshop_id: row.workshop_id ?? null,
  preferences: completePreferences(row.preferences),
  created_at: row.created_at,
});

/** Columns for UserRow from `users u`; workshop_id is filled in where workshops exist. */
export const USER_COLUMNS = `u.id, u.name, u.email, u.phone, u.roles, u.latest_role, u.status, u.preferences, u.created_at`;
