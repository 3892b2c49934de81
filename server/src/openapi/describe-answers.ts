import { DECORATORS, OpenAPIObject } from '@nestjs/swagger';
import type { OperationObject, ResponseObject, ResponsesObject } from '@nestjs/swagger';
import { ALLOW_SUSPENDED, IS_PUBLIC, REQUIRED_ROLES } from '../shared/auth/auth.decorators';
import { ROUTE_LIMIT } from '../shared/http/route-rate-limits';
import { AR } from '../shared/messages/ar';
import { API_ANSWER, AnswerOptions, ErrorStatus } from './api-answer.decorator';
import { ANSWER_SCHEMAS, ROUTE_ANSWERS } from './answers.generated';
import type { RouteAnswer } from './route-answer';

/** A route's controller class and method, to read the metadata its decorators set. */
export interface RouteHandler {
  /** `CarsController.list`, the key of answers.generated.ts. */
  key: string;
  controller: object;
  handler: object;
}

/** The routes' answers and the types they name (answers.generated.ts, or fresh ones when generating it). */
export interface DescribedAnswers {
  routes: Record<string, RouteAnswer>;
  schemas: Record<string, object>;
}

const ERROR_BODY = { $ref: '#/components/schemas/ErrorBody' };

/** The shared error answers, each with the Arabic message the exception filter sends. */
const ERRORS: Record<ErrorStatus, { name: string; description: string; example: object }> = {
  400: { name: 'BadRequest', description: 'The body is not valid JSON or form data.', example: { message: AR.http.badRequest } },
  401: {
    name: 'Unauthorized',
    description: 'No token, or an invalid, expired or revoked one, or a deleted account.',
    example: { message: AR.http.unauthorized },
  },
  403: {
    name: 'Forbidden',
    description: 'The caller lacks the role, does not own the resource, or the account is suspended.',
    example: { message: AR.http.forbidden },
  },
  404: {
    name: 'NotFound',
    description: 'No such id, or one the caller may not see (a pending car of someone else).',
    example: { message: AR.http.notFound },
  },
  409: {
    name: 'Conflict',
    description: 'An impossible transition, or a change made meanwhile by someone else.',
    example: { message: AR.http.conflict },
  },
  413: {
    name: 'PayloadTooLarge',
    description: 'The request body is over the limit.',
    example: { message: AR.http.payloadTooLarge },
  },
  422: {
    name: 'UnprocessableEntity',
    description: 'Validation failed: `errors` holds the Arabic messages of each field.',
    example: { message: AR.http.validation, errors: { field: [AR.http.invalidValue] } },
  },
  429: {
    name: 'TooManyRequests',
    description: 'A rate limit was reached; try again after `Retry-After` seconds.',
    example: { message: AR.http.tooManyRequests },
  },
  503: { name: 'ServiceUnavailable', description: 'A dependency is down.', example: { message: AR.http.unavailable } },
};

const WRITES = new Set(['post', 'put', 'patch', 'delete']);

/**
 * Completes Nest's scan: each operation's success answer from its handler's declared return type
 * (generated from the TypeScript types by `npm run api:types`), the error answers its shape can
 * give (`{ message, errors? }`), a summary, and a bearer requirement only where a token is needed.
 */
export function describeAnswers(
  document: OpenAPIObject,
  handlers: Map<string, RouteHandler>,
  answers: DescribedAnswers = { routes: ROUTE_ANSWERS, schemas: ANSWER_SCHEMAS },
): OpenAPIObject {
  const schemas = ((document.components ??= {}).schemas ??= {});
  for (const [name, schema] of Object.entries(answers.schemas)) {
    if (name in schemas) throw new Error(`OpenAPI: two schemas are named ${name}`);
    schemas[name] = schema;
  }
  const used = new Set<ErrorStatus>();
  for (const [path, item] of Object.entries(document.paths)) {
    for (const [verb, operation] of Object.entries(item) as [string, OperationObject][]) {
      const route = handlers.get(operation.operationId ?? '');
      if (!route) throw new Error(`OpenAPI: no handler for ${verb.toUpperCase()} ${path}`);
      // A route added since answers.generated.ts was written is served without its schema (not a 500
      // for the whole document): api-types.spec and openapi-document.int-spec fail until it is regenerated.
      const answer = (answers.routes[route.key] as RouteAnswer | undefined) ?? {};
      const options = metadata<AnswerOptions>(API_ANSWER, route) ?? {};
      const isPublic = metadata<boolean>(IS_PUBLIC, route) ?? false;
      operation.summary ??= answer.summary ?? fallbackSummary(route.key);
      operation.security = isPublic ? [] : [{ bearer: [] }];
      const forms = metadata<string[]>(DECORATORS.API_CONSUMES, route) ?? [];
      // A form the handler reads itself (through its multipart interceptor): say what it takes.
      operation.requestBody ??= forms.length
        ? { content: Object.fromEntries(forms.map((type) => [type, { schema: { type: 'object' } }])) }
        : undefined;
      if (!operation.requestBody) delete operation.requestBody;
      const errors = errorsOf(verb, operation, route, options, isPublic);
      errors.forEach((status) => used.add(status));
      operation.responses = {
        ...successOf(operation.responses, answer.schema, options),
        ...Object.fromEntries(
          errors.map((status) => [String(status), { $ref: `#/components/responses/${ERRORS[status].name}` }]),
        ),
      };
    }
  }
  document.components.responses = Object.fromEntries(
    [...used].sort().map((status) => [ERRORS[status].name, errorResponse(status)]),
  );
  return document;
}

// eslint-disable-next-line @typescript-eslint/no-unnecessary-type-parameters -- the caller names what the decorator stored
function metadata<T>(key: string, route: RouteHandler): T | undefined {
  return (Reflect.getMetadata(key, route.handler) ?? Reflect.getMetadata(key, route.controller)) as T | undefined;
}

/** The declared answer replaces Nest's empty one, unless the route describes its own content. */
function successOf(responses: ResponsesObject, schema: object | undefined, options: AnswerOptions): ResponsesObject {
  const declared = Object.entries(responses).filter(([status]) => status.startsWith('2'));
  const [status, existing] = declared[0] ?? ['200', { description: '' }];
  const own = existing as ResponseObject;
  if (own.content && Object.keys(own.content).length) return Object.fromEntries(declared);
  const success: ResponseObject = { description: options.description ?? own.description };
  if (!success.description) success.description = schema || options.schema ? 'The answer.' : 'Done; no body.';
  const body = options.schema ? { $ref: `#/components/schemas/${options.schema}` } : schema;
  if (body && options.mediaType !== null) success.content = { [options.mediaType ?? 'application/json']: { schema: body } };
  return { [String(options.status ?? status)]: success };
}

/** The errors a route can give, by its shape: who may call it, its ids, its body, its budgets. */
function errorsOf(
  verb: string,
  operation: OperationObject,
  route: RouteHandler,
  options: AnswerOptions,
  isPublic: boolean,
): ErrorStatus[] {
  const parameters = (operation.parameters ?? []) as { in?: string; name?: string }[];
  const inPath = parameters.some((parameter) => parameter.in === 'path');
  const inQuery = parameters.some((parameter) => parameter.in === 'query');
  const body = operation.requestBody !== undefined;
  const write = WRITES.has(verb);
  // A multipart form spends the upload budget and can be too large.
  const multipart = JSON.stringify(operation.requestBody ?? {}).includes('multipart/form-data');
  const roles = metadata<string[]>(REQUIRED_ROLES, route);
  const suspendedMayCall = metadata<boolean>(ALLOW_SUSPENDED, route) ?? false;
  const errors = new Set<ErrorStatus>(options.errors ?? []);
  if (body) errors.add(400);
  if (!isPublic) errors.add(401);
  // A role gate, an owner check on a resource, or a suspended account's write.
  if (!isPublic && (roles?.length || inPath || (write && !suspendedMayCall))) errors.add(403);
  if (inPath) errors.add(404);
  if (write && !isPublic) errors.add(409);
  if (multipart) errors.add(413);
  if (body || inQuery) errors.add(422);
  const searched = parameters.some((parameter) => parameter.in === 'query' && parameter.name === 'search');
  if (metadata(ROUTE_LIMIT, route) || searched || multipart) errors.add(429);
  return [...errors].sort();
}

function errorResponse(status: ErrorStatus): ResponseObject {
  const { description, example } = ERRORS[status];
  const response: ResponseObject = { description, content: { 'application/json': { schema: ERROR_BODY, example } } };
  if (status === 429) {
    response.headers = { 'Retry-After': { description: 'Seconds to wait.', schema: { type: 'integer' } } };
  }
  return response;
}

/** `CarsController.leadsOf` → "Leads of (cars)", for a route whose method has no doc comment. */
function fallbackSummary(key: string): string {
  const [controller, method] = key.split('.');
  const words = method.replace(/([A-Z])/g, ' $1').toLowerCase();
  const subject = controller
    .replace(/Controller$/, '')
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .toLowerCase();
  return `${words.charAt(0).toUpperCase()}${words.slice(1)} (${subject})`;
}
