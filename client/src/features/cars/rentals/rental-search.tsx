import { useState, type SubmitEvent } from 'react';
import { plural } from '../../../shared/format/plural';
import { Button } from '../../../shared/ui/button';
import { SelectField } from '../../../shared/ui/inputs';
import { RentalDateField } from './rental-date-field';
import { daysBetween, MONTH_CHOICES, PICKUP_CITIES, today } from './rental-terms';
import type { DailySearch, MonthlySearch } from './use-rental-params';
import { rentalsAr } from '../../../shared/messages/pages/rentals';

const CITY_OPTIONS = PICKUP_CITIES.map((city) => ({ value: city, label: city }));
const MONTH_OPTIONS = MONTH_CHOICES.map((n) => ({
  value: String(n),
  label: plural(n, rentalsAr.months),
}));
/** A rental starts this year or the next. */
const RENTAL_YEARS = [new Date().getFullYear(), new Date().getFullYear() + 1];
const FORM = 'grid items-end gap-4 sm:grid-cols-2 lg:grid-cols-[1fr_1fr_1fr_auto]';

/** Pickup city, pickup date and return date. */
export function DailySearchForm({ value, onSearch }: { value: DailySearch; onSearch: (search: DailySearch) => void }) {
  const [draft, setDraft] = useState(value);
  const [errors, setErrors] = useState<Partial<Record<keyof DailySearch, string>>>({});
  const onSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problems: typeof errors = {};
    if (!draft.city) problems.city = 'يرجى اختيار مدينة الاستلام';
    if (!draft.from) problems.from = rentalsAr.dateRequired;
    else if (draft.from < today()) problems.from = rentalsAr.pastDate;
    if (!draft.to) problems.to = rentalsAr.dateRequired;
    else if (draft.from && daysBetween(draft.from, draft.to) < 1) problems.to = rentalsAr.datesInvalid;
    setErrors(problems);
    if (Object.keys(problems).length === 0) onSearch(draft);
  };
  return (
    <form noValidate onSubmit={onSubmit} className={FORM} aria-label="بحث الإيجار اليومي">
      <SelectField
        label="مدينة الاستلام"
        options={CITY_OPTIONS}
        placeholder="اختر المدينة"
        value={draft.city}
        error={errors.city}
        onChange={(e) => setDraft({ ...draft, city: e.target.value })}
      />
      <RentalDateField
        label="تاريخ الاستلام"
        years={RENTAL_YEARS}
        value={draft.from}
        error={errors.from}
        onChange={(from) => setDraft({ ...draft, from })}
      />
      <RentalDateField
        label="تاريخ الإرجاع"
        years={RENTAL_YEARS}
        value={draft.to}
        error={errors.to}
        onChange={(to) => setDraft({ ...draft, to })}
      />
      <Button type="submit" size="lg">
        ابحث
      </Button>
    </form>
  );
}

/** Pickup city, start date and number of months. */
export function MonthlySearchForm({ value, onSearch }: { value: MonthlySearch; onSearch: (search: MonthlySearch) => void }) {
  const [draft, setDraft] = useState(value);
  const [errors, setErrors] = useState<Partial<Record<keyof MonthlySearch, string>>>({});
  const onSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problems: typeof errors = {};
    if (!draft.city) problems.city = 'يرجى اختيار مدينة الاستلام';
    if (!draft.start) problems.start = rentalsAr.dateRequired;
    else if (draft.start < today()) problems.start = rentalsAr.pastDate;
    setErrors(problems);
    if (Object.keys(problems).length === 0) onSearch(draft);
  };
  return (
    <form noValidate onSubmit={onSubmit} className={FORM} aria-label="بحث الإيجار الشهري">
      <SelectField
        label="مدينة الاستلام"
        options={CITY_OPTIONS}
        placeholder="اختر المدينة"
        value={draft.city}
        error={errors.city}
        onChange={(e) => setDraft({ ...draft, city: e.target.value })}
      />
      <RentalDateField
        label="تاريخ البدء"
        years={RENTAL_YEARS}
        value={draft.start}
        error={errors.start}
        onChange={(start) => setDraft({ ...draft, start })}
      />
      <SelectField
        label="عدد الأشهر"
        options={MONTH_OPTIONS}
        value={String(draft.months)}
        onChange={(e) => setDraft({ ...draft, months: Number(e.target.value) })}
      />
      <Button type="submit" size="lg">
        ابحث
      </Button>
    </form>
  );
}
