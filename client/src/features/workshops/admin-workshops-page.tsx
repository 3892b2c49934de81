import { useState } from 'react';
import { Link } from 'react-router-dom';
import { toast } from 'sonner';
import { fieldErrors } from '../../shared/api/api-error';
import { arm } from '../../shared/messages/ar-manage';
import { AdminPlacesPage } from '../../shared/places/admin-places-page';
import { AdminPlacesTable, type DraftFieldsProps } from '../../shared/places/admin-places-table';
import { PendingPlaces } from '../../shared/places/pending-places';
import { Button } from '../../shared/ui/button';
import { ConfirmDialog } from '../../shared/ui/confirm-dialog';
import { TextField } from '../../shared/ui/inputs';
import { PlaceImage } from '../../shared/ui/place-image';
import type { Workshop } from './types';
import {
  useCreateWorkshopMutation,
  useDeleteWorkshopMutation,
  useEditWorkshopMutation,
  useGetAdminWorkshopsQuery,
  useModerateWorkshopMutation,
} from './workshops-api';

type Draft = { name: string; location: string; city: string; commercial_registration_number: string };
const emptyDraft: Draft = { name: '', location: '', city: '', commercial_registration_number: '' };

const searchText = (w: Workshop) => `${w.name} ${w.location} ${w.city}`;

/** /admin/workshops: the live moderation queue and the workshops table with add, edit and delete. */
export function AdminWorkshopsPage() {
  const [adding, setAdding] = useState(false);
  const [moderate] = useModerateWorkshopMutation();
  const [editWorkshop] = useEditWorkshopMutation();
  const [deleteWorkshop] = useDeleteWorkshopMutation();
  return (
    <AdminPlacesPage
      kind="workshops"
      query={useGetAdminWorkshopsQuery()}
      texts={{
        title: 'إدارة الورش',
        subtitle: 'راجع الورش الجديدة، وأضف الورش أو عدّلها أو احذفها.',
        loadFailed: arm.workshops.loadFailed,
        allTitle: 'كل الورش',
        searchLabel: 'بحث بالاسم أو الموقع',
      }}
      action={
        <Button size="sm" onClick={() => setAdding(true)}>
          <span aria-hidden="true">+</span> إضافة ورشة
        </Button>
      }
      searchText={searchText}
      queue={(pending) => (
        <PendingPlaces
          kind="workshop"
          places={pending}
          title="ورش بانتظار المراجعة"
          emptyTitle="لا توجد ورش بانتظار المراجعة."
          renderPlace={(workshop) => <PendingWorkshop workshop={workshop} />}
          decide={(workshop, decision, reason) => moderate({ id: workshop.id, decision, reason }).unwrap()}
          messages={arm.workshops}
          rejectTitle="رفض الورشة"
          rejectQuestion={(workshop) => `هل أنت متأكد من رفض الورشة «${workshop.name}»؟`}
        />
      )}
      table={(shown) => (
        <AdminPlacesTable
          places={shown}
          caption="الورش"
          emptyTitle="لا توجد ورش مطابقة."
          columns={[
            { head: 'الموقع', cell: (workshop) => `${workshop.city} - ${workshop.location}` },
            {
              head: 'رقم السجل التجاري',
              cell: (workshop) => workshop.commercial_registration_number,
              td: { dir: 'ltr' },
            },
          ]}
          texts={{ ...arm.workshops, editTitle: 'تعديل الورشة' }}
          draftOf={(workshop): Draft => ({
            name: workshop.name,
            location: workshop.location,
            city: workshop.city,
            commercial_registration_number: workshop.commercial_registration_number,
          })}
          Fields={DraftFields}
          save={(workshop, { name, location, commercial_registration_number }) =>
            editWorkshop({ id: workshop.id, changes: { name, location, commercial_registration_number } }).unwrap()
          }
          remove={(workshop) => deleteWorkshop(workshop.id).unwrap()}
          deleteWarning={(workshop) => `ستُحذف الورشة «${workshop.name}» مع إعلاناتها وتقييماتها.`}
        />
      )}
    >
      <AddWorkshopDialog open={adding} onClose={() => setAdding(false)} />
    </AdminPlacesPage>
  );
}

function PendingWorkshop({ workshop }: { workshop: Workshop }) {
  return (
    <>
      <PlaceImage
        picture={workshop.picture}
        kind="workshop"
        alt={workshop.name}
        sizes="96px"
        className="aspect-[3/2] w-24 shrink-0 rounded-xl"
      />
      <div className="min-w-0 flex-1">
        <h3 className="font-bold text-slate-900">
          <Link to={`/workshop-details/${workshop.id}`} className="hover:text-brand-700">
            {workshop.name}
          </Link>
        </h3>
        <p className="text-sm text-slate-600">
          {workshop.city} - {workshop.location} · السجل التجاري <bdi dir="ltr">{workshop.commercial_registration_number}</bdi> ·{' '}
          {workshop.owner.name}
        </p>
      </div>
    </>
  );
}

/** The admin's add button: the four fields every workshop needs; it then waits in the queue above. */
function AddWorkshopDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [createWorkshop, { isLoading }] = useCreateWorkshopMutation();
  const [draft, setDraft] = useState<Draft>(emptyDraft);
  const [errors, setErrors] = useState<Record<string, string>>({});

  const save = async () => {
    try {
      await createWorkshop({ ...draft }).unwrap();
      toast.success(arm.workshops.added);
      setDraft(emptyDraft);
      setErrors({});
      onClose();
    } catch (error) {
      setErrors(fieldErrors(error));
      toast.error(arm.workshops.addFailed);
    }
  };

  return (
    <ConfirmDialog
      open={open}
      title="إضافة ورشة"
      confirmLabel="إضافة"
      tone="primary"
      busy={isLoading}
      onConfirm={save}
      onCancel={onClose}
    >
      <DraftFields draft={draft} errors={errors} onChange={setDraft} withCity />
    </ConfirmDialog>
  );
}

/** The table's edit modal has the spec's three fields; adding a workshop also needs its city. */
function DraftFields({ draft, errors, onChange, withCity }: DraftFieldsProps<Draft> & { withCity?: boolean }) {
  const field = (key: keyof Draft) => ({
    value: draft[key],
    error: errors[key],
    onChange: (e: { target: { value: string } }) => onChange({ ...draft, [key]: e.target.value }),
  });
  return (
    <div className="flex flex-col gap-4">
      <TextField label="اسم الورشة" {...field('name')} />
      {withCity && <TextField label="المدينة" {...field('city')} />}
      <TextField label="الموقع" {...field('location')} />
      <TextField label="رقم السجل التجاري" dir="ltr" {...field('commercial_registration_number')} />
    </div>
  );
}
