import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { toast } from 'sonner';
import { useUploadProgress } from '../../shared/api/submit-form';
import { SYRIAN_CITIES } from '../../shared/domain/cities';
import { optionsOf } from '../../shared/domain/options';
import { arm } from '../../shared/messages/ar-manage';
import { labelsMore } from '../../shared/messages/labels-more';
import { isApproved } from '../../shared/places/place';
import { PlaceForm, PlaceStatusField, reportPlaceFormError } from '../../shared/places/place-form';
import { PlaceFormPage } from '../../shared/places/place-form-page';
import { useLazyGetMeQuery } from '../../shared/session/session-api';
import { CheckboxField, SelectField, TextAreaField, TextField } from '../../shared/ui/inputs';
import { noPictureChange, type PictureChoice } from '../../shared/ui/single-image-picker';
import { servicesOf, workshopDefaults, workshopSchema, workshopValuesOf, type WorkshopValues } from './schemas';
import type { Workshop } from './types';
import { useSaveWorkshopMutation } from './workshop-form-api';
import { useGetWorkshopQuery } from './workshops-api';

const ownerStatusOptions = optionsOf(labelsMore.ownerPlaceStatus);

/** /add-workshop and /edit-workshop/{id}; both return to the workshop dashboard. */
export function WorkshopFormPage() {
  return (
    <PlaceFormPage<Workshop>
      useLoad={useGetWorkshopQuery}
      texts={arm.workshops}
      back={{ to: '/workshops-dashboard', label: 'العودة إلى لوحة الورشة' }}
      form={(workshop) => <WorkshopForm key={workshop?.id ?? 'new'} workshop={workshop} />}
    />
  );
}

function WorkshopForm({ workshop }: { workshop: Workshop | null }) {
  const editing = workshop !== null;
  const approved = isApproved(workshop);
  const navigate = useNavigate();
  const citiesId = useId();
  const form = useForm<WorkshopValues>({
    resolver: zodResolver(workshopSchema),
    defaultValues: workshop ? workshopValuesOf(workshop) : workshopDefaults,
  });
  const [image, setImage] = useState<PictureChoice>(noPictureChange);
  const [imageError, setImageError] = useState<string>();
  const [saveWorkshop, { isLoading: submitting }] = useSaveWorkshopMutation();
  const { progress, track } = useUploadProgress();
  const [refreshMe] = useLazyGetMeQuery();
  const {
    register,
    formState: { errors },
  } = form;

  const onSubmit = form.handleSubmit(async (values) => {
    if (imageError) return;
    const { services, status, warranty_offered, ...fields } = values;
    const typed = {
      ...fields,
      warranty_offered: warranty_offered ? '1' : '0',
      services: servicesOf(services),
      status: editing && approved ? status : undefined,
    };
    const result = await track((onProgress) => saveWorkshop({ id: workshop?.id, fields: typed, picture: image, onProgress }));
    if (result.data) {
      if (editing) toast.success(arm.workshops.updated);
      else {
        toast.success(arm.workshops.added, { description: arm.workshops.addedHint });
        // workshop_id (the user's first workshop) may have just been set.
        void refreshMe();
      }
      void navigate(`/workshops-dashboard?workshop=${result.data.data.id}`);
      return;
    }
    reportPlaceFormError(result.error, {
      form,
      pictureField: 'image',
      onPictureError: setImageError,
      fallback: editing ? arm.workshops.updateFailed : arm.workshops.addFailed,
    });
  });

  return (
    <PlaceForm
      title={editing ? 'تعديل الورشة' : 'إضافة ورشة'}
      subtitle={editing ? workshop.name : 'أضف ورشتك ليجدها أصحاب السيارات في مدينتك.'}
      note={editing ? 'تعديل بيانات الورشة المرفوضة يعيدها إلى المراجعة.' : 'ستراجع الإدارة ورشتك قبل ظهورها للزوار.'}
      legend="بيانات الورشة"
      onSubmit={onSubmit}
      submitting={submitting}
      progress={progress}
      submitLabel={editing ? 'حفظ التعديلات' : 'إضافة الورشة'}
      cancelTo="/workshops-dashboard"
      picture={{
        label: 'صورة الورشة (اختياري)',
        hint: 'PNG أو JPG أقل من 10 ميغابايت',
        currentUrl: workshop?.imageUrl ?? null,
        value: image,
        onChange: setImage,
        error: imageError,
        onError: setImageError,
      }}
    >
      <TextField label="اسم الورشة" required error={errors.name?.message} className="sm:col-span-2" {...register('name')} />
      <TextField label="المدينة" required list={citiesId} error={errors.city?.message} {...register('city')} />
      <datalist id={citiesId}>
        {SYRIAN_CITIES.map((city) => (
          <option key={city} value={city} />
        ))}
      </datalist>
      <TextField label="الموقع" required placeholder="الحي والشارع" error={errors.location?.message} {...register('location')} />
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
      {editing && (
        <PlaceStatusField
          label="حالة الورشة"
          place={workshop}
          select={<SelectField label="حالة الورشة" options={ownerStatusOptions} {...register('status')} />}
        />
      )}
    </PlaceForm>
  );
}
