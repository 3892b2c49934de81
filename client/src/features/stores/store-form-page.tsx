import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
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
import { SelectField, TextAreaField, TextField } from '../../shared/ui/inputs';
import { noPictureChange, type PictureChoice } from '../../shared/ui/single-image-picker';
import { storeDefaults, storeSchema, type StoreValues } from './schemas';
import { useSaveStoreMutation } from './store-form-api';
import { useGetStoreQuery } from './stores-api';
import type { Store } from './types';

const categoryOptions = optionsOf(labelsMore.storeCategory);
/** The Syrian cities, plus the store's own if it names another place. */
const cityOptions = (current: string) =>
  [...new Set([...SYRIAN_CITIES, ...(current ? [current] : [])])].map((city) => ({ value: city, label: city }));
const ownerStatusOptions = optionsOf(labelsMore.ownerPlaceStatus);

/** /add-store and /edit-store/{id}: the same form; editing loads the store first. */
export function StoreFormPage() {
  return (
    <PlaceFormPage<Store>
      useLoad={useGetStoreQuery}
      texts={arm.stores}
      back={{ to: '/user-dashboard', label: 'العودة إلى لوحة التحكم' }}
      form={(store) => <StoreForm key={store?.id ?? 'new'} store={store} />}
    />
  );
}

function valuesOf(store: Store): StoreValues {
  return {
    name: store.name,
    description: store.description,
    address: store.address,
    location: store.location,
    category: store.category,
    phone: store.phone,
    email: store.email,
    website: store.website ?? '',
    status: store.status,
  };
}

function StoreForm({ store }: { store: Store | null }) {
  const editing = store !== null;
  const navigate = useNavigate();
  const form = useForm<StoreValues>({
    resolver: zodResolver(storeSchema),
    defaultValues: store ? valuesOf(store) : storeDefaults,
  });
  const [logo, setLogo] = useState<PictureChoice>(noPictureChange);
  const [logoError, setLogoError] = useState<string>();
  const [saveStore, { isLoading: submitting }] = useSaveStoreMutation();
  const { progress, track } = useUploadProgress();
  const approved = isApproved(store);
  const {
    register,
    formState: { errors },
  } = form;

  const onSubmit = form.handleSubmit(async (values) => {
    if (logoError) return;
    const fields = { ...values, status: editing && approved ? values.status : undefined };
    const result = await track((onProgress) => saveStore({ id: store?.id, fields, picture: logo, onProgress }));
    if (result.data) {
      if (editing) toast.success(arm.stores.updated);
      else toast.success(arm.stores.created, { description: arm.stores.createdHint });
      void navigate('/user-dashboard');
      return;
    }
    reportPlaceFormError(result.error, {
      form,
      pictureField: 'logo',
      onPictureError: setLogoError,
      fallback: editing ? arm.stores.updateFailed : arm.stores.createFailed,
    });
  });

  return (
    <PlaceForm
      title={editing ? 'تعديل المتجر' : 'إنشاء متجر'}
      subtitle={editing ? store.name : 'عرّف الزوار بمتجرك: معرض سيارات، قطع غيار، إكسسوارات...'}
      note={editing ? arm.stores.editInfo : arm.stores.createInfo}
      legend="بيانات المتجر"
      onSubmit={onSubmit}
      submitting={submitting}
      progress={progress}
      submitLabel={editing ? 'حفظ التعديلات' : 'إنشاء المتجر'}
      cancelTo="/user-dashboard"
      picture={{
        label: 'شعار المتجر (اختياري)',
        hint: 'PNG أو JPG أقل من 10 ميغابايت، ويفضّل 200×200 بكسل أو أكبر',
        currentUrl: store?.logo ?? null,
        value: logo,
        onChange: setLogo,
        error: logoError,
        onError: setLogoError,
      }}
    >
      <TextField label="اسم المتجر" required error={errors.name?.message} className="sm:col-span-2" {...register('name')} />
      <TextAreaField
        label="وصف المتجر"
        required
        rows={4}
        hint="10 أحرف على الأقل: ماذا تبيع، ومنذ متى، وما يميزك"
        error={errors.description?.message}
        className="sm:col-span-2"
        {...register('description')}
      />
      <SelectField
        label="المدينة (اختياري)"
        options={cityOptions(store?.location ?? '')}
        placeholder="اختر المدينة"
        {...register('location')}
      />
      <SelectField label="نوع المتجر (اختياري)" options={categoryOptions} placeholder="اختر النوع" {...register('category')} />
      <TextField label="العنوان" required error={errors.address?.message} className="sm:col-span-2" {...register('address')} />
      <TextField
        label="رقم الهاتف"
        required
        type="tel"
        dir="ltr"
        inputMode="tel"
        error={errors.phone?.message}
        {...register('phone')}
      />
      <TextField label="البريد الإلكتروني" required type="email" dir="ltr" error={errors.email?.message} {...register('email')} />
      <TextField
        label="الموقع الإلكتروني (اختياري)"
        type="url"
        dir="ltr"
        placeholder="https://"
        error={errors.website?.message}
        className="sm:col-span-2"
        {...register('website')}
      />
      {editing && (
        <PlaceStatusField
          label="حالة المتجر"
          place={store}
          select={
            <SelectField
              label="حالة المتجر"
              required
              options={ownerStatusOptions}
              error={errors.status?.message}
              {...register('status')}
            />
          }
        />
      )}
    </PlaceForm>
  );
}
