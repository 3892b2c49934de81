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
import { cut } from './store-card';
import { useDeleteStoreMutation, useGetMyStoresQuery } from './stores-api';
import type { Store } from './types';
import { placeAddress } from '../../shared/places/place-address';

/** The user dashboard's "my stores" panel (/user-dashboard/stores): statuses follow moderation live. */
export function MyStoresPage() {
  const { userId } = useSelector(selectSession);
  return (
    <div className="mx-auto max-w-5xl px-4 py-8">
      <PageHeading title="متاجري" subtitle="تابع حالة متاجرك وعدلها أو احذفها." />
      {userId !== null && <MyStoresPanel userId={userId} />}
    </div>
  );
}

const columns: Column<Store>[] = [
  {
    head: 'الاسم',
    cell: (store) => (
      <>
        {store.name}
        <p className="text-xs font-normal text-slate-500">{cut(store.description, 40)}</p>
      </>
    ),
    td: { className: 'font-semibold text-slate-900' },
  },
  { head: 'النوع', cell: (store) => store.category_label ?? ar.common.notSpecified },
  { head: 'الموقع', cell: (store) => placeAddress(store.location, store.address) },
  {
    head: 'الحالة',
    cell: (store) => (
      <>
        <PlaceStatusBadge status={store.status} />
        {store.status === 'rejected' && store.rejection_reason && (
          <p className="mt-1 text-xs text-red-700">{store.rejection_reason}</p>
        )}
      </>
    ),
    td: { 'aria-live': 'polite' },
  },
  { head: 'المشاهدات', cell: (store) => formatNumber(store.views) },
];

export function MyStoresPanel({ userId }: { userId: number }) {
  const [deleteStore] = useDeleteStoreMutation();
  return (
    <MyPlacesPanel
      kind="stores"
      query={useGetMyStoresQuery(userId)}
      title="متاجري"
      actions={
        <ButtonLink to="/add-store" size="sm">
          <span aria-hidden="true">+</span> أضف متجرًا
        </ButtonLink>
      }
      texts={arm.stores}
      emptyAction={<ButtonLink to="/add-store">أنشئ متجرك الأول</ButtonLink>}
      columns={columns}
      links={(store) => [
        { label: 'عرض', to: `/store/${store.id}`, tone: 'brand' },
        { label: 'تعديل', to: `/edit-store/${store.id}` },
      ]}
      remove={(store) => deleteStore(store.id).unwrap()}
    />
  );
}
