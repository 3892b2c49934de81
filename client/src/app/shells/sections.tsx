import { Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import type { RouteObject } from 'react-router-dom';
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

export function sectionRoutes(sections: readonly DashboardSection[]): RouteObject[] {
  return sections.map(({ path, page: Page }) => {
    const element = (
      <Suspense fallback={<PageSpinner />}>
        <Page />
      </Suspense>
    );
    return path ? { path, element } : { index: true, element };
  });
}
