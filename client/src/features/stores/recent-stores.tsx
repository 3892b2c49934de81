import { useSelector } from 'react-redux';
import { Link } from 'react-router-dom';
import { plural } from '../../shared/format/plural';
import { arm, countedManage } from '../../shared/messages/ar-manage';
import { selectSession } from '../../shared/session/session-slice';
import { ButtonLink } from '../../shared/ui/button';
import { Card } from '../../shared/ui/card';
import { EmptyState } from '../../shared/ui/empty-state';
import { PlaceImage } from '../../shared/ui/place-image';
import { PlaceStatusBadge } from '../../shared/ui/place-status-badge';
import { Spinner } from '../../shared/ui/spinner';
import { useGetMyStoresQuery } from './stores-api';

const RECENT = 3;

/**
 * The dashboard overview's stores (signed-in-area.md §6): the owner's first three, each with its
 * live status, views, cars for sale and likes. A store sells its owner's stock, so its likes are
 * the saves of those cars (`stockLikes`, counted by the overview from the owner's cars). Shown to
 * store managers, and to anyone who has a store.
 */
export function RecentStores({ stockLikes }: { stockLikes: number | null }) {
  const { userId, role, user } = useSelector(selectSession);
  const { data, isLoading } = useGetMyStoresQuery(userId ?? 0, { skip: userId === null });
  const stores = data?.data ?? [];
  const manager = (user?.roles ?? [role]).includes('shop_manager');
  if (!manager && stores.length === 0) return null;

  return (
    <section aria-labelledby="recent-stores" className="flex flex-col gap-3">
      <div className="flex items-center justify-between gap-3">
        <h2 id="recent-stores" className="text-lg font-bold text-slate-900">
          {arm.dashboard.recentStores}
        </h2>
        {stores.length > RECENT && (
          <Link to="/user-dashboard/stores" className="text-sm font-semibold text-brand-700 hover:underline">
            كل متاجري
          </Link>
        )}
      </div>
      {isLoading ? (
        <Spinner />
      ) : stores.length === 0 ? (
        <EmptyState title={arm.stores.mineEmpty} action={<ButtonLink to="/add-store">أنشئ متجرك الأول</ButtonLink>} />
      ) : (
        <Card className="overflow-hidden">
          <ul className="divide-y divide-slate-100">
            {stores.slice(0, RECENT).map((store) => (
              <li key={store.id} className="flex items-center gap-4 p-4">
                <PlaceImage
                  picture={store.logo_image}
                  kind="store"
                  alt={`شعار ${store.name}`}
                  sizes="64px"
                  className="size-16 shrink-0 rounded-xl border border-slate-100"
                />
                <div className="flex min-w-0 flex-1 flex-col gap-1">
                  <div className="flex flex-wrap items-center gap-2">
                    <Link to={`/store/${store.id}`} className="truncate font-bold text-slate-900 hover:text-brand-700">
                      {store.name}
                    </Link>
                    <span aria-live="polite">
                      <PlaceStatusBadge status={store.status} />
                    </span>
                  </div>
                  <p className="text-sm text-slate-600">
                    {[
                      plural(store.views, countedManage.views),
                      plural(store.cars_count, countedManage.carsForSale),
                      stockLikes === null ? null : plural(stockLikes, countedManage.likes),
                    ]
                      .filter(Boolean)
                      .join(' · ')}
                  </p>
                </div>
              </li>
            ))}
          </ul>
        </Card>
      )}
    </section>
  );
}
