import { useState } from 'react';
import { cn } from './cn';
import { DateField } from './date-field';
import { controlClasses } from './inputs';

const pad = (n: number) => String(n).padStart(2, '0');
const HOURS = Array.from({ length: 24 }, (_, h) => pad(h));
const MINUTES = Array.from({ length: 60 }, (_, m) => pad(m));

/**
 * A moment the Syrian way: the day / month-name / year of DateField, then the hour (24 h) and the
 * minute, read right to left and each chosen from the keyboard. It reads and writes what the
 * native `datetime-local` input did (`2026-03-05T10:30`, local time), which showed «mm/dd/yyyy
 * --:-- AM»; '' until the date is chosen (the time starts at 00:00).
 */
export function DateTimeField({
  label,
  value,
  onChange,
  years,
}: {
  label: string;
  value: string;
  onChange: (local: string) => void;
  years: number[];
}) {
  const [date, setDate] = useState(() => value.slice(0, 10));
  const [time, setTime] = useState(() => (/T\d{2}:\d{2}/.test(value) ? value.slice(11, 16) : '00:00'));
  // A value set from outside (a reset) shows; a half-chosen moment stays as it is. Adjusted while
  // rendering, React's way for state that follows a changed prop.
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    if (value) {
      setDate(value.slice(0, 10));
      if (/T\d{2}:\d{2}/.test(value)) setTime(value.slice(11, 16));
    }
  }

  const emit = (nextDate: string, nextTime: string) => {
    setDate(nextDate);
    setTime(nextTime);
    onChange(nextDate ? `${nextDate}T${nextTime}` : '');
  };
  const [hour, minute] = time.split(':');
  const select = (name: string, current: string, options: string[], change: (v: string) => void) => (
    <select
      aria-label={name}
      className={cn(controlClasses, 'h-11 w-20 shrink-0 pe-8')}
      value={current}
      onChange={(e) => change(e.target.value)}
    >
      {options.map((option) => (
        <option key={option} value={option}>
          {option}
        </option>
      ))}
    </select>
  );

  return (
    <div className="flex flex-wrap items-end gap-2">
      <DateField label={label} value={date} onChange={(next) => emit(next, time)} years={years} />
      <fieldset className="flex flex-col gap-1.5">
        <legend className="mb-1.5 text-sm font-semibold text-slate-700">الوقت</legend>
        <div className="flex gap-2" dir="ltr">
          {select('الساعة', hour, HOURS, (h) => emit(date, `${h}:${minute}`))}
          {select('الدقيقة', minute, MINUTES, (m) => emit(date, `${hour}:${m}`))}
        </div>
      </fieldset>
    </div>
  );
}
