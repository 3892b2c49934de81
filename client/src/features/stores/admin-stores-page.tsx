import { Link } from 'react-router-dom';
import { arm } from '../../shared/messages/ar-manage';
import { AdminPlacesPage } from '../../shared/places/admin-places-page';
import { AdminPlacesTable, type DraftFieldsProps } from '../../shared/places/admin-places-table';
import { PendingPlaces } from '../../shared/places/pending-places';
import { ButtonLink } from '../../shared/ui/button';
import { TextField } from '../../shared/ui/inputs';
import { PlaceImage } from '../../shared/ui/place-image';
import { useDeleteStoreMutation, useEditStoreMutation, useGetAdminStoresQuery, useModerateStoreMutation } from './stores-api';
import type { Store } from './types';

type Draft = { name: string; location: string };

const searchText = (store: Store) => store.name;

/** /admin/stores: the moderation queue (live) and the stores table with edit, add and delete. */
export function AdminStoresPage() {
  const [moderate] = useModerateStoreMutation();
  const [editStore] = useEditStoreMutation();
  const [deleteStore] = useDeleteStoreMutation();
  return (
    <AdminPlacesPage
      kind="stores"
      query={useGetAdminStoresQuery()}
      texts={{
        title: 'إدارة المتاجر',
        subtitle: 'راجع المتاجر الجديدة، وعدّل بيانات المتاجر أو احذفها.',
        loadFailed: arm.stores.loadFailed,
        allTitle: 'كل المتاجر',
        searchLabel: 'بحث بالاسم',
      }}
      action={
        <ButtonLink to="/add-store" size="sm">
          <span aria-hidden="true">+</span> إضافة متجر
        </ButtonLink>
      }
      searchText={searchText}
      queue={(pending) => (
        <PendingPlaces
          kind="store"
          places={pending}
          title="متاجر بانتظار المراجعة"
          emptyTitle="لا توجد متاجر بانتظار المراجعة."
          renderPlace={(store) => <PendingStore store={store} />}
          decide={(store, decision, reason) => moderate({ id: store.id, decision, reason }).unwrap()}
          messages={arm.stores}
          rejectTitle="رفض المتجر"
          rejectQuestion={(store) => `هل أنت متأكد من رفض المتجر «${store.name}»؟ سيظهر لصاحبه بحالة «مرفوض».`}
        />
      )}
      table={(shown) => (
        <AdminPlacesTable
          places={shown}
          caption="المتاجر"
          emptyTitle="لا توجد متاجر مطابقة."
          columns={[{ head: 'الموقع', cell: (store) => store.location || store.address }]}
          texts={{ ...arm.stores, editTitle: 'تعديل المتجر' }}
          draftOf={(store): Draft => ({ name: store.name, location: store.location })}
          Fields={DraftFields}
          save={(store, draft) =>
            editStore({ id: store.id, changes: { name: draft.name.trim(), location: draft.location.trim() } }).unwrap()
          }
          remove={(store) => deleteStore(store.id).unwrap()}
          deleteWarning={(store) => `سيُحذف المتجر «${store.name}» نهائيًا.`}
        />
      )}
    />
  );
}

function PendingStore({ store }: { store: Store }) {
  return (
    <>
      <PlaceImage
        picture={store.logo_image}
        kind="store"
        alt={`شعار ${store.name}`}
        sizes="64px"
        className="size-16 shrink-0 rounded-xl"
      />
      <div className="min-w-0 flex-1">
        <h3 className="font-bold text-slate-900">
          <Link to={`/store/${store.id}`} className="hover:text-brand-700">
            {store.name}
          </Link>
        </h3>
        <p className="text-sm text-slate-600">
          {[store.category_label, store.location, store.address].filter(Boolean).join(' · ')} · {store.owner.name}
        </p>
        <p className="text-sm text-slate-500">{store.description}</p>
      </div>
    </>
  );
}

function DraftFields({ draft, errors, onChange }: DraftFieldsProps<Draft>) {
  return (
    <div className="flex flex-col gap-4">
      <TextField
        label="اسم المتجر"
        value={draft.name}
        error={errors.name}
        onChange={(event) => onChange({ ...draft, name: event.target.value })}
      />
      <TextField
        label="الموقع"
        value={draft.location}
        error={errors.location}
        onChange={(event) => onChange({ ...draft, location: event.target.value })}
      />
    </div>
  );
}
