export type Role = 'user' | 'shop_manager' | 'workshop' | 'admin' | 'auditor';
export type UserStatus = 'active' | 'suspended';

/** Roles an admin may assign, in the order the role dialog offers them. */
export const ASSIGNABLE_ROLES: Role[] = ['user', 'shop_manager', 'workshop', 'admin', 'auditor'];

/** How saved search mails come: one per car at once, one daily digest, or none. */
export type SavedSearchMail = 'instant' | 'daily' | 'off';

export interface Preferences {
  email_messages: boolean;
  email_listing_status: boolean;
  email_newsletter: boolean;
  /** The older on/off form of `saved_search_mail` (false when it is 'off'). */
  email_saved_searches: boolean;
  saved_search_mail: SavedSearchMail;
}

export interface User {
  id: number;
  name: string;
  email: string;
  phone: string | null;
  latest_role: Role;
  roles: Role[];
  workshop_id: number | null;
  status?: UserStatus;
  preferences?: Preferences;
  created_at?: string;
}

/** A user in the admin's lists (GET /api/users). */
export interface ManagedUser extends User {
  role: Role;
  status: UserStatus;
  created_at: string;
  cars_count: number;
}

/** Body of POST /auth/login and POST /auth/register. */
export interface AuthResponse {
  token: string;
  user: User;
}
