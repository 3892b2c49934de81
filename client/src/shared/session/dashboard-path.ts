/** Where the spec sends each role's dashboard: admins to /admin, workshop owners to their own. */
export function dashboardPathFor(isAdmin: boolean, role: string | null): string {
  if (isAdmin) return '/admin';
  if (role === 'workshop') return '/workshops-dashboard';
  return '/user-dashboard';
}
