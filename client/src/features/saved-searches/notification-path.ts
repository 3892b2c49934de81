/**
 * Where a notification leads in the client. A car's page is /car/{id} here whatever path the
 * server wrote; otherwise the server's link if it is a path of this site, never another origin.
 */
export function notificationPath(notification: { link: string; car_id: number | null }): string {
  if (notification.car_id !== null) return `/car/${notification.car_id}`;
  const { link } = notification;
  return link.startsWith('/') && !link.startsWith('//') ? link : '/user-dashboard/notifications';
}
