import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { DateField } from '../../shared/ui/date-field';

/** An inspection is asked for this year or the next. */
const INSPECTION_YEARS = [new Date().getFullYear(), new Date().getFullYear() + 1];
import { useSelector } from 'react-redux';
import { useNavigate } from 'react-router-dom';
import { toast } from 'sonner';
import { errorStatus, fieldErrors, serverMessage } from '../../shared/api/api-error';
import { fieldErrorLines } from '../../shared/api/field-error-lines';
import { SYRIAN_CITIES } from '../../shared/domain/cities';
import { selectSession } from '../../shared/session/session-slice';
import { Button } from '../../shared/ui/button';
import { Card } from '../../shared/ui/card';
import { CarFields } from '../../shared/forms/car-fields';
import { TextField } from '../../shared/ui/inputs';
import { PageHeading } from '../../shared/ui/page-heading';
import { useGetInspectionCategoriesQuery, useRequestInspectionMutation } from './inspection-api';
import { inspectionDefaults, inspectionSchema, type InspectionValues } from './schema';
import { arm } from '../../shared/messages/ar-manage';

const FIELD_ORDER = Object.keys(inspectionDefaults) as (keyof InspectionValues)[];

/** /inspction (spelled so): the whole warranty inspection form; the request's status is then followed live. */
export function InspectionPage() {
  const { user } = useSelector(selectSession);
  const navigate = useNavigate();
  const citiesId = useId();
  const { data: categories = [] } = useGetInspectionCategoriesQuery();
  const [requestInspection, { isLoading }] = useRequestInspectionMutation();
  const form = useForm<InspectionValues>({
    resolver: zodResolver(inspectionSchema),
    defaultValues: { ...inspectionDefaults, phone: user?.phone ?? '' },
  });
  const {
    register,
    formState: { errors },
  } = form;
  const preferredDate = useWatch({ control: form.control, name: 'preferred_date' });

  const onSubmit = form.handleSubmit(
    async ({ preferred_date, ...values }) => {
      try {
        await requestInspection({ ...values, ...(preferred_date ? { preferred_date } : {}) }).unwrap();
        toast.success(arm.inspection.sent);
        form.reset({ ...inspectionDefaults, phone: values.phone });
        void navigate('/user-dashboard/inspections');
      } catch (error) {
        if (errorStatus(error) === 401) return;
        if (errorStatus(error) === 422) {
          fieldErrorLines(error).forEach((line) => toast.error(line));
          for (const [field, message] of Object.entries(fieldErrors(error))) {
            if (field in inspectionDefaults) form.setError(field as keyof InspectionValues, { message });
          }
          return;
        }
        toast.error(serverMessage(error) ?? arm.inspection.sendFailed);
      }
    },
    (invalid) => {
      toast.error(arm.sell.fixErrors);
      const first = FIELD_ORDER.find((name) => invalid[name]);
      if (first) form.setFocus(first);
    },
  );

  return (
    <div className="mx-auto max-w-4xl px-4 py-8">
      <PageHeading
        title="طلب فحص ضمان"
        subtitle="أدخل بيانات سيارتك، وسيتواصل معك فريقنا لتحديد موعد الفحص. تتابع حالة طلبك من لوحة التحكم."
      />
      <form noValidate onSubmit={onSubmit} aria-label="طلب فحص ضمان">
        <Card className="flex flex-col gap-8 p-5 sm:p-8">
          <fieldset disabled={isLoading}>
            <legend className="mb-4 text-lg font-bold text-slate-900">بيانات السيارة</legend>
            <CarFields
              form={form}
              categories={categories}
              texts={{
                namePlaceholder: 'مثال: كيا سيراتو 2016 أوتوماتيك',
                description: 'وصف السيارة وسبب الفحص',
                descriptionHint: '20 حرفًا على الأقل',
                otherBenefits: 'ملاحظات أخرى (اختياري)',
              }}
            />
          </fieldset>
          <fieldset disabled={isLoading} className="grid gap-5 sm:grid-cols-3">
            <legend className="mb-2 text-lg font-bold text-slate-900">التواصل والموعد</legend>
            <TextField
              label="رقم الهاتف للتواصل"
              required
              type="tel"
              dir="ltr"
              inputMode="tel"
              error={errors.phone?.message}
              {...register('phone')}
            />
            <TextField label="مدينة السيارة" required list={citiesId} error={errors.city?.message} {...register('city')} />
            <datalist id={citiesId}>
              {SYRIAN_CITIES.map((city) => (
                <option key={city} value={city} />
              ))}
            </datalist>
            <DateField
              label="اليوم المفضل (اختياري)"
              years={INSPECTION_YEARS}
              value={preferredDate}
              error={errors.preferred_date?.message}
              onChange={(day) => form.setValue('preferred_date', day, { shouldValidate: form.formState.isSubmitted })}
            />
          </fieldset>
          <div className="flex justify-end border-t border-slate-100 pt-5">
            <Button type="submit" size="lg" loading={isLoading}>
              {isLoading ? 'جاري الإرسال...' : 'إرسال طلب الفحص'}
            </Button>
          </div>
        </Card>
      </form>
    </div>
  );
}
