import { lazy } from 'react';
import type { DashboardSection } from './sections';

/**
 * The admin area's panels: /admin/{path}. The side navigation and the routes are both made
 * from this list; the stores, workshops and inspections tables are more entries here.
 */
export const ADMIN_SECTIONS: DashboardSection[] = [
  {
    path: '',
    label: 'نظرة عامة',
    icon: 'overview',
    page: lazy(() => import('../../features/admin/overview-panel').then((m) => ({ default: m.AdminOverviewPanel }))),
  },
  {
    path: 'moderation',
    label: 'مراجعة الإعلانات',
    icon: 'shield',
    page: lazy(() => import('../../features/admin/moderation-panel').then((m) => ({ default: m.ModerationPanel }))),
    badge: lazy(() => import('../../features/admin/pending-badge').then((m) => ({ default: m.PendingCarsBadge }))),
  },
  {
    path: 'published-flags',
    label: 'إعلانات منشورة بإشارات',
    icon: 'flag',
    page: lazy(() => import('../../features/admin/published-flags-panel').then((m) => ({ default: m.PublishedFlagsPanel }))),
    badge: lazy(() => import('../../features/admin/published-flags-badge').then((m) => ({ default: m.PublishedFlagsBadge }))),
  },
  {
    path: 'users',
    label: 'إدارة المستخدمين',
    icon: 'users',
    page: lazy(() => import('../../features/admin/users-panel').then((m) => ({ default: m.UsersPanel }))),
  },
  {
    path: 'cars',
    label: 'السيارات',
    icon: 'table',
    page: lazy(() => import('../../features/admin/cars-table-panel').then((m) => ({ default: m.CarsTablePanel }))),
  },
  {
    path: 'categories',
    label: 'الفئات',
    icon: 'tag',
    page: lazy(() => import('../../features/admin/categories-panel').then((m) => ({ default: m.CategoriesPanel }))),
  },
  {
    path: 'stores',
    label: 'المتاجر',
    icon: 'store',
    page: lazy(() => import('../../features/stores/pages').then((m) => ({ default: m.AdminStoresPage }))),
  },
  {
    path: 'workshops',
    label: 'الورش',
    icon: 'wrench',
    page: lazy(() => import('../../features/workshops/pages').then((m) => ({ default: m.AdminWorkshopsPage }))),
  },
  {
    path: 'inspections',
    label: 'طلبات الفحص',
    icon: 'clipboard',
    page: lazy(() => import('../../features/inspection/pages').then((m) => ({ default: m.AdminInspectionsPage }))),
  },
  {
    path: 'contact-messages',
    label: 'رسائل التواصل',
    icon: 'mail',
    page: lazy(() =>
      import('../../features/contact-inbox/contact-messages-page').then((m) => ({ default: m.ContactMessagesPage })),
    ),
  },
  {
    path: 'settings',
    label: 'إعدادات النظام',
    icon: 'settings',
    page: lazy(() => import('../../features/admin/settings-panel').then((m) => ({ default: m.SettingsPanel }))),
  },
];
