import { Transform } from 'class-transformer';
import { parseId } from './id.pipe';

/** Form fields arrive as strings: '1'/'true'/'on' and '0'/'false'/'off' become booleans; anything else stays and fails validation. */
export const ToBoolean = () =>
  Transform(({ value }: { value: unknown }) => {
    if (typeof value === 'boolean') return value;
    if (value === 1 || value === '1' || value === 'true' || value === 'on') return true;
    if (value === 0 || value === '0' || value === 'false' || value === 'off') return false;
    return value;
  });

/** A numeric form field: '' and null mean absent; non-numbers stay strings and fail validation. */
export const ToNumber = () =>
  Transform(({ value }: { value: unknown }) => {
    if (value === '' || value === null || value === undefined) return undefined;
    if (typeof value === 'number') return value;
    if (typeof value === 'string' && /^\s*-?\d+(\.\d+)?\s*$/.test(value)) return Number(value);
    return value;
  });

/** Trims text fields so '   ' does not pass a minimum length. */
export const Trim = () => Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value));

/**
 * A record id in a query, form or JSON field: its canonical form becomes the number (parseId),
 * '' means absent, and anything else stays as it came, to fail the field's `@IsInt`.
 */
export const ToId = () =>
  Transform(({ value }: { value: unknown }) => {
    if (value === '' || value === undefined) return undefined;
    return parseId(value) ?? value;
  });
