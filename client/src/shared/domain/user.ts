export type Role = 'user' | 'shop_manager' | 'workshop' | 'admin' | 'auditor';

export interface User {
  id: number;
  name: string;
  email: string;
  phone: string | null;
  latest_role: Role;
  roles: Role[];
  workshop_id: number | null;
}

/** Body of POST /auth/login and POST /auth/register. */
export interface AuthResponse {
  token: string;
  user: User;
}
