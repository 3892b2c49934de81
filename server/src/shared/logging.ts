import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { Params } from 'nestjs-pino';
import { AppConfig } from '../config/config';

/** Nest's start-up chatter (one line per module and route) goes to debug. */
const QUIET_CONTEXTS = new Set(['InstanceLoader', 'RoutesResolver', 'RouterExplorer', 'WebSocketsController', 'NestFactory']);

const REQUEST_ID = /^[A-Za-z0-9._-]{8,64}$/;

/** The caller's X-Request-Id when it is sane, else a fresh one; it becomes the correlation id. */
export function requestId(request: IncomingMessage): string {
  const given = request.headers['x-request-id'];
  return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
}

/** Structured JSON logs (pretty in a terminal during development); secrets are redacted. */
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
      redact: ['req.headers.authorization', 'req.headers.cookie', '*.password', '*.password_confirmation', '*.token'],
      autoLogging: { ignore: (request) => (request.url ?? '').startsWith('/media/') || request.url === '/health' },
      transport:
        config.NODE_ENV === 'development' && process.stdout.isTTY
          ? { target: 'pino-pretty', options: { singleLine: true, translateTime: 'SYS:HH:MM:ss' } }
          : undefined,
    },
  };
}
