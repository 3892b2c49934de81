import { HttpException, HttpStatus } from '@nestjs/common';
import { AR } from '../messages/ar';

/** Field name → Arabic messages, the shape of every 422 body. */
export type FieldErrors = Record<string, string[]>;

/** Builds an HttpException whose body is the contract's `{ message, errors? }`. */
export function httpError(status: HttpStatus, message: string, errors?: FieldErrors): HttpException {
  return new HttpException(errors ? { message, errors } : { message }, status);
}

export const badRequest = (message: string = AR.http.badRequest) => httpError(HttpStatus.BAD_REQUEST, message);
export const unauthorized = (message: string = AR.http.unauthorized) => httpError(HttpStatus.UNAUTHORIZED, message);
export const forbidden = (message: string = AR.http.forbidden) => httpError(HttpStatus.FORBIDDEN, message);
export const notFound = (message: string = AR.http.notFound) => httpError(HttpStatus.NOT_FOUND, message);
export const conflict = (message: string = AR.http.conflict) => httpError(HttpStatus.CONFLICT, message);
export const payloadTooLarge = (message: string = AR.http.payloadTooLarge) => httpError(HttpStatus.PAYLOAD_TOO_LARGE, message);
export const lengthRequired = () => httpError(HttpStatus.LENGTH_REQUIRED, AR.http.lengthRequired);
/** A 429 that says when to come back: the exception filter turns `retryAfterSeconds` into `Retry-After`. */
export class TooManyRequests extends HttpException {
  constructor(
    readonly retryAfterSeconds: number,
    message: string = AR.http.tooManyRequests,
  ) {
    super({ message }, HttpStatus.TOO_MANY_REQUESTS);
  }
}
/** `message` may say the wait: it is then given the seconds of `Retry-After`. */
export const tooManyRequests = (retryAfterMs: number, message?: string | ((retryAfterSeconds: number) => string)) => {
  const seconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
  return new TooManyRequests(seconds, typeof message === 'function' ? message(seconds) : message);
};
export const serviceUnavailable = (message: string = AR.http.unavailable) => httpError(HttpStatus.SERVICE_UNAVAILABLE, message);
export const validationFailed = (errors: FieldErrors, message: string = AR.http.validation) =>
  httpError(HttpStatus.UNPROCESSABLE_ENTITY, message, errors);

/** One field, one message: the common case of a 422 raised by a command. */
export const invalidField = (field: string, message: string) => validationFailed({ [field]: [message] });
