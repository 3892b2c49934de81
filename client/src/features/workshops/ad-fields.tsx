import type { UseFormReturn } from 'react-hook-form';
import { SelectField, TextAreaField, TextField } from '../../shared/ui/inputs';
import type { AdValues } from './schemas';
import type { Workshop } from './types';

/** The workshop ad form's fields, shared by the add and edit pages and the dashboard's ads tab. */
export function AdFields({
  form,
  workshops,
  lockWorkshop,
}: {
  form: UseFormReturn<AdValues>;
  workshops: Pick<Workshop, 'id' | 'name'>[];
  lockWorkshop?: boolean;
}) {
  const {
    register,
    formState: { errors },
  } = form;
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      {lockWorkshop ? (
        // An ad stays with its workshop: shown, not editable.
        <TextField
          label="الورشة"
          readOnly
          value={workshops.find((w) => String(w.id) === form.getValues('workshop_id'))?.name ?? ''}
        />
      ) : (
        <SelectField
          label="الورشة"
          required
          options={workshops.map((w) => ({ value: String(w.id), label: w.name }))}
          placeholder="اختر الورشة"
          error={errors.workshop_id?.message}
          {...register('workshop_id')}
        />
      )}
      <TextField
        label="السعر (ل.س)"
        required
        inputMode="decimal"
        dir="ltr"
        error={errors.price?.message}
        {...register('price')}
      />
      <TextField label="عنوان الإعلان" required error={errors.title?.message} className="sm:col-span-2" {...register('title')} />
      <TextAreaField
        label="وصف الإعلان"
        required
        rows={4}
        hint="10 أحرف على الأقل"
        error={errors.description?.message}
        className="sm:col-span-2"
        {...register('description')}
      />
    </div>
  );
}
