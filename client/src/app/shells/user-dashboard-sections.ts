import { lazy } from 'react';
import type { DashboardSection } from './sections';

/**
 * The user dashboard's panels: /user-dashboard/{path}. The side navigation and the routes are
 * both made from this list; a panel from another feature (my stores, my workshops) is one more
 * entry here.
 */
export const USER_DASHBOARD_SECTIONS: DashboardSection[] = [
  {
    path: '',
    label: 'نظرة عامة',
    icon: 'overview',
    page: lazy(() => import('./user-overview').then((m) => ({ default: m.UserOverview }))),
  },
  {
    path: 'cars',
    label: 'سياراتي',
    icon: 'car',
    page: lazy(() => import('../../features/user-dashboard/my-cars-panel').then((m) => ({ default: m.MyCarsPanel }))),
  },
  {
    path: 'favourites',
    label: 'المفضلة',
    icon: 'heart',
    page: lazy(() => import('../../features/user-dashboard/favourites-panel').then((m) => ({ default: m.FavouritesPanel }))),
  },
  {
    path: 'messages',
    label: 'الرسائل',
    icon: 'mail',
    page: lazy(() => import('../../features/user-dashboard/messages-panel').then((m) => ({ default: m.MessagesPanel }))),
    badge: lazy(() => import('../../features/user-dashboard/unread-badge').then((m) => ({ default: m.UnreadMessagesBadge }))),
  },
  {
    path: 'saved-searches',
    label: 'عمليات البحث المحفوظة',
    icon: 'bookmark',
    page: lazy(() =>
      import('../../features/saved-searches/saved-searches-panel').then((m) => ({ default: m.SavedSearchesPanel })),
    ),
  },
  {
    path: 'notifications',
    label: 'الإشعارات',
    icon: 'bell',
    page: lazy(() =>
      import('../../features/saved-searches/notifications-panel').then((m) => ({ default: m.NotificationsPanel })),
    ),
    badge: lazy(() =>
      import('../../features/saved-searches/unread-notifications-badge').then((m) => ({ default: m.UnreadNotificationsBadge })),
    ),
  },
  {
    path: 'stores',
    label: 'متاجري',
    icon: 'store',
    page: lazy(() => import('../../features/stores/pages').then((m) => ({ default: m.MyStoresPage }))),
  },
  {
    path: 'workshops',
    label: 'ورشي',
    icon: 'wrench',
    page: lazy(() => import('../../features/workshops/pages').then((m) => ({ default: m.MyWorkshopsPage }))),
  },
  {
    path: 'inspections',
    label: 'طلبات الفحص',
    icon: 'clipboard',
    page: lazy(() => import('../../features/inspection/pages').then((m) => ({ default: m.MyInspectionsPage }))),
  },
  {
    path: 'settings',
    label: 'الإعدادات',
    icon: 'settings',
    page: lazy(() => import('../../features/user-dashboard/settings-panel').then((m) => ({ default: m.SettingsPanel }))),
  },
];
