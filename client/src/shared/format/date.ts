// The one date formatter: Arabic (Syrian) month names, Latin digits, the viewer's time zone.

const dateFormat = new Intl.DateTimeFormat('ar-SY', { dateStyle: 'long', numberingSystem: 'latn' });
const dateTimeFormat = new Intl.DateTimeFormat('ar-SY', {
  dateStyle: 'medium',
  timeStyle: 'short',
  numberingSystem: 'latn',
});
const relativeFormat = new Intl.RelativeTimeFormat('ar-SY-u-nu-latn', { numeric: 'auto' });

function parse(value: string | Date): Date | null {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

export function formatDate(value: string | Date): string {
  const date = parse(value);
  return date ? dateFormat.format(date) : '';
}

export function formatDateTime(value: string | Date): string {
  const date = parse(value);
  return date ? dateTimeFormat.format(date) : '';
}

const STEPS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['second', 60],
  ['minute', 60],
  ['hour', 24],
  ['day', 7],
  ['week', 4.35],
  ['month', 12],
  ['year', Infinity],
];

/** 'قبل 3 ساعات'. Falls back to the full date for anything older than a month. */
export function formatRelative(value: string | Date, now: Date = new Date()): string {
  const date = parse(value);
  if (!date) return '';
  let amount = (date.getTime() - now.getTime()) / 1000;
  for (const [unit, size] of STEPS) {
    if (Math.abs(amount) < size) {
      if (unit === 'month' || unit === 'year') return formatDate(date);
      // ICU writes «ثوانِ»; the indefinite plural takes tanwin: «قبل 6 ثوانٍ».
      return relativeFormat.format(Math.round(amount), unit).replace('ثوانِ', 'ثوانٍ');
    }
    amount /= size;
  }
  return formatDate(date);
}

let dayFormat: Intl.DateTimeFormat | undefined;

/** A calendar day ('2026-11-28', a market day of the server) as «28 تشرين الثاني», in any time zone. */
export function formatDay(day: string): string {
  // Made on first use: the public pages that load this module never need it.
  dayFormat ??= new Intl.DateTimeFormat('ar-SY', { day: 'numeric', month: 'long', numberingSystem: 'latn', timeZone: 'UTC' });
  const date = parse(`${day}T00:00:00Z`);
  return date ? dayFormat.format(date) : day;
}
