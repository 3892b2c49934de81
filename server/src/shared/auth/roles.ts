export const ROLES = ['user', 'shop_manager', 'workshop', 'admin', 'auditor'] as const;
export type Role = (typeof ROLES)[number];

/** Account types a person may choose when signing up; the others are granted by an admin. */
export const SELF_SERVICE_ROLES = ['user', 'shop_manager', 'workshop'] as const;

export type UserStatus = 'active' | 'suspended';

/** The signed-in person a request or command acts for. */
export interface Actor {
  id: number;
  name: string;
  email: string;
  roles: Role[];
  latestRole: Role;
  status: UserStatus;
}

export const isAdmin = (actor: Actor | null | undefined): boolean => !!actor?.roles.includes('admin');

/** The viewer the system reads as when it needs to see every car (pushes to admins). */
export const ADMIN_VIEWER: Actor = {
  id: 0,
  name: 'system',
  email: 'system@sayyara.sy',
  roles: ['admin'],
  latestRole: 'admin',
  status: 'active',
};
