import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { toast } from 'sonner';
import { errorStatus, fieldErrors, serverMessage } from '../../shared/api/api-error';
import { formatMoney } from '../../shared/format/money';
import { formatNumber } from '../../shared/format/number';
import { plural } from '../../shared/format/plural';
import { ar } from '../../shared/messages/ar';
import { Button, ButtonLink } from '../../shared/ui/button';
import { Card } from '../../shared/ui/card';
import { ConfirmDialog } from '../../shared/ui/confirm-dialog';
import { EmptyState } from '../../shared/ui/empty-state';
import { CheckboxField, TextAreaField, TextField } from '../../shared/ui/inputs';
import { PlaceStatusBadge } from '../../shared/ui/place-status-badge';
import { PageSpinner } from '../../shared/ui/spinner';
import { AdFields } from './ad-fields';
import { reportAdError } from './ad-form-page';
import {
  adPayloadOf,
  adSchema,
  servicesOf,
  workshopSchema,
  workshopValuesOf,
  type AdValues,
  type WorkshopValues,
} from './schemas';
import { formatRating, StarRating } from './star-rating';
import type { Workshop, WorkshopAd } from './types';
import {
  useCreateAdMutation,
  useDeleteAdMutation,
  useDeleteWorkshopMutation,
  useEditWorkshopMutation,
  useGetWorkshopAdsQuery,
  useSaveWorkshopSettingsMutation,
} from './workshops-api';
import { arm } from '../../shared/messages/ar-manage';
import { workshopsAr } from '../../shared/messages/pages/workshops';
import { RowActions } from '../../shared/ui/row-actions';
import { ColumnsTable } from '../../shared/ui/columns-table';
import { useConfirmedDelete } from '../../shared/ui/use-confirmed-delete';

/** Dashboard tables cut ad descriptions to 50 characters (signed-in-area.md §9). */
const cut = (text: string, max: number) => (text.length > max ? `${text.slice(0, max).trimEnd()}…` : text);

export function OverviewTab({ workshop }: { workshop: Workshop }) {
  return (
    <div className="flex flex-col gap-6">
      <dl className="grid gap-4 sm:grid-cols-3">
        <Stat term="عدد الإعلانات" value={formatNumber(workshop.ads_count)} />
        <Stat term="المشاهدات" value={formatNumber(workshop.views)} />
        <Stat
          term="التقييم"
          value={workshop.review_count ? `${formatRating(workshop.rating)} من 5` : 'لا تقييمات بعد'}
          detail={workshop.review_count ? `(${plural(workshop.review_count, workshopsAr.reviews)})` : undefined}
        />
      </dl>
      <Card className="flex flex-col gap-3 p-5">
        <div className="flex flex-wrap items-center gap-3">
          <span className="font-semibold text-slate-700">حالة الورشة:</span>
          <span aria-live="polite">
            <PlaceStatusBadge status={workshop.status} />
          </span>
        </div>
        {workshop.status === 'pending' && (
          <p className="text-sm text-slate-600">ورشتك قيد المراجعة، وستظهر للزوار فور موافقة الإدارة.</p>
        )}
        {workshop.status === 'rejected' && (
          <p className="text-sm text-red-700">
            رُفضت الورشة{workshop.rejection_reason ? `: ${workshop.rejection_reason}` : '.'} عدّل بياناتها لإعادتها إلى المراجعة.
          </p>
        )}
        <StarRating rating={workshop.rating} count={workshop.review_count} />
      </Card>
    </div>
  );
}

function Stat({ term, value, detail }: { term: string; value: string; detail?: string }) {
  return (
    <Card className="flex flex-col gap-1 p-5">
      <dt className="text-sm text-slate-500">{term}</dt>
      <dd className="text-3xl font-extrabold text-slate-900">{value}</dd>
      {detail && <dd className="text-sm text-slate-500">{detail}</dd>}
    </Card>
  );
}

/** The data tab: read-only until "edit", then saved as JSON (the photo is on the full edit page). */
export function DataTab({ workshop }: { workshop: Workshop }) {
  const [editing, setEditing] = useState(false);
  const [save, { isLoading }] = useEditWorkshopMutation();
  // Follows the workshop when it changes (a save, a live update) without losing what is being typed.
  const form = useForm<WorkshopValues>({
    resolver: zodResolver(workshopSchema),
    values: workshopValuesOf(workshop),
    resetOptions: { keepDirtyValues: true },
  });
  const {
    register,
    formState: { errors },
  } = form;

  const onSubmit = form.handleSubmit(async ({ status: _status, services, ...values }) => {
    try {
      await save({ id: workshop.id, changes: { ...values, services: servicesOf(services) } }).unwrap();
      toast.success(arm.workshops.dataUpdated);
      setEditing(false);
    } catch (error) {
      if (errorStatus(error) === 422) {
        for (const [field, message] of Object.entries(fieldErrors(error))) {
          const name = field.replace(/\.\d+$/, '');
          if (name in workshopSchema.shape) form.setError(name as keyof WorkshopValues, { message });
        }
      }
      toast.error(arm.workshops.updateFailed, { description: serverMessage(error) ?? undefined });
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} aria-label="بيانات الورشة" className="flex flex-col gap-5">
      <div className="flex flex-wrap justify-end gap-2">
        <ButtonLink to={`/edit-workshop/${workshop.id}`} variant="ghost" size="sm">
          تعديل الصورة وكل البيانات
        </ButtonLink>
        {editing ? (
          <Button
            variant="outline"
            size="sm"
            onClick={() => {
              form.reset(workshopValuesOf(workshop));
              setEditing(false);
            }}
          >
            {ar.common.cancel}
          </Button>
        ) : (
          <Button variant="secondary" size="sm" onClick={() => setEditing(true)}>
            تعديل البيانات
          </Button>
        )}
      </div>
      <fieldset disabled={!editing || isLoading} className="grid gap-5 sm:grid-cols-2">
        <legend className="sr-only">بيانات الورشة</legend>
        <TextField label="اسم الورشة" required error={errors.name?.message} {...register('name')} />
        <TextField label="المدينة" required error={errors.city?.message} {...register('city')} />
        <TextField label="الموقع" required error={errors.location?.message} {...register('location')} />
        <TextField
          label="رقم السجل التجاري"
          required
          dir="ltr"
          error={errors.commercial_registration_number?.message}
          {...register('commercial_registration_number')}
        />
        <TextField label="رقم الهاتف" type="tel" dir="ltr" error={errors.phone?.message} {...register('phone')} />
        <TextField label="ساعات العمل" placeholder="24/7" {...register('working_hours')} />
        <TextField label="التخصص" {...register('specialization')} />
        <CheckboxField label="تقدم الورشة فحص الضمان" {...register('warranty_offered')} />
        <TextAreaField
          label="الخدمات"
          rows={3}
          hint="خدمة في كل سطر"
          error={errors.services?.message}
          className="sm:col-span-2"
          {...register('services')}
        />
        <TextAreaField label="عن الورشة" rows={3} className="sm:col-span-2" {...register('description')} />
      </fieldset>
      {editing && (
        <Button type="submit" loading={isLoading} className="self-end">
          حفظ البيانات
        </Button>
      )}
    </form>
  );
}

/** The ads tab: the add form and the ads table (title, price in ل.س, description cut to 50, view/edit/delete). */
export function AdsTab({ workshop }: { workshop: Workshop }) {
  const { data, isLoading } = useGetWorkshopAdsQuery(workshop.id);
  const [createAd, { isLoading: adding }] = useCreateAdMutation();
  const [deleteAd] = useDeleteAdMutation();
  const deletion = useConfirmedDelete((ad: WorkshopAd) => deleteAd({ id: ad.id, workshopId: workshop.id }).unwrap(), arm.ads);
  const blank = { workshop_id: String(workshop.id), title: '', description: '', price: '' };
  const form = useForm<AdValues>({ resolver: zodResolver(adSchema), defaultValues: blank });

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await createAd(adPayloadOf(values)).unwrap();
      toast.success(arm.ads.added);
      form.reset(blank);
    } catch (error) {
      reportAdError(error, form, arm.ads.addFailed);
    }
  });

  return (
    <div className="flex flex-col gap-8">
      <form noValidate onSubmit={onSubmit} aria-label="إضافة إعلان">
        <Card className="flex flex-col gap-5 p-5">
          <h3 className="text-lg font-bold text-slate-900">إضافة إعلان</h3>
          <fieldset disabled={adding}>
            <legend className="sr-only">بيانات الإعلان</legend>
            <AdFields form={form} workshops={[workshop]} lockWorkshop />
          </fieldset>
          <Button type="submit" loading={adding} className="self-end">
            إضافة الإعلان
          </Button>
        </Card>
      </form>
      {isLoading ? (
        <PageSpinner />
      ) : !data || data.data.length === 0 ? (
        <EmptyState title={arm.ads.empty} />
      ) : (
        <ColumnsTable
          caption="إعلانات الورشة"
          items={data.data}
          columns={[
            { head: 'العنوان', cell: (ad) => ad.title, td: { className: 'font-semibold text-slate-900' } },
            {
              head: 'السعر',
              cell: (ad) => formatMoney(ad.price_minor, 'SYP', { exact: true }),
              td: { className: 'whitespace-nowrap' },
            },
            { head: 'الوصف', cell: (ad) => cut(ad.description, 50), td: { className: 'text-slate-600' } },
            {
              head: 'الإجراءات',
              cell: (ad) => (
                <RowActions
                  subject={ad.title}
                  actions={[
                    { label: 'عرض', to: `/workshop-services?workshop_id=${workshop.id}`, tone: 'brand' },
                    { label: 'تعديل', to: `/edit-workshop-ad/${ad.id}` },
                    { label: 'حذف', onClick: () => deletion.ask(ad), tone: 'danger' },
                  ]}
                />
              ),
            },
          ]}
        />
      )}
      <ConfirmDialog title={arm.ads.confirmDelete} confirmLabel="حذف" {...deletion.dialog}>
        {deletion.toDelete?.title}
      </ConfirmDialog>
    </div>
  );
}

/** Settings that are kept: the two live notices, and deleting the workshop. */
export function SettingsTab({ workshop }: { workshop: Workshop }) {
  const navigate = useNavigate();
  const [save, { isLoading: saving }] = useSaveWorkshopSettingsMutation();
  const [deleteWorkshop, { isLoading: deleting }] = useDeleteWorkshopMutation();
  const [confirming, setConfirming] = useState(false);
  const settings = workshop.settings ?? { notify_reviews: true, notify_status: true };

  const toggle = async (key: 'notify_reviews' | 'notify_status', value: boolean) => {
    try {
      await save({ id: workshop.id, ...settings, [key]: value }).unwrap();
      toast.success(arm.workshops.settingsSaved);
    } catch {
      toast.error(arm.workshops.settingsFailed);
    }
  };

  const remove = async () => {
    try {
      await deleteWorkshop(workshop.id).unwrap();
      toast.success(arm.workshops.deleted);
      void navigate('/workshops-dashboard', { replace: true });
    } catch {
      toast.error(arm.workshops.deleteFailed);
    } finally {
      setConfirming(false);
    }
  };

  return (
    <div className="flex flex-col gap-6">
      <Card className="flex flex-col gap-4 p-5">
        <h3 className="text-lg font-bold text-slate-900">الإشعارات</h3>
        <CheckboxField
          label="أعلمني فور وصول تقييم جديد لورشتي"
          checked={settings.notify_reviews}
          disabled={saving}
          onChange={(event) => toggle('notify_reviews', event.target.checked)}
        />
        <CheckboxField
          label="أعلمني عند تغيّر حالة ورشتي (الموافقة أو الرفض)"
          checked={settings.notify_status}
          disabled={saving}
          onChange={(event) => toggle('notify_status', event.target.checked)}
        />
      </Card>
      <Card className="flex flex-col gap-3 border-red-200 p-5">
        <h3 className="text-lg font-bold text-red-700">حذف الورشة</h3>
        <p className="text-sm text-slate-600">{arm.workshops.confirmDeleteHint}</p>
        <Button variant="danger" className="self-start" onClick={() => setConfirming(true)}>
          حذف الورشة
        </Button>
      </Card>
      <ConfirmDialog
        open={confirming}
        title={arm.workshops.confirmDelete}
        confirmLabel="حذف"
        busy={deleting}
        onConfirm={remove}
        onCancel={() => setConfirming(false)}
      >
        {workshop.name}
      </ConfirmDialog>
    </div>
  );
}
