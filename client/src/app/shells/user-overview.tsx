import { RecentStores } from '../../features/stores/recent-stores';
import { OverviewPanel } from '../../features/user-dashboard/overview-panel';

/** The dashboard overview: the owner's newest cars, and their stores from the stores feature. */
export function UserOverview() {
  return <OverviewPanel stores={(stockLikes) => <RecentStores stockLikes={stockLikes} />} />;
}
