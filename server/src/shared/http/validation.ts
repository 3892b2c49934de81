import { ArgumentMetadata, Type, ValidationError, ValidationPipe } from '@nestjs/common';
import { PartialType } from '@nestjs/swagger';
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

/** Types that are not a DTO: their fields are not declared, so nothing is known of their nulls. */
const PLAIN_TYPES = new Set<unknown>([Object, Array, String, Number, Boolean, Date]);

/**
 * Nest's pipe would turn a path parameter typed `number` into `+text` before the route's own
 * pipe reads it, so `0x2`, `2.0`, `1e0` and ` 2` became 2: path parameters stay the text they
 * came as, and `ParseIdPipe` (parseId) is the one reader of an id.
 */
class AppValidationPipe extends ValidationPipe {
  protected override transformPrimitive(value: unknown, metadata: ArgumentMetadata): unknown {
    return metadata.type === 'param' ? value : super.transformPrimitive(value, metadata);
  }

  override async transform(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    if (metadata.type === 'body' && metadata.metatype && !PLAIN_TYPES.has(metadata.metatype)) {
      const nulls = refusedNulls(metadata.metatype as DtoClass, value);
      if (Object.keys(nulls).length) throw validationFailed(nulls);
    }
    return super.transform(value, metadata);
  }
}

const NULLABLE = Symbol('nullable');
/** The fields of a class marked Nullable, for the revisions made from it (RevisionOf). */
const NULLABLE_KEYS = Symbol('nullable fields');

/**
 * Marks a body field whose rules judge a `null` themselves (a phone cleared, a sale's period).
 * Every other field of a body refuses `null` (refusedNulls), whatever its other decorators say:
 * `@IsOptional()` lets null through, and a null that reached a decider would be written by a
 * projection into a column that holds none (a 500 after the event was appended).
 */
export const Nullable = (): PropertyDecorator => (target, key) => {
  Reflect.defineMetadata(NULLABLE, true, target, key);
  const keys = (Reflect.getOwnMetadata(NULLABLE_KEYS, target) as Array<string | symbol> | undefined) ?? [];
  Reflect.defineMetadata(NULLABLE_KEYS, [...keys, key], target);
};

/**
 * The update form of a body: every field optional, the same rules, and the same fields taking
 * null. Mapped types copy the validation rules but not the Nullable mark, so a revision made by
 * PartialType alone refused a null its create form takes (a sale's period, on every offer edit).
 */
export function RevisionOf<T>(source: Type<T>): Type<Partial<T>> {
  const revision = PartialType(source, { skipNullProperties: false });
  const keys = (Reflect.getOwnMetadata(NULLABLE_KEYS, source.prototype as object) as Array<string | symbol> | undefined) ?? [];
  for (const key of keys) Nullable()(revision.prototype as object, key);
  return revision;
}

/**
 * The fields of a body (and of its nested forms, by their declared class) that are null where the
 * DTO does not take null, as the contract's field errors.
 */
type DtoClass = abstract new (...args: never[]) => unknown;

export function refusedNulls(dto: DtoClass, plain: unknown, prefix = ''): FieldErrors {
  const out: FieldErrors = {};
  if (plain === null || typeof plain !== 'object' || Array.isArray(plain)) return out;
  for (const [key, value] of Object.entries(plain)) {
    const field = prefix ? `${prefix}.${key}` : key;
    if (value === null) {
      if (!Reflect.getMetadata(NULLABLE, dto.prototype as object, key)) out[field] = [AR.http.nullNotAllowed];
      continue;
    }
    const nested: unknown = Reflect.getMetadata('design:type', dto.prototype as object, key);
    if (typeof nested === 'function' && !PLAIN_TYPES.has(nested))
      Object.assign(out, refusedNulls(nested as DtoClass, value, field));
  }
  return out;
}

/**
 * Validation for every JSON body and query: unknown fields are dropped (so `status`, `role` or
 * `is_featured` smuggled into a write change nothing) and failures are a 422 in Arabic.
 */
export const appValidationPipe = new AppValidationPipe({
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
  const errors = { ...toFieldErrors(await validate(value, validatorOptions)), ...refusedNulls(dto, plain) };
  return { value, errors };
}

/** May be left out, but a null sent for it is judged like any other value: a 422, not a crash further on. */
export const Omittable = (): PropertyDecorator => ValidateIf((_, value) => value !== undefined);
