import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useDispatch } from 'react-redux';
import { useNavigate, useParams } from 'react-router-dom';
import { toast } from 'sonner';
import { errorStatus, fieldErrors, serverMessage } from '../../shared/api/api-error';
import { fieldErrorLines } from '../../shared/api/field-error-lines';
import { baseApi } from '../../shared/api/base-api';
import { formDataOf, useMultipartSubmit } from '../../shared/api/submit-form';
import { SYRIAN_CITIES } from '../../shared/domain/cities';
import { optionsOf } from '../../shared/domain/options';
import { formatBytes } from '../../shared/format/number';
import { ar } from '../../shared/messages/ar';
import { OwnerOnly } from '../../shared/session/role-guards';
import { useLazyGetMeQuery } from '../../shared/session/session-api';
import { Button, ButtonLink } from '../../shared/ui/button';
import { Card } from '../../shared/ui/card';
import { EmptyState } from '../../shared/ui/empty-state';
import { CheckboxField, SelectField, TextAreaField, TextField } from '../../shared/ui/inputs';
import { PageHeading } from '../../shared/ui/page-heading';
import { PlaceStatusBadge } from '../../shared/ui/place-status-badge';
import { ProgressBar } from '../../shared/ui/progress-bar';
import { noPictureChange, SingleImagePicker, type PictureChoice } from '../../shared/ui/single-image-picker';
import { PageSpinner } from '../../shared/ui/spinner';
import { servicesOf, workshopDefaults, workshopSchema, type WorkshopValues } from './schemas';
import type { Workshop } from './types';
import { useGetWorkshopQuery, workshopWriteTags } from './workshops-api';
import { arm } from '../../shared/messages/ar-manage';
import { labelsMore } from '../../shared/messages/labels-more';

const ownerStatusOptions = optionsOf(labelsMore.ownerPlaceStatus);

/** /add-workshop and /edit-workshop/{id}; both return to the workshop dashboard. */
export function WorkshopFormPage() {
  const { id } = useParams();
  const workshopId = id && /^[1-9]\d{0,9}$/.test(id) ? Number(id) : null;
  const { data: workshop, isLoading, error } = useGetWorkshopQuery(workshopId ?? 0, { skip: workshopId === null });

  useEffect(() => {
    if (error && errorStatus(error) !== 404) toast.error(arm.workshops.loadOneFailed);
  }, [error]);

  if (id === undefined) return <WorkshopForm workshop={null} />;
  if (isLoading) return <PageSpinner />;
  if (!workshop) {
    return (
      <div className="mx-auto max-w-3xl px-4 py-10">
        <EmptyState
          tone={errorStatus(error) === 404 || workshopId === null ? 'neutral' : 'error'}
          title={errorStatus(error) === 404 || workshopId === null ? arm.workshops.notFound : arm.workshops.loadOneFailed}
          action={<ButtonLink to="/workshops-dashboard">العودة إلى لوحة الورشة</ButtonLink>}
        />
      </div>
    );
  }
  return (
    <OwnerOnly ownerId={workshop.user_id}>
      <WorkshopForm key={workshop.id} workshop={workshop} />
    </OwnerOnly>
  );
}

const valuesOf = (w: Workshop): WorkshopValues => ({
  name: w.name,
  location: w.location,
  city: w.city,
  commercial_registration_number: w.commercial_registration_number,
  phone: w.phone ?? '',
  working_hours: w.working_hours === '24/7' ? '' : w.working_hours,
  specialization: w.specialization,
  services: w.services.join('\n'),
  description: w.description,
  warranty_offered: w.warranty_offered,
  status: w.status,
});

function WorkshopForm({ workshop }: { workshop: Workshop | null }) {
  const editing = workshop !== null;
  const approved = workshop?.status === 'active' || workshop?.status === 'inactive';
  const navigate = useNavigate();
  const dispatch = useDispatch();
  const citiesId = useId();
  const form = useForm<WorkshopValues>({
    resolver: zodResolver(workshopSchema),
    defaultValues: workshop ? valuesOf(workshop) : workshopDefaults,
  });
  const [image, setImage] = useState<PictureChoice>(noPictureChange);
  const [imageError, setImageError] = useState<string>();
  const { submit, submitting, progress } = useMultipartSubmit<{ data: Workshop }>();
  const [refreshMe] = useLazyGetMeQuery();
  const {
    register,
    formState: { errors },
  } = form;

  const onSubmit = form.handleSubmit(async (values) => {
    if (imageError) return;
    const { services, status, warranty_offered, ...fields } = values;
    const body = formDataOf({
      ...fields,
      warranty_offered: warranty_offered ? '1' : '0',
      services: servicesOf(services),
      status: editing && approved ? status : undefined,
      _method: editing ? 'PUT' : undefined,
      remove_image: editing && image.remove && !image.file ? '1' : undefined,
    });
    // An empty list must still reach the server (it clears the services).
    if (servicesOf(services).length === 0) body.append('services', '');
    if (image.file) body.append('image', image.file, image.file.name);
    const result = await submit(editing ? `/api/workshops/${workshop.id}` : '/api/workshops', body);
    if (result.data) {
      dispatch(baseApi.util.invalidateTags(workshopWriteTags(workshop?.id)));
      if (editing) toast.success(arm.workshops.updated);
      else {
        toast.success(arm.workshops.added, { description: arm.workshops.addedHint });
        // workshop_id (the user's first workshop) may have just been set.
        void refreshMe();
      }
      navigate(`/workshops-dashboard?workshop=${result.data.data.id}`);
      return;
    }
    const error = result.error;
    if (errorStatus(error) === 401) return;
    if (errorStatus(error) === 422) {
      fieldErrorLines(error).forEach((line) => toast.error(line));
      for (const [field, message] of Object.entries(fieldErrors(error))) {
        const name = field.replace(/\.\d+$/, '');
        if (name === 'image') setImageError(message);
        else if (name in workshopDefaults) form.setError(name as keyof WorkshopValues, { message });
      }
      return;
    }
    toast.error(serverMessage(error) ?? (editing ? arm.workshops.updateFailed : arm.workshops.addFailed));
  });

  return (
    <div className="mx-auto max-w-3xl px-4 py-8">
      <PageHeading
        title={editing ? 'تعديل الورشة' : 'إضافة ورشة'}
        subtitle={editing ? workshop.name : 'أضف ورشتك ليجدها أصحاب السيارات في مدينتك.'}
      />
      <form noValidate onSubmit={onSubmit} aria-label={editing ? 'تعديل الورشة' : 'إضافة ورشة'}>
        <Card className="flex flex-col gap-6 p-5 sm:p-8">
          <p role="note" className="rounded-xl border border-brand-200 bg-brand-50 p-4 text-sm text-brand-800">
            {editing ? 'تعديل بيانات الورشة المرفوضة يعيدها إلى المراجعة.' : 'ستراجع الإدارة ورشتك قبل ظهورها للزوار.'}
          </p>
          <fieldset disabled={submitting} className="grid gap-5 sm:grid-cols-2">
            <legend className="sr-only">بيانات الورشة</legend>
            <TextField label="اسم الورشة" required error={errors.name?.message} className="sm:col-span-2" {...register('name')} />
            <TextField label="المدينة" required list={citiesId} error={errors.city?.message} {...register('city')} />
            <datalist id={citiesId}>
              {SYRIAN_CITIES.map((city) => (
                <option key={city} value={city} />
              ))}
            </datalist>
            <TextField
              label="الموقع"
              required
              placeholder="الحي والشارع"
              error={errors.location?.message}
              {...register('location')}
            />
            <TextField
              label="رقم السجل التجاري"
              required
              dir="ltr"
              error={errors.commercial_registration_number?.message}
              {...register('commercial_registration_number')}
            />
            <TextField
              label="رقم الهاتف (اختياري)"
              type="tel"
              dir="ltr"
              inputMode="tel"
              error={errors.phone?.message}
              {...register('phone')}
            />
            <TextField
              label="ساعات العمل (اختياري)"
              placeholder="24/7"
              hint="اتركها فارغة إن كانت الورشة تعمل على مدار الساعة"
              {...register('working_hours')}
            />
            <TextField label="التخصص (اختياري)" placeholder="ميكانيك، كهرباء، دهان..." {...register('specialization')} />
            <TextAreaField
              label="الخدمات (اختياري)"
              rows={4}
              hint="خدمة في كل سطر، حتى 30 خدمة"
              error={errors.services?.message}
              className="sm:col-span-2"
              {...register('services')}
            />
            <TextAreaField label="عن الورشة (اختياري)" rows={4} className="sm:col-span-2" {...register('description')} />
            <CheckboxField label="تقدم الورشة فحص الضمان" className="sm:col-span-2" {...register('warranty_offered')} />
            {editing &&
              (approved ? (
                <SelectField label="حالة الورشة" options={ownerStatusOptions} {...register('status')} />
              ) : (
                <div className="flex flex-col gap-1.5">
                  <span className="text-sm font-semibold text-slate-700">حالة الورشة</span>
                  <span>
                    <PlaceStatusBadge status={workshop.status} />
                  </span>
                  {workshop.rejection_reason && <p className="text-sm text-red-700">سبب الرفض: {workshop.rejection_reason}</p>}
                </div>
              ))}
            <div className="sm:col-span-2">
              <SingleImagePicker
                label="صورة الورشة (اختياري)"
                hint="PNG أو JPG أقل من 10MB"
                currentUrl={workshop?.imageUrl ?? null}
                value={image}
                onChange={setImage}
                error={imageError}
                onError={setImageError}
                disabled={submitting}
              />
            </div>
          </fieldset>
          {submitting && progress && (
            <ProgressBar
              label="جاري رفع البيانات"
              value={progress.loaded}
              max={progress.total}
              detail={formatBytes(progress.loaded)}
            />
          )}
          <div className="flex flex-wrap justify-end gap-2 border-t border-slate-100 pt-5">
            <ButtonLink to="/workshops-dashboard" variant="outline">
              {ar.common.cancel}
            </ButtonLink>
            <Button type="submit" loading={submitting}>
              {submitting ? 'جاري الحفظ...' : editing ? 'حفظ التعديلات' : 'إضافة الورشة'}
            </Button>
          </div>
        </Card>
      </form>
    </div>
  );
}
