import { ArgumentsHost, Catch, ExceptionFilter, HttpException, HttpStatus, Logger } from '@nestjs/common';
import type { Request, Response } from 'express';
import { StreamVersionConflict } from '../../event-store/errors';
import { DomainError } from '../domain-error';
import { AR } from '../messages/ar';
import { TooManyRequests } from './http-errors';

/** The contract's error answer (CONTRACT.md): an Arabic message, and on a 422 the messages per field. */
export interface ErrorBody {
  message: string;
  errors?: Record<string, string[]>;
}

/** Errors raised by body parsers before Nest sees the request (they carry `type` and `status`). */
function fromParserError(error: { type?: string; status?: number }): [number, ErrorBody] | null {
  if (error.type === 'entity.parse.failed') return [400, { message: AR.http.badRequest }];
  if (error.type === 'entity.too.large') return [413, { message: AR.http.payloadTooLarge }];
  if (typeof error.status === 'number' && error.status >= 400 && error.status < 500) {
    return [error.status, { message: AR.http.badRequest }];
  }
  return null;
}

/** Nest's own exceptions carry English texts; callers get the Arabic catalogue's instead. */
const DEFAULT_MESSAGES: Record<number, string> = {
  400: AR.http.badRequest,
  401: AR.http.unauthorized,
  403: AR.http.forbidden,
  404: AR.http.notFound,
  409: AR.http.conflict,
  413: AR.http.payloadTooLarge,
  422: AR.http.validation,
  429: AR.http.tooManyRequests,
  503: AR.http.unavailable,
};

function fromHttpException(exception: HttpException): [number, ErrorBody] {
  const status = exception.getStatus();
  // Whatever a library's exception was built with, null included.
  const response = exception.getResponse() as string | object | null;
  if (typeof response === 'object' && response && 'message' in response) {
    const { message, errors } = response as { message: unknown; errors?: ErrorBody['errors'] };
    // Our own errors carry an Arabic string; Nest's built-ins carry English (or arrays).
    if (typeof message === 'string' && /[\u0600-\u06FF]/.test(message)) {
      return [status, errors ? { message, errors } : { message }];
    }
  }
  return [status, { message: DEFAULT_MESSAGES[status] ?? AR.http.internal }];
}

const DOMAIN_STATUS = {
  'not-found': HttpStatus.NOT_FOUND,
  forbidden: HttpStatus.FORBIDDEN,
  conflict: HttpStatus.CONFLICT,
  invalid: HttpStatus.UNPROCESSABLE_ENTITY,
} as const;

/** A command's refusal: its kind's status, its Arabic message (a 422 names the field, as validation does). */
function fromDomainError(error: DomainError): [number, ErrorBody] {
  const status = DOMAIN_STATUS[error.kind];
  if (error.kind === 'invalid') return [status, { message: AR.http.validation, errors: error.fieldErrors() }];
  return [status, { message: error.arabic }];
}

/** Every error becomes the contract's `{ message, errors? }`; only real faults are 5xx and logged. */
@Catch()
export class AllExceptionsFilter implements ExceptionFilter {
  private readonly logger = new Logger('Http');

  catch(exception: unknown, host: ArgumentsHost): void {
    if (host.getType() !== 'http') return;
    const ctx = host.switchToHttp();
    const response = ctx.getResponse<Response>();
    const request = ctx.getRequest<Request>();
    const [status, body] = this.toResponse(exception, request);
    if (response.headersSent) return;
    if (exception instanceof TooManyRequests) response.setHeader('Retry-After', String(exception.retryAfterSeconds));
    response.status(status).json(body);
  }

  private toResponse(exception: unknown, request: Request): [number, ErrorBody] {
    if (exception instanceof DomainError) return fromDomainError(exception);
    if (exception instanceof HttpException) return fromHttpException(exception);
    if (exception instanceof StreamVersionConflict) return [HttpStatus.CONFLICT, { message: AR.http.conflict }];
    const parsed = fromParserError(exception as { type?: string; status?: number });
    if (parsed) return parsed;
    this.logger.error(
      { err: exception, method: request.method, url: request.originalUrl },
      `Unhandled error on ${request.method} ${request.originalUrl}`,
    );
    return [HttpStatus.INTERNAL_SERVER_ERROR, { message: AR.http.internal }];
  }
}
