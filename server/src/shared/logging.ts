import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { Params } from 'nestjs-pino';
import { stdSerializers } from 'pino-http';
import { AppConfig } from '../config/config';

/** Nest's start-up chatter (one line per module and route) goes to debug. */
const QUIET_CONTEXTS = new Set(['InstanceLoader', 'RoutesResolver', 'RouterExplorer', 'WebSocketsController', 'NestFactory']);

const REQUEST_ID = /^[A-Za-z0-9._-]{8,64}$/;

/** What a secret is logged as. */
export const REDACTED = '[Redacted]';

/** The caller's X-Request-Id when it is sane, else a fresh one; it becomes the correlation id. */
export function requestId(request: IncomingMessage): string {
  const given = request.headers['x-request-id'];
  return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
}

/** A request's headers that carry a session: never written to a log. */
const SECRET_HEADERS = ['authorization', 'cookie'] as const;

type SerializedRequest = ReturnType<typeof stdSerializers.req>;

/**
 * The request as every log line made while serving it shows it, its session headers censored.
 * Done here rather than by pino's `redact`: pino-http binds the request to a child logger on every
 * request, and redaction paths make that child cost three times as much (some 15 µs a request,
 * logged or not).
 */
export function serializeRequest(request: SerializedRequest): SerializedRequest {
  const headers = request.headers as Record<string, unknown> | undefined;
  if (headers && SECRET_HEADERS.some((name) => headers[name] !== undefined)) {
    const censored: Record<string, unknown> = { ...headers };
    for (const name of SECRET_HEADERS) if (censored[name] !== undefined) censored[name] = REDACTED;
    request.headers = censored as SerializedRequest['headers'];
  }
  // A link followed from a mail carries its secret in the query (a saved search's unsubscribe
  // token never expires): censored in the logged URL and in the query Express parsed from it.
  const censoredUrl = typeof request.url === 'string' ? request.url.replace(SECRET_PARAMETERS, `$1${REDACTED}`) : request.url;
  if (censoredUrl !== request.url) {
    request.url = censoredUrl;
    const { query } = request as { query?: unknown };
    if (isObject(query)) (request as { query?: unknown }).query = censorSecrets({ query }).query;
  }
  return request;
}

/** Fields of a logged object's members that are secrets (`{ body: { password } }`). */
const SECRET_FIELDS = ['password', 'password_confirmation', 'token'];

/** The same names as a URL's query parameters, with their values. */
const SECRET_PARAMETERS = new RegExp(`([?&](?:${SECRET_FIELDS.join('|')})=)[^&#]*`, 'g');

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/**
 * A log line's object with its members' secret fields censored (what `*.password` redaction did),
 * the caller's object untouched. Only lines written pass here, not the per-request bindings.
 */
export function censorSecrets(object: Record<string, unknown>): Record<string, unknown> {
  let out = object;
  for (const key of Object.keys(object)) {
    const member = object[key];
    if (!isObject(member) || !SECRET_FIELDS.some((field) => member[field] !== undefined)) continue;
    // Each secret becomes a plain field of the copy, whatever it was (a getter, read-only, inherited);
    // an error keeps its class, message and stack (own properties, not enumerable) for the error serializer.
    const descriptors: PropertyDescriptorMap = Object.getOwnPropertyDescriptors(member);
    for (const field of SECRET_FIELDS)
      if (member[field] !== undefined)
        descriptors[field] = { value: REDACTED, enumerable: true, writable: true, configurable: true };
    const copy: unknown = Array.isArray(member)
      ? Object.defineProperties([], descriptors)
      : Object.create(Object.getPrototypeOf(member) as object | null, descriptors);
    if (out === object) out = { ...object };
    out[key] = copy;
  }
  return out;
}

/** Structured JSON logs (pretty in a terminal during development); secrets are censored. */
export function loggerOptions(processKind: 'server' | 'worker', config: AppConfig): Params {
  return {
    pinoHttp: {
      level: config.LOG_LEVEL,
      base: { process: processKind },
      // A request may arrive with an id already given (req.id set before pino-http): that one is kept.
      genReqId: (request) => (request as { id?: string }).id ?? requestId(request),
      hooks: {
        logMethod(args, method, level) {
          const context = (args[0] as { context?: string } | undefined)?.context;
          if (level === 30 && context && QUIET_CONTEXTS.has(context)) return;
          method.apply(this, args);
        },
      },
      serializers: { req: serializeRequest },
      formatters: { log: censorSecrets },
      autoLogging: { ignore: (request) => (request.url ?? '').startsWith('/media/') || request.url === '/health' },
      transport:
        config.NODE_ENV === 'development' && process.stdout.isTTY
          ? { target: 'pino-pretty', options: { singleLine: true, translateTime: 'SYS:HH:MM:ss' } }
          : undefined,
    },
  };
}
