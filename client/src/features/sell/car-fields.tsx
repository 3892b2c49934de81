import type { UseFormReturn } from 'react-hook-form';
import { brandIdOptions, optionsOf, type Option } from '../../shared/domain/options';
import { labels } from '../../shared/messages/ar';
import { CheckboxField, SelectField, TextAreaField, TextField } from '../../shared/ui/inputs';
import { MAX_YEAR, type CarValues } from './schemas';

const conditionOptions = optionsOf(labels.condition);
const fuelOptions = optionsOf(labels.fuel);
const transmissionOptions = optionsOf(labels.transmission);

interface CarFieldsProps {
  form: UseFormReturn<CarValues>;
  categories: Option[];
  /** The add form sends brand ids 1–11, the edit form names (signed-in-area.md §3). */
  brandOptions?: Option[];
  /** Only admins can feature a car; the server ignores the flag from anyone else. */
  canFeature: boolean;
}

export function CarFields({ form, categories, canFeature, brandOptions = brandIdOptions }: CarFieldsProps) {
  const {
    register,
    formState: { errors },
  } = form;
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <TextField
        label="اسم السيارة"
        required
        placeholder="مثال: تويوتا كامري 2020 فل كامل"
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
        required
        options={categories}
        placeholder="اختر الفئة"
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
        label="الوصف"
        required
        rows={5}
        hint="20 حرفًا على الأقل: حالة السيارة، الصيانة، الإضافات..."
        error={errors.description?.message}
        className="sm:col-span-2"
        {...register('description')}
      />
      <TextAreaField
        label="مزايا أخرى (اختياري)"
        rows={3}
        error={errors.other_benefits?.message}
        className="sm:col-span-2"
        {...register('other_benefits')}
      />
      {canFeature && <CheckboxField label="عرض السيارة كسيارة مميزة" {...register('is_featured')} />}
    </div>
  );
}
