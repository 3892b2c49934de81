import type { FieldErrors } from './http/http-errors';
import { AR } from './messages/ar';

/**
 * How the HTTP edge answers a domain error (AllExceptionsFilter): 404, 403, 409, or 422 with
 * the message under the field it concerns.
 */
export type DomainErrorKind = 'not-found' | 'forbidden' | 'conflict' | 'invalid';

type Catalogue = typeof AR;
/** A message of the server's Arabic catalogue, as `group.name` (`car.notPending`). */
export type MessageKey = { [G in keyof Catalogue]: `${G & string}.${keyof Catalogue[G] & string}` }[keyof Catalogue];

/** The catalogue's text for a key; counted messages (`images.tooMany`) take their numbers. */
export function arabic(key: MessageKey, args: readonly unknown[] = []): string {
  const [group, name] = key.split('.') as [keyof Catalogue, string];
  const entry = (AR[group] as Record<string, string | ((...a: unknown[]) => string)>)[name];
  return typeof entry === 'function' ? entry(...args) : entry;
}

/**
 * What a command refuses, in the domain's words (`CarNotPending`), thrown by deciders and
 * handlers. Each carries its kind and the key of its Arabic message; the one exception filter
 * turns it into the HTTP status and body of CONTRACT.md. Nothing else in a command knows HTTP.
 */
export abstract class DomainError extends Error {
  protected constructor(
    readonly kind: DomainErrorKind,
    readonly messageKey: MessageKey,
    /** `field`: the form field a 422 names; `args`: the numbers of a counted message. */
    readonly details: { field?: string; args?: readonly unknown[] } = {},
  ) {
    super(messageKey);
    this.name = new.target.name;
  }

  /** The Arabic text the caller reads. */
  get arabic(): string {
    return arabic(this.messageKey, this.details.args);
  }

  /** A 422's `errors`: the message under its field (several fields for a whole form's rules). */
  fieldErrors(): FieldErrors {
    return { [this.details.field ?? 'error']: [this.arabic] };
  }
}

/** It does not exist, or not for this caller (a hidden car answers like a missing one). */
export class NotFound extends DomainError {
  constructor() {
    super('not-found', 'http.notFound');
  }
}

/** The caller may see it but not change it. */
export class Forbidden extends DomainError {
  constructor() {
    super('forbidden', 'http.forbidden');
  }
}
