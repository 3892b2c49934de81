import { useState, type SubmitEvent } from 'react';
import { Button } from '../../shared/ui/button';
import { DateField } from '../../shared/ui/date-field';
import { LOG_YEARS } from './log-years';
import { SelectField, TextField } from '../../shared/ui/inputs';
import { EVENT_LABELS, STREAM_LABELS } from './audit-labels';
import type { AuditFilters } from './audit-types';

const streamOptions = Object.entries(STREAM_LABELS).map(([value, label]) => ({ value, label }));
// Chosen by their Arabic names; the API still receives the event's type.
const eventOptions = Object.entries(EVENT_LABELS)
  .map(([value, label]) => ({ value, label }))
  .sort((a, b) => a.label.localeCompare(b.label, 'ar'));
const orderOptions = [
  { value: 'desc', label: 'الأحدث أولًا' },
  { value: 'asc', label: 'الأقدم أولًا' },
];

/** Days in the viewer's zone, from its first moment to its last; the API takes ISO times. */
const toIso = (day: string, end: boolean) =>
  day ? new Date(`${day}T${end ? '23:59:59.999' : '00:00:00'}`).toISOString() : undefined;
const toDay = (iso?: string) => {
  if (!iso) return '';
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? ''
    : new Date(date.getTime() - date.getTimezoneOffset() * 60_000).toISOString().slice(0, 10);
};

export function AuditFilterForm({ value, onApply }: { value: AuditFilters; onApply: (filters: AuditFilters) => void }) {
  const [draft, setDraft] = useState({ ...value, from: toDay(value.from), to: toDay(value.to) });
  const set = (key: keyof AuditFilters) => (event: { target: { value: string } }) =>
    setDraft({ ...draft, [key]: event.target.value });
  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    onApply({ ...draft, from: toIso(draft.from, false), to: toIso(draft.to, true) });
  };
  return (
    <form onSubmit={submit} aria-label="تصفية السجل" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      <SelectField
        label="نوع السجل"
        options={streamOptions}
        placeholder="الكل"
        value={draft.stream_type ?? ''}
        onChange={set('stream_type')}
      />
      <TextField label="رقم السجل" value={draft.stream_id ?? ''} onChange={set('stream_id')} dir="ltr" />
      <SelectField
        label="نوع الحدث"
        options={eventOptions}
        placeholder="الكل"
        value={draft.event_type ?? ''}
        onChange={set('event_type')}
      />
      <TextField
        label="رقم المستخدم المنفّذ"
        inputMode="numeric"
        value={draft.actor_id ?? ''}
        onChange={set('actor_id')}
        dir="ltr"
      />
      <DateField label="من يوم" years={LOG_YEARS} value={draft.from} onChange={(from) => setDraft({ ...draft, from })} />
      <DateField label="إلى يوم" years={LOG_YEARS} value={draft.to} onChange={(to) => setDraft({ ...draft, to })} />
      <SelectField label="الترتيب" options={orderOptions} value={draft.order ?? 'desc'} onChange={set('order')} />
      <div className="flex items-end gap-2">
        <Button type="submit">تطبيق</Button>
        <Button variant="ghost" onClick={() => onApply({})}>
          مسح
        </Button>
      </div>
    </form>
  );
}
