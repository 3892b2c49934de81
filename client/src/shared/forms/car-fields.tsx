import type { FieldErrors, UseFormRegister, UseFormReturn } from 'react-hook-form';
import { brandIdOptions, optionsOf, type Option } from '../domain/options';
import { labels } from '../messages/ar';
import { CheckboxField, SelectField, TextAreaField, TextField } from '../ui/inputs';
import { MAX_YEAR, type CarDetailsValues, type CarValues } from './car-schema';

const conditionOptions = optionsOf(labels.condition);
const fuelOptions = optionsOf(labels.fuel);
const transmissionOptions = optionsOf(labels.transmission);

/** Wording that differs by form: the inspection request asks why the car is to be inspected. */
export interface CarFieldTexts {
  namePlaceholder: string;
  description: string;
  descriptionHint: string;
  otherBenefits: string;
}

const LISTING_TEXTS: CarFieldTexts = {
  namePlaceholder: 'مثال: تويوتا كامري 2020 فل كامل',
  description: 'الوصف',
  descriptionHint: '20 حرفًا على الأقل: حالة السيارة، الصيانة، الإضافات...',
  otherBenefits: 'مزايا أخرى (اختياري)',
};

interface CarFieldsProps<T extends CarDetailsValues> {
  /** Any form holding the car's fields (the listing forms, the inspection request). */
  form: UseFormReturn<T>;
  categories: Option[];
  /** The add form sends brand ids 1–11, the edit form names (signed-in-area.md §3). */
  brandOptions?: Option[];
  /** Only admins can feature a car (listing forms only); the server ignores the flag from anyone else. */
  canFeature?: boolean;
  texts?: Partial<CarFieldTexts>;
}

/** The car form's fields (signed-in-area.md §5), with the rules' messages beside each. */
export function CarFields<T extends CarDetailsValues>({
  form,
  categories,
  canFeature = false,
  brandOptions = brandIdOptions,
  texts,
}: CarFieldsProps<T>) {
  // T holds every car field (its constraint says so); TypeScript cannot narrow a generic form's
  // field paths, so the car's own names are registered through the car form's type.
  const register = form.register as unknown as UseFormRegister<CarValues>;
  const errors = form.formState.errors as FieldErrors<CarValues>;
  const t = { ...LISTING_TEXTS, ...texts };
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <TextField
        label="اسم السيارة"
        required
        placeholder={t.namePlaceholder}
        error={errors.name?.message}
        className="sm:col-span-2"
        {...register('name')}
      />
      <SelectField
        label="الماركة"
        required
        options={brandOptions}
        placeholder="اختر الماركة"
        error={errors.brand?.message}
        {...register('brand')}
      />
      <TextField label="الموديل" required placeholder="مثال: كامري" error={errors.model?.message} {...register('model')} />
      <SelectField
        label="فئة السيارة"
        options={categories}
        placeholder="حسب الموديل"
        hint="اتركها «حسب الموديل» لتُحدَّد من الموديل، أو اختر فئة سيارتك"
        error={errors.category_id?.message}
        {...register('category_id')}
      />
      <TextField
        label="سنة الصنع"
        required
        type="number"
        inputMode="numeric"
        min={1900}
        max={MAX_YEAR}
        error={errors.year?.message}
        {...register('year')}
      />
      <TextField
        label="بلد التصنيع"
        required
        placeholder="مثال: اليابان"
        error={errors.country_of_manufacture?.message}
        {...register('country_of_manufacture')}
      />
      <SelectField
        label="حالة السيارة"
        required
        options={conditionOptions}
        error={errors.condition?.message}
        {...register('condition')}
      />
      <TextField
        label="عدد الكيلومترات"
        required
        type="number"
        inputMode="numeric"
        min={0}
        error={errors.mileage?.message}
        {...register('mileage')}
      />
      <SelectField
        label="نوع الوقود"
        required
        options={fuelOptions}
        placeholder="اختر نوع الوقود"
        error={errors.fuel_type?.message}
        {...register('fuel_type')}
      />
      <SelectField
        label="ناقل الحركة"
        required
        options={transmissionOptions}
        placeholder="اختر ناقل الحركة"
        error={errors.transmission?.message}
        {...register('transmission')}
      />
      <TextField
        label="قوة المحرك (حصان)"
        required
        type="number"
        inputMode="numeric"
        min={1}
        error={errors.horsepower?.message}
        {...register('horsepower')}
      />
      <TextField
        label="عدد المقاعد"
        required
        type="number"
        inputMode="numeric"
        min={1}
        max={20}
        error={errors.seats?.message}
        {...register('seats')}
      />
      <TextField label="اللون" required placeholder="مثال: أبيض لؤلؤي" error={errors.color?.message} {...register('color')} />
      <TextAreaField
        label={t.description}
        required
        rows={5}
        hint={t.descriptionHint}
        error={errors.description?.message}
        className="sm:col-span-2"
        {...register('description')}
      />
      <TextAreaField
        label={t.otherBenefits}
        rows={3}
        error={errors.other_benefits?.message}
        className="sm:col-span-2"
        {...register('other_benefits')}
      />
      {canFeature && <CheckboxField label="عرض السيارة كسيارة مميزة" {...register('is_featured')} />}
    </div>
  );
}
