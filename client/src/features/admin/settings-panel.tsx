import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { z } from 'zod';
import { fieldErrors } from '../../shared/api/api-error';
import { formatDateTime } from '../../shared/format/date';
import { ar } from '../../shared/messages/ar';
import { Button } from '../../shared/ui/button';
import { Card } from '../../shared/ui/card';
import { EmptyState } from '../../shared/ui/empty-state';
import { CheckboxField, TextAreaField, TextField } from '../../shared/ui/inputs';
import { PageHeading } from '../../shared/ui/page-heading';
import { PageSpinner } from '../../shared/ui/spinner';
import {
  useGetAdminSettingsQuery,
  useGetExchangeRatesQuery,
  useSaveAdminSettingsMutation,
  useSaveExchangeRatesMutation,
  type ExchangeRates,
  type SiteSettings,
} from './settings-api';
import { arm } from '../../shared/messages/ar-manage';
import { MaintenanceCard } from './maintenance-card';

const wholeIn = (min: number, max: number, message: string) =>
  z
    .string()
    .trim()
    .refine((v) => /^\d+$/.test(v) && Number(v) >= min && Number(v) <= max, message);

// The server's rules (SiteSettingsDto), with its messages.
const settingsSchema = z.object({
  site_name: z.string().trim().min(2, arm.admin.siteName).max(60, arm.admin.siteName),
  site_description: z.string().trim().max(300, arm.admin.siteDescription),
  contact_email: z.email(arm.admin.contactEmail),
  ad_duration_days: wholeIn(1, 365, arm.admin.adDuration),
  max_images_per_ad: wholeIn(1, 30, arm.admin.maxImages),
  review_before_publish: z.boolean(),
  allow_registration: z.boolean(),
});
type SettingsValues = z.infer<typeof settingsSchema>;

const rate = z
  .string()
  .trim()
  .refine((v) => /^\d{1,9}(\.\d{1,6})?$/.test(v) && Number(v) > 0, arm.admin.rate);
const ratesSchema = z.object({ SYP: rate, EUR: rate });
type RatesValues = z.infer<typeof ratesSchema>;

/** System settings the server stores and uses, and the exchange rates public prices are converted at. */
export function SettingsPanel() {
  const settings = useGetAdminSettingsQuery();
  const rates = useGetExchangeRatesQuery();
  return (
    <div className="flex flex-col gap-6">
      <PageHeading title="إعدادات النظام" subtitle="تُحفظ الإعدادات وتُطبَّق فورًا على الإعلانات الجديدة." />
      {settings.isLoading || rates.isLoading ? (
        <PageSpinner />
      ) : settings.isError || rates.isError || !settings.data || !rates.data ? (
        <EmptyState
          tone="error"
          title={arm.admin.settingsLoadFailed}
          action={
            <Button
              onClick={() => {
                void settings.refetch();
                void rates.refetch();
              }}
            >
              {ar.common.retry}
            </Button>
          }
        />
      ) : (
        <>
          <SiteSettingsForm settings={settings.data} />
          <RatesForm rates={rates.data} />
          <MaintenanceCard />
        </>
      )}
    </div>
  );
}

function SiteSettingsForm({ settings }: { settings: SiteSettings }) {
  const [save] = useSaveAdminSettingsMutation();
  const toValues = (s: SiteSettings): SettingsValues => ({
    ...s,
    ad_duration_days: String(s.ad_duration_days),
    max_images_per_ad: String(s.max_images_per_ad),
  });
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<SettingsValues>({ resolver: zodResolver(settingsSchema), defaultValues: toValues(settings) });

  const onSubmit = async (values: SettingsValues) => {
    try {
      const saved = await save({
        ...values,
        ad_duration_days: Number(values.ad_duration_days),
        max_images_per_ad: Number(values.max_images_per_ad),
      }).unwrap();
      reset(toValues(saved));
      toast.success(arm.admin.settingsSaved);
    } catch (error) {
      for (const [field, message] of Object.entries(fieldErrors(error))) {
        if (field in settings) setError(field as keyof SettingsValues, { message });
      }
      toast.error(arm.admin.settingsFailed);
    }
  };

  return (
    <Card className="p-5 sm:p-6">
      <form noValidate onSubmit={handleSubmit(onSubmit)} aria-labelledby="site-settings" className="flex flex-col gap-5">
        <h2 id="site-settings" className="text-lg font-bold text-slate-900">
          الإعدادات العامة
        </h2>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label="اسم الموقع" required error={errors.site_name?.message} {...register('site_name')} />
          <TextField
            label="بريد التواصل"
            type="email"
            dir="ltr"
            required
            error={errors.contact_email?.message}
            {...register('contact_email')}
          />
          <TextAreaField
            label="وصف الموقع"
            rows={2}
            className="sm:col-span-2"
            error={errors.site_description?.message}
            {...register('site_description')}
          />
        </div>
        <h3 className="font-bold text-slate-800">الإعلانات</h3>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label="مدة الإعلان (بالأيام)"
            type="number"
            inputMode="numeric"
            min={1}
            max={365}
            required
            hint="بعدها ينتهي الإعلان ويستطيع صاحبه تجديده"
            error={errors.ad_duration_days?.message}
            {...register('ad_duration_days')}
          />
          <TextField
            label="الحد الأقصى للصور لكل إعلان"
            type="number"
            inputMode="numeric"
            min={1}
            max={30}
            required
            error={errors.max_images_per_ad?.message}
            {...register('max_images_per_ad')}
          />
          <CheckboxField label="مراجعة الإعلانات قبل النشر" {...register('review_before_publish')} />
          <CheckboxField label="السماح بتسجيل حسابات جديدة" {...register('allow_registration')} />
        </div>
        <div className="flex justify-end">
          <Button type="submit" loading={isSubmitting} disabled={!isDirty}>
            حفظ الإعدادات
          </Button>
        </div>
      </form>
    </Card>
  );
}

function RatesForm({ rates }: { rates: ExchangeRates }) {
  const [save] = useSaveExchangeRatesMutation();
  const toValues = (r: ExchangeRates): RatesValues => ({ SYP: String(r.rates.SYP), EUR: String(r.rates.EUR) });
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<RatesValues>({ resolver: zodResolver(ratesSchema), defaultValues: toValues(rates) });

  const onSubmit = async (values: RatesValues) => {
    try {
      reset(toValues(await save(values).unwrap()));
      toast.success(arm.admin.ratesSaved);
    } catch (error) {
      for (const [field, message] of Object.entries(fieldErrors(error))) {
        if (field === 'SYP' || field === 'EUR') setError(field, { message });
      }
      toast.error(arm.admin.ratesFailed);
    }
  };

  return (
    <Card className="p-5 sm:p-6">
      <form noValidate onSubmit={handleSubmit(onSubmit)} aria-labelledby="rates-settings" className="flex flex-col gap-5">
        <div>
          <h2 id="rates-settings" className="text-lg font-bold text-slate-900">
            أسعار الصرف
          </h2>
          <p className="mt-1 text-sm text-slate-600">
            ما يعادل الدولار الأمريكي الواحد بكل عملة. بها تُحوَّل الأسعار المعروضة للزوار بالدولار وفلاتر السعر، والأسعار بالليرة في
            لوحات الإدارة.
            {rates.updated_at && ` آخر تحديث: ${formatDateTime(rates.updated_at)}.`}
          </p>
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label="الليرة السورية مقابل 1 دولار"
            inputMode="decimal"
            dir="ltr"
            required
            error={errors.SYP?.message}
            {...register('SYP')}
          />
          <TextField
            label="اليورو مقابل 1 دولار"
            inputMode="decimal"
            dir="ltr"
            required
            error={errors.EUR?.message}
            {...register('EUR')}
          />
        </div>
        <div className="flex justify-end">
          <Button type="submit" loading={isSubmitting} disabled={!isDirty}>
            حفظ أسعار الصرف
          </Button>
        </div>
      </form>
    </Card>
  );
}
