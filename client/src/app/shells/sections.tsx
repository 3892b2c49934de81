import { Suspense, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';
import { Route, Routes } from 'react-router-dom';
import { PageSpinner } from '../../shared/ui/spinner';
import type { IconName } from './icons';

/**
 * One panel of a dashboard: its URL under the dashboard, its side-navigation entry and its
 * (lazily loaded) screen. A dashboard's routes and its navigation both come from one list, so
 * adding a panel is adding one entry.
 */
export interface DashboardSection {
  /** '' is the dashboard's own URL (its overview); otherwise a segment ('cars', 'stores'…). */
  path: string;
  label: string;
  icon: IconName;
  page: LazyExoticComponent<ComponentType>;
  /** Reachable by URL but not listed in the navigation (the spec's my-workshops panel). */
  hidden?: boolean;
  /** A small live counter beside the label (unread messages, cars awaiting review); lazy like the page. */
  badge?: LazyExoticComponent<ComponentType>;
}

/**
 * The panels as routes under the dashboard's own URL. Declared inside the (lazy) dashboard frame
 * rather than in the app's router, so the public pages never download the dashboards' lists.
 */
export function SectionRoutes({ sections, notFound }: { sections: readonly DashboardSection[]; notFound: ReactNode }) {
  return (
    <Routes>
      {sections.map(({ path, page: Page }) => {
        const element = (
          <Suspense fallback={<PageSpinner />}>
            <Page />
          </Suspense>
        );
        return path ? <Route key={path} path={path} element={element} /> : <Route key="index" index element={element} />;
      })}
      <Route path="*" element={notFound} />
    </Routes>
  );
}
