import { useSelector } from 'react-redux';
import { formatNumber } from '../../shared/format/number';
import { ar } from '../../shared/messages/ar';
import { arm } from '../../shared/messages/ar-manage';
import { MyPlacesPanel } from '../../shared/places/my-places-panel';
import { selectSession } from '../../shared/session/session-slice';
import { ButtonLink } from '../../shared/ui/button';
import type { Column } from '../../shared/ui/columns-table';
import { PageHeading } from '../../shared/ui/page-heading';
import { PlaceStatusBadge } from '../../shared/ui/place-status-badge';
import { formatRating } from './star-rating';
import type { Workshop } from './types';
import { useDeleteWorkshopMutation, useGetMyWorkshopsQuery } from './workshops-api';

/** The user dashboard's "my workshops" panel (/user-dashboard/workshops): statuses follow moderation live. */
export function MyWorkshopsPage() {
  const { userId } = useSelector(selectSession);
  return (
    <div className="mx-auto max-w-5xl px-4 py-8">
      <PageHeading title="ورشي" subtitle="تابع حالة ورشك، وأدر إعلاناتها من لوحة الورشة." />
      {userId !== null && <MyWorkshopsPanel userId={userId} />}
    </div>
  );
}

const columns: Column<Workshop>[] = [
  { head: 'الاسم', cell: (workshop) => workshop.name, td: { className: 'font-semibold text-slate-900' } },
  { head: 'التخصص', cell: (workshop) => workshop.specialization || ar.common.notSpecified },
  { head: 'الموقع', cell: (workshop) => `${workshop.city} - ${workshop.location}` },
  { head: 'الحالة', cell: (workshop) => <PlaceStatusBadge status={workshop.status} />, td: { 'aria-live': 'polite' } },
  {
    head: 'التقييم',
    cell: (workshop) =>
      workshop.review_count ? `${formatRating(workshop.rating)} (${formatNumber(workshop.review_count)})` : 'لا تقييمات بعد',
  },
];

export function MyWorkshopsPanel({ userId }: { userId: number }) {
  const [deleteWorkshop] = useDeleteWorkshopMutation();
  return (
    <MyPlacesPanel
      kind="workshops"
      query={useGetMyWorkshopsQuery(userId)}
      title="ورشي"
      actions={
        <div className="flex gap-2">
          <ButtonLink to="/workshops-dashboard" variant="secondary" size="sm">
            لوحة الورشة
          </ButtonLink>
          <ButtonLink to="/add-workshop" size="sm">
            <span aria-hidden="true">+</span> أضف ورشة
          </ButtonLink>
        </div>
      }
      texts={arm.workshops}
      emptyAction={<ButtonLink to="/add-workshop">أضف ورشتك الأولى</ButtonLink>}
      columns={columns}
      links={(workshop) => [
        { label: 'إدارة', to: `/workshops-dashboard?workshop=${workshop.id}`, tone: 'brand' },
        { label: 'تعديل', to: `/edit-workshop/${workshop.id}` },
      ]}
      remove={(workshop) => deleteWorkshop(workshop.id).unwrap()}
    />
  );
}
