import { Transform } from 'class-transformer';
import { normaliseEmail } from './identity-fields';

const ARABIC_INDIC_DIGITS = /[\u0660-\u0669]/g;
const PERSIAN_DIGITS = /[\u06F0-\u06F9]/g;

/** '٠٩٤٤ ١٢٣ ٤٥٦' → '0944 123 456': phones typed on an Arabic keyboard are the same number. */
export const latinDigits = (text: string): string =>
  text
    .replace(ARABIC_INDIC_DIGITS, (d) => String(d.charCodeAt(0) - 0x0660))
    .replace(PERSIAN_DIGITS, (d) => String(d.charCodeAt(0) - 0x06f0));

/** At least ten characters (the spec's rule), digits with optional spaces or dashes and a leading +. */
export const PHONE_PATTERN = /^\+?[0-9][0-9 -]{8,18}[0-9]$/;

export const ToPhone = () =>
  Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? latinDigits(value).trim() : value));

/** 'www.example.sy' → 'https://www.example.sy'; '' stays '' (the website is optional). */
export const ToWebsite = () =>
  Transform(({ value }: { value: unknown }) => {
    if (typeof value !== 'string') return value;
    const trimmed = value.trim();
    if (!trimmed || /^[a-z][a-z0-9+.-]*:\/\//i.test(trimmed)) return trimmed;
    return `https://${trimmed}`;
  });

/** Emails are compared and shown lower-case, their domain in ASCII (see normaliseEmail). */
export const ToEmail = () => Transform(({ value }: { value: unknown }) => normaliseEmail(value));
