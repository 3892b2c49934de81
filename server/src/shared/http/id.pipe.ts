import { Injectable, PipeTransform } from '@nestjs/common';
import { notFound } from './http-errors';

/** The largest record id: PostgreSQL's `integer`. */
export const MAX_ID = 2_147_483_647;

/**
 * The one reading of a record id, wherever it comes from (a path, a query or form field, a JSON
 * body, a socket payload): text only in its canonical decimal form (no sign, leading zero, space,
 * fraction, exponent or other base: `0x2`, `2.0`, `1e0`, ` 2`, `002` name nothing), or a JSON
 * integer; in PostgreSQL's integer range. Anything else is null, never a near-miss number.
 */
export function parseId(value: unknown): number | null {
  if (typeof value === 'number') return Number.isInteger(value) && value >= 1 && value <= MAX_ID ? value : null;
  if (typeof value !== 'string' || !/^[1-9]\d{0,9}$/.test(value)) return null;
  const id = Number(value);
  return id <= MAX_ID ? id : null;
}

/**
 * A numeric id from the path; anything else names nothing, so it is a 404 (never a 500). The
 * path's text itself: the global validation pipe leaves path parameters as they came
 * (validation.ts), so a number reaching here was made by someone else and is refused too.
 */
@Injectable()
export class ParseIdPipe implements PipeTransform<unknown, number> {
  /** Undefined where the route has no such parameter. */
  transform(value: unknown): number {
    const id = typeof value === 'string' ? parseId(value) : null;
    if (id === null) throw notFound();
    return id;
  }
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

@Injectable()
export class ParseUuidPipe implements PipeTransform<string | undefined, string> {
  transform(value: string | undefined): string {
    if (value === undefined || !UUID.test(value)) throw notFound();
    return value.toLowerCase();
  }
}
