import type { ReactNode } from 'react';
import { useSelector } from 'react-redux';
import { Link } from 'react-router-dom';
import { carName } from '../../shared/domain/car';
import { plural } from '../../shared/format/plural';
import { ar } from '../../shared/messages/ar';
import { selectSession } from '../../shared/session/session-slice';
import { ButtonLink } from '../../shared/ui/button';
import { Card } from '../../shared/ui/card';
import { CarImage } from '../../shared/ui/car-image';
import { EmptyState } from '../../shared/ui/empty-state';
import { PageHeading } from '../../shared/ui/page-heading';
import { PageSpinner } from '../../shared/ui/spinner';
import { StatCard } from '../../shared/ui/stat-card';
import { CarStatusBadge } from '../../shared/ui/status-badge';
import { useGetInboxQuery } from './account-api';
import { useGetMyCarsQuery } from './my-cars-api';
import { arm, countedManage } from '../../shared/messages/ar-manage';

const RECENT = 3;

/**
 * The dashboard's first page: totals, the three newest cars with their live status and, from
 * the stores feature (composed by the app), the owner's stores. A store's stock is its owner's
 * active sale offers, so `stores` gets the likes of that stock: how often visitors saved its cars.
 */
export function OverviewPanel({ stores }: { stores?: (stockLikes: number | null) => ReactNode }) {
  const { userId, user } = useSelector(selectSession);
  const { data, isLoading } = useGetMyCarsQuery(userId ?? 0, { skip: userId === null });
  const { data: inbox } = useGetInboxQuery();
  const cars = data?.data ?? [];
  const views = cars.reduce((sum, car) => sum + car.views, 0);
  const likes = cars.reduce((sum, car) => sum + car.likes, 0);
  const stockLikes = data
    ? cars.filter((car) => car.status === 'active' && car.offer?.offer_type === 'sale').reduce((sum, car) => sum + car.likes, 0)
    : null;

  return (
    <div className="flex flex-col gap-6">
      <PageHeading
        title="لوحة التحكم"
        subtitle={user ? arm.dashboard.greeting(user.name) : arm.dashboard.subtitle}
        actions={
          <ButtonLink to="/add-car" size="sm">
            <span aria-hidden="true">+</span> أضف سيارة
          </ButtonLink>
        }
      />
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <StatCard label="سياراتي" value={data ? data.pagination.total : null} tone="brand" />
        <StatCard label="المشاهدات" value={data ? views : null} />
        <StatCard label="الإعجابات" value={data ? likes : null} />
        <StatCard label="رسائل غير مقروءة" value={inbox?.meta.unread ?? null} tone="warning" />
      </dl>

      <section aria-labelledby="recent-cars" className="flex flex-col gap-3">
        <div className="flex items-center justify-between gap-3">
          <h2 id="recent-cars" className="text-lg font-bold text-slate-900">
            {arm.dashboard.recentCars}
          </h2>
          {cars.length > RECENT && (
            <Link to="/user-dashboard/cars" className="text-sm font-semibold text-brand-700 hover:underline">
              كل سياراتي
            </Link>
          )}
        </div>
        {isLoading ? (
          <PageSpinner />
        ) : cars.length === 0 ? (
          <EmptyState title={arm.dashboard.noCars} action={<ButtonLink to="/add-car">أضف سيارتك الأولى</ButtonLink>} />
        ) : (
          <Card className="overflow-hidden">
            <ul className="divide-y divide-slate-100">
              {cars.slice(0, RECENT).map((car) => {
                const name = carName(car) ?? ar.common.unnamedCar;
                return (
                  <li key={car.id} className="flex items-center gap-4 p-4">
                    <CarImage image={car.cover} alt={name} sizes="96px" className="aspect-[4/3] w-24 shrink-0 rounded-lg" />
                    <div className="flex min-w-0 flex-1 flex-col gap-1">
                      <div className="flex flex-wrap items-center gap-2">
                        <Link to={`/car/${car.id}`} className="truncate font-bold text-slate-900 hover:text-brand-700">
                          {name}
                        </Link>
                        <span aria-live="polite">
                          <CarStatusBadge status={car.status} />
                        </span>
                      </div>
                      <p className="text-sm text-slate-600">
                        {plural(car.views, countedManage.views)} · {plural(car.likes, countedManage.likes)}
                      </p>
                    </div>
                  </li>
                );
              })}
            </ul>
          </Card>
        )}
      </section>
      {stores?.(stockLikes)}
    </div>
  );
}
