import { useState, type SubmitEvent } from 'react';
import { Button } from '../../shared/ui/button';
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

/** datetime-local works in the viewer's zone; the API takes ISO times. */
const toIso = (local: string) => (local ? new Date(local).toISOString() : undefined);
const toLocal = (iso?: string) => {
  if (!iso) return '';
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? ''
    : new Date(date.getTime() - date.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
};

export function AuditFilterForm({ value, onApply }: { value: AuditFilters; onApply: (filters: AuditFilters) => void }) {
  const [draft, setDraft] = useState({ ...value, from: toLocal(value.from), to: toLocal(value.to) });
  const set = (key: keyof AuditFilters) => (event: { target: { value: string } }) =>
    setDraft({ ...draft, [key]: event.target.value });
  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    onApply({ ...draft, from: toIso(draft.from), to: toIso(draft.to) });
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
      <TextField label="من" type="datetime-local" value={draft.from} onChange={set('from')} />
      <TextField label="إلى" type="datetime-local" value={draft.to} onChange={set('to')} />
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
