import { ValidationError, ValidationPipe } from '@nestjs/common';
import { plainToInstance } from 'class-transformer';
import { validate, ValidateIf } from 'class-validator';
import { AR } from '../messages/ar';
import { FieldErrors, validationFailed } from './http-errors';

const ARABIC = /[\u0600-\u06FF]/;
/** Messages we wrote are Arabic; one a library wrote (in English) becomes a generic Arabic one. */
const arabicOnly = (message: string): string => (ARABIC.test(message) ? message : AR.http.invalidValue);

/** Flattens class-validator's tree into `{ "offer.price": ["..."] }`, keeping each field's messages. */
export function toFieldErrors(errors: ValidationError[], prefix = ''): FieldErrors {
  const out: FieldErrors = {};
  for (const error of errors) {
    const field = prefix ? `${prefix}.${error.property}` : error.property;
    if (error.constraints) out[field] = [...new Set(Object.values(error.constraints).map(arabicOnly))];
    if (error.children?.length) Object.assign(out, toFieldErrors(error.children, field));
  }
  return out;
}

const transformOptions = { exposeDefaultValues: true } as const;
const validatorOptions = { whitelist: true, forbidUnknownValues: false } as const;

/**
 * Validation for every JSON body and query: unknown fields are dropped (so `status`, `role` or
 * `is_featured` smuggled into a write change nothing) and failures are a 422 in Arabic.
 */
export const appValidationPipe = new ValidationPipe({
  transform: true,
  transformOptions,
  ...validatorOptions,
  exceptionFactory: (errors) => validationFailed(toFieldErrors(errors)),
});

/** Validates a plain object against a DTO class; used where a body must be combined with file checks. */
export async function validateDto<T extends object>(
  dto: new () => T,
  plain: unknown,
): Promise<{ value: T; errors: FieldErrors }> {
  const value = plainToInstance(dto, plain ?? {}, transformOptions);
  const errors = toFieldErrors(await validate(value, validatorOptions));
  return { value, errors };
}

/** May be left out, but a null sent for it is judged like any other value: a 422, not a crash further on. */
export const Omittable = (): PropertyDecorator => ValidateIf((_, value) => value !== undefined);
