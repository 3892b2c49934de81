import { useId, useState } from 'react';
import { cn } from './cn';
import { controlClasses } from './inputs';

/** The months as Syrians name them (كانون الثاني، شباط…): the ar-SY locale's own names, no list shipped. */
const monthName = new Intl.DateTimeFormat('ar-SY', { month: 'long', timeZone: 'UTC' });
const MONTHS = Array.from({ length: 12 }, (_, i) => monthName.format(Date.UTC(2000, i, 15)));

interface Parts {
  day: string;
  month: string;
  year: string;
}

const split = (iso: string): Parts => {
  const [year = '', month = '', day = ''] = /^\d{4}-\d{2}-\d{2}$/.test(iso) ? iso.split('-') : [];
  return { day: day && String(Number(day)), month: month && String(Number(month)), year };
};
const daysIn = (year: number, month: number) => new Date(Date.UTC(year || 2000, month || 1, 0)).getUTCDate();
const pad = (n: string) => n.padStart(2, '0');

/**
 * A date the Syrian way: day, month by its name, year, three selects read right to left, each
 * reachable and changeable from the keyboard. It reads and writes ISO dates (`2026-03-05`), as
 * the API takes them; '' until all three are chosen. The native date input showed «mm/dd/yyyy».
 */
export function DateField({
  label,
  value,
  onChange,
  years,
  error,
}: {
  label: string;
  value: string;
  onChange: (iso: string) => void;
  /** The years offered, in order. */
  years: number[];
  error?: string;
}) {
  const id = useId();
  const [parts, setParts] = useState(() => split(value));
  // A value set from outside (a reset, a link's filters) shows; a half-chosen date stays as it is.
  // Adjusted while rendering, React's way for state that follows a changed prop.
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    if (value) setParts(split(value));
  }

  const set = (change: Partial<Parts>) => {
    const next = { ...parts, ...change };
    const last = daysIn(Number(next.year), Number(next.month));
    if (Number(next.day) > last) next.day = String(last); // 31 → 28 in شباط
    setParts(next);
    const complete = next.day && next.month && next.year;
    onChange(complete ? `${next.year}-${pad(next.month)}-${pad(next.day)}` : '');
  };
  const days = Array.from({ length: daysIn(Number(parts.year), Number(parts.month)) }, (_, i) => String(i + 1));
  const describedBy = error ? `${id}-error` : undefined;
  const select = (name: string, key: keyof Parts, options: Array<[string, string]>, width: string) => (
    <select
      aria-label={name}
      aria-invalid={error ? true : undefined}
      aria-describedby={describedBy}
      className={cn(controlClasses, 'h-11 pe-8', width)}
      value={parts[key]}
      onChange={(event) => set({ [key]: event.target.value })}
    >
      <option value="">{name}</option>
      {options.map(([optionValue, text]) => (
        <option key={optionValue} value={optionValue}>
          {text}
        </option>
      ))}
    </select>
  );

  return (
    <fieldset className="flex min-w-0 flex-col gap-1.5">
      <legend className="mb-1.5 text-sm font-semibold text-slate-700">{label}</legend>
      <div className="flex gap-2">
        {select(
          'اليوم',
          'day',
          days.map((day) => [day, day]),
          'w-20 shrink-0',
        )}
        {select(
          'الشهر',
          'month',
          MONTHS.map((name, i) => [String(i + 1), name]),
          'min-w-0 flex-1',
        )}
        {select(
          'السنة',
          'year',
          years.map((year) => [String(year), String(year)]),
          'w-24 shrink-0',
        )}
      </div>
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm text-red-600">
          {error}
        </p>
      )}
    </fieldset>
  );
}
