import { ValidateBy, ValidationOptions } from 'class-validator';

/**
 * The largest price anyone may ask, in its currency's major unit (CONTRACT.md, money). It keeps
 * every derived amount (US cents, Syrian piastres at any admin rate) far inside what the read
 * models and JavaScript numbers hold exactly.
 */
export const MAX_PRICE_MAJOR = 999_999_999;

/**
 * A positive amount as typed: digits with at most two decimals ('15000', '99.5'). Zero ('0',
 * '0.00') is no price: a car «for 0 $» reads as free, and CONTRACT.md asks for a positive price.
 */
export const AMOUNT_PATTERN = /^\s*(?!0*(\.0*)?\s*$)\d{1,13}(\.\d{1,2})?\s*$/;

/**
 * At most `max` in major units. Only judges values that already look like an amount (a number or
 * a numeric string), so a malformed price gets one message: the format's, not this one too.
 */
export function MaxAmount(max: number, options?: ValidationOptions): PropertyDecorator {
  return ValidateBy(
    {
      name: 'maxAmount',
      constraints: [max],
      validator: {
        validate(value: unknown): boolean {
          const text = typeof value === 'number' ? String(value) : value;
          if (typeof text !== 'string' || !AMOUNT_PATTERN.test(text)) return true;
          return Number(text) <= max;
        },
      },
    },
    options,
  );
}
