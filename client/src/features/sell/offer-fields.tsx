import { useEffect } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { optionsOf } from '../../shared/domain/options';
import { labels } from '../../shared/messages/ar';
import { CheckboxField, SelectField, TextField } from '../../shared/ui/inputs';
import type { OfferValues } from './schemas';

const offerTypeOptions = optionsOf(labels.offerType);
const priceUnitOptions = optionsOf(labels.priceUnit);
const periodOptions = optionsOf(labels.pricingPeriod);

export function OfferFields({
  form,
  availabilityLabel = 'السيارة متاحة حاليًا',
}: {
  form: UseFormReturn<OfferValues>;
  availabilityLabel?: string;
}) {
  const {
    register,
    watch,
    setValue,
    formState: { errors },
  } = form;
  const isRent = watch('offer_type') === 'rent';

  // A sale has no pricing period; clearing it keeps a stale choice from being sent.
  useEffect(() => {
    if (!isRent) setValue('pricing_period', '');
  }, [isRent, setValue]);

  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <SelectField
        label="نوع العرض"
        required
        options={offerTypeOptions}
        error={errors.offer_type?.message}
        {...register('offer_type')}
      />
      {isRent && (
        <SelectField
          label="فترة التسعير"
          required
          options={periodOptions}
          placeholder="اختر الفترة"
          error={errors.pricing_period?.message}
          {...register('pricing_period')}
        />
      )}
      <TextField
        label="السعر"
        required
        type="number"
        inputMode="decimal"
        min={0}
        step="0.01"
        error={errors.price?.message}
        {...register('price')}
      />
      <SelectField label="العملة" options={priceUnitOptions} error={errors.price_unit?.message} {...register('price_unit')} />
      <TextField
        label="الموقع"
        required
        placeholder="مثال: دمشق - المزة"
        error={errors.location?.message}
        className="sm:col-span-2"
        {...register('location')}
      />
      <TextField
        label="مزايا إضافية (اختياري)"
        hint="افصل بين المزايا بفاصلة، مثل: فتحة سقف، كاميرا خلفية، مقاعد جلد"
        error={errors.additional_features?.message}
        className="sm:col-span-2"
        {...register('additional_features')}
      />
      <CheckboxField label={availabilityLabel} {...register('is_available')} />
    </div>
  );
}
