import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
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
import { Button, ButtonLink } from '../../shared/ui/button';
import { Card } from '../../shared/ui/card';
import { EmptyState } from '../../shared/ui/empty-state';
import { SelectField, TextAreaField, TextField } from '../../shared/ui/inputs';
import { PageHeading } from '../../shared/ui/page-heading';
import { OwnerOnly } from '../../shared/session/role-guards';
import { PlaceStatusBadge } from '../../shared/ui/place-status-badge';
import { ProgressBar } from '../../shared/ui/progress-bar';
import { noPictureChange, SingleImagePicker, type PictureChoice } from '../../shared/ui/single-image-picker';
import { PageSpinner } from '../../shared/ui/spinner';
import { storeDefaults, storeSchema, type StoreValues } from './schemas';
import { storeWriteTags, useGetStoreQuery } from './stores-api';
import type { Store } from './types';
import { arm } from '../../shared/messages/ar-manage';
import { labelsMore } from '../../shared/messages/labels-more';

const categoryOptions = optionsOf(labelsMore.storeCategory);
/** The Syrian cities, plus the store's own if it names another place. */
const cityOptions = (current: string) =>
  [...new Set([...SYRIAN_CITIES, ...(current ? [current] : [])])].map((city) => ({ value: city, label: city }));
const ownerStatusOptions = optionsOf(labelsMore.ownerPlaceStatus);

/** /add-store and /edit-store/{id}: the same form; editing loads the store first. */
export function StoreFormPage() {
  const { id } = useParams();
  const storeId = id ? Number(id) : null;
  const { data: store, isLoading, isError, error } = useGetStoreQuery(storeId ?? 0, { skip: storeId === null });

  useEffect(() => {
    if (isError && errorStatus(error) !== 404) toast.error(arm.stores.loadOneFailed);
  }, [isError, error]);

  if (storeId === null) return <StoreForm store={null} />;
  if (isLoading) return <PageSpinner />;
  if (!store) {
    return (
      <div className="mx-auto max-w-3xl px-4 py-10">
        <EmptyState
          tone={errorStatus(error) === 404 ? 'neutral' : 'error'}
          title={errorStatus(error) === 404 ? arm.stores.notFound : arm.stores.loadOneFailed}
          action={<ButtonLink to="/user-dashboard">العودة إلى لوحة التحكم</ButtonLink>}
        />
      </div>
    );
  }
  return (
    <OwnerOnly ownerId={store.user_id}>
      <StoreForm key={store.id} store={store} />
    </OwnerOnly>
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
  const dispatch = useDispatch();
  const form = useForm<StoreValues>({
    resolver: zodResolver(storeSchema),
    defaultValues: store ? valuesOf(store) : storeDefaults,
  });
  const [logo, setLogo] = useState<PictureChoice>(noPictureChange);
  const [logoError, setLogoError] = useState<string>();
  const { submit, submitting, progress } = useMultipartSubmit<{ data: Store; message: string }>();
  const approved = store?.status === 'active' || store?.status === 'inactive';
  const {
    register,
    formState: { errors },
  } = form;

  const onSubmit = form.handleSubmit(async (values) => {
    if (logoError) return;
    const fields: Record<string, string | undefined> = { ...values, status: editing && approved ? values.status : undefined };
    if (editing) fields._method = 'PUT';
    if (editing && logo.remove && !logo.file) fields.remove_logo = '1';
    const body = formDataOf(fields);
    if (logo.file) body.append('logo', logo.file, logo.file.name);
    const result = await submit(editing ? `/api/stores/${store.id}` : '/api/stores', body);
    if (result.data) {
      dispatch(baseApi.util.invalidateTags(storeWriteTags(store?.id)));
      if (editing) toast.success(arm.stores.updated);
      else toast.success(arm.stores.created, { description: arm.stores.createdHint });
      navigate('/user-dashboard');
      return;
    }
    reportError(result.error, editing ? arm.stores.updateFailed : arm.stores.createFailed);
  });

  const reportError = (error: unknown, fallback: string) => {
    if (errorStatus(error) === 401) return;
    if (errorStatus(error) === 422) {
      fieldErrorLines(error).forEach((line) => toast.error(line));
      for (const [field, message] of Object.entries(fieldErrors(error))) {
        if (field === 'logo') setLogoError(message);
        else if (field in storeDefaults) form.setError(field as keyof StoreValues, { message });
      }
      return;
    }
    toast.error(serverMessage(error) ?? fallback);
  };

  return (
    <div className="mx-auto max-w-3xl px-4 py-8">
      <PageHeading
        title={editing ? 'تعديل المتجر' : 'إنشاء متجر'}
        subtitle={editing ? store.name : 'عرّف الزوار بمتجرك: معرض سيارات، قطع غيار، إكسسوارات...'}
      />
      <form noValidate onSubmit={onSubmit} aria-label={editing ? 'تعديل المتجر' : 'إنشاء متجر'}>
        <Card className="flex flex-col gap-6 p-5 sm:p-8">
          <p role="note" className="rounded-xl border border-brand-200 bg-brand-50 p-4 text-sm text-brand-800">
            {editing ? arm.stores.editInfo : arm.stores.createInfo}
          </p>
          <fieldset disabled={submitting} className="grid gap-5 sm:grid-cols-2">
            <legend className="sr-only">بيانات المتجر</legend>
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
            <SelectField
              label="نوع المتجر (اختياري)"
              options={categoryOptions}
              placeholder="اختر النوع"
              {...register('category')}
            />
            <TextField
              label="العنوان"
              required
              error={errors.address?.message}
              className="sm:col-span-2"
              {...register('address')}
            />
            <TextField
              label="رقم الهاتف"
              required
              type="tel"
              dir="ltr"
              inputMode="tel"
              error={errors.phone?.message}
              {...register('phone')}
            />
            <TextField
              label="البريد الإلكتروني"
              required
              type="email"
              dir="ltr"
              error={errors.email?.message}
              {...register('email')}
            />
            <TextField
              label="الموقع الإلكتروني (اختياري)"
              type="url"
              dir="ltr"
              placeholder="https://"
              error={errors.website?.message}
              className="sm:col-span-2"
              {...register('website')}
            />
            {editing &&
              (approved ? (
                <SelectField
                  label="حالة المتجر"
                  required
                  options={ownerStatusOptions}
                  error={errors.status?.message}
                  {...register('status')}
                />
              ) : (
                <div className="flex flex-col gap-1.5">
                  <span className="text-sm font-semibold text-slate-700">حالة المتجر</span>
                  <span>
                    <PlaceStatusBadge status={store.status} />
                  </span>
                  {store.rejection_reason && <p className="text-sm text-red-700">سبب الرفض: {store.rejection_reason}</p>}
                </div>
              ))}
            <div className="sm:col-span-2">
              <SingleImagePicker
                label="شعار المتجر (اختياري)"
                hint="PNG أو JPG أقل من 10MB، ويفضّل 200×200 بكسل أو أكبر"
                currentUrl={store?.logo ?? null}
                value={logo}
                onChange={setLogo}
                error={logoError}
                onError={setLogoError}
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
            <ButtonLink to="/user-dashboard" variant="outline">
              {ar.common.cancel}
            </ButtonLink>
            <Button type="submit" loading={submitting}>
              {submitting ? 'جاري الحفظ...' : editing ? 'حفظ التعديلات' : 'إنشاء المتجر'}
            </Button>
          </div>
        </Card>
      </form>
    </div>
  );
}
