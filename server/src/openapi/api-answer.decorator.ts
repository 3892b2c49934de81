import { SetMetadata } from '@nestjs/common';

/** The error statuses the document can add to a route beyond what its shape tells (see describe-answers.ts). */
export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 422 | 429 | 503;

export interface AnswerOptions {
  /** The success status when Nest's default (201 for POST, 200 otherwise) is not what is sent. */
  status?: number;
  /** What the success answer is when it is not JSON (`text/html`), or `null` for no body. */
  mediaType?: string | null;
  /** The success body's named schema when the handler writes it itself (`@Res()`): `AuditEventView`. */
  schema?: string;
  /** The success answer's description (headers it carries, what the body is). */
  description?: string;
  /** Errors the route gives that its shape does not show: a rate limiter of its own (429), a dependency (503). */
  errors?: ErrorStatus[];
}

export const API_ANSWER = 'openapi:answer';

/**
 * What the API description cannot read from a route's return type and decorators. Most routes
 * need none: their answer is their declared return type (answers.generated.ts) and their errors
 * follow from being public, role-gated, having path ids, a body or a search.
 */
export const ApiAnswer = (options: AnswerOptions): MethodDecorator => SetMetadata(API_ANSWER, options);
