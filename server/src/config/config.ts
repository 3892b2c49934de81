import { z } from 'zod';

/** The default admin password is for local use only; production refuses to start with it. */
export const DEFAULT_ADMIN_PASSWORD = 'admin12345';

/** '10/1h', '60/1m', '5/30s': that many requests per window (a rate limit's budget). */
const rate = z
  .string()
  .regex(/^\d+\/\d*[smh]$/, 'expected requests/window, e.g. 10/1h, 60/1m, 5/30s')
  .transform((value) => {
    const [, points, count, unit] = /^(\d+)\/(\d*)([smh])$/.exec(value)!;
    const seconds = { s: 1, m: 60, h: 3600 }[unit as 's' | 'm' | 'h'];
    return { points: Number(points), duration: Number(count || 1) * seconds };
  })
  .refine((r) => r.points >= 1 && r.duration >= 1, 'needs at least 1 request in a window of at least 1 second');

const seconds = (fallback: number) => z.coerce.number().int().min(1).default(fallback);

const bool = z.enum(['true', 'false', '1', '0', 'yes', 'no']).transform((v) => v === 'true' || v === '1' || v === 'yes');

const schema = z
  .object({
    NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().default('0.0.0.0'),
    /** Unset: `postgres://postgres@127.0.0.1:<DATABASE_EMBEDDED_PORT>/sayyara` (see loadConfig). */
    DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
    /**
     * With DATABASE_URL unset, `npm start` uses the PostgreSQL answering on 127.0.0.1 at this port,
     * or, when nothing answers there, runs one of its own there with its data in DATABASE_EMBEDDED_DIR.
     */
    DATABASE_EMBEDDED_PORT: z.coerce.number().int().min(1).max(65535).default(5432),
    DATABASE_EMBEDDED_DIR: z.string().default('data/postgres'),
    /**
     * A PostgreSQL streaming replica (hot standby) of DATABASE_URL. When set, listings, car pages,
     * the price guide and the audit log are read from it (README: Read replica); unset, one pool.
     */
    DATABASE_READ_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
    /** The replica is used only while it is at most this far behind the primary (else reads go to the primary). */
    DATABASE_READ_MAX_LAG_MS: z.coerce.number().int().min(1).default(5000),
    /** How often each server compares the replica's replay position with the primary's WAL position. */
    DATABASE_READ_CHECK_MS: z.coerce.number().int().min(10).default(200),
    /** Unset: `redis://127.0.0.1:<REDIS_EMBEDDED_PORT>` (see loadConfig). */
    REDIS_URL: z.url({ protocol: /^rediss?$/ }).optional(),
    /** With REDIS_URL unset, `npm start` uses the Redis on 127.0.0.1 at this port, or runs redis-server there. */
    REDIS_EMBEDDED_PORT: z.coerce.number().int().min(1).max(65535).default(6379),
    REDIS_EMBEDDED_DIR: z.string().default('data/redis'),
    /** Namespaces every Redis key (queues, socket channels, rate limits) so several deployments can share one Redis. */
    REDIS_PREFIX: z
      .string()
      .regex(/^[a-z0-9_-]+$/i)
      .default('sayyara'),
    S3_ENDPOINT: z.url().optional(),
    S3_ACCESS_KEY: z.string().default('S3RVER'),
    S3_SECRET_KEY: z.string().default('S3RVER'),
    S3_BUCKET: z
      .string()
      .regex(/^[a-z0-9.-]{3,63}$/)
      .default('sayyara'),
    S3_REGION: z.string().default('us-east-1'),
    /** Folder of the embedded S3 server used when S3_ENDPOINT is not set. */
    S3_EMBEDDED_DIR: z.string().default('data/s3'),
    S3_EMBEDDED_PORT: z.coerce.number().int().min(0).max(65535).default(4569),
    ADMIN_EMAIL: z.email().default('admin@sayyara.sy'),
    ADMIN_PASSWORD: z.string().min(8).default(DEFAULT_ADMIN_PASSWORD),
    SEED_DEMO: bool.default(true),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    PUBLIC_URL: z.url().optional(),
    /**
     * Which peers' X-Forwarded-For is believed (Express's "trust proxy": names such as `loopback`,
     * `uniquelocal`, or addresses and subnets, comma-separated). Rate limits and view counts key on
     * the address it yields, so behind a proxy on another host it must name that proxy.
     */
    TRUST_PROXY: z.string().min(1).default('loopback'),
    CLIENT_DIST: z.string().default('dist/client'),
    /**
     * Home, the listings and a car page are sent rendered with their data when this many
     * milliseconds suffice (0: never); otherwise the browser renders them (README: First visit).
     */
    SERVER_RENDER_BUDGET_MS: z.coerce.number().int().min(0).max(60_000).default(1500),
    /** The Ed25519 key (PKCS#8 PEM) that signs the event log's digests; made by a migration when unset. */
    AUDIT_SIGNING_KEY: z.string().optional(),
    SMTP_URL: z.string().optional(),
    MAIL_FROM: z.string().default('Sayyara <no-reply@sayyara.sy>'),
    LOGIN_RATE_LIMIT: z.coerce.number().int().min(1).default(10),
    /** Failed logins on one account from all addresses in an hour before unfamiliar addresses are slowed down. */
    LOGIN_ACCOUNT_LIMIT: z.coerce.number().int().min(1).default(100),
    /** Expensive routes, per address and per signed-in account (README: Rate limits). */
    RATE_LIMIT_REGISTER: rate.prefault('10/1h'),
    RATE_LIMIT_SEARCH: rate.prefault('60/1m'),
    /** Search suggestions, one per pause in typing: a buyer typing a few searches a minute stays well within it. */
    RATE_LIMIT_SUGGEST: rate.prefault('300/1m'),
    RATE_LIMIT_RECOMMEND: rate.prefault('10/1m'),
    RATE_LIMIT_UPLOAD: rate.prefault('60/1h'),
    /** One photo each (resumable uploads): a dealer posting thirty ten-photo listings an hour stays within it. */
    RATE_LIMIT_PHOTO: rate.prefault('300/1h'),
    RATE_LIMIT_PASSWORD: rate.prefault('10/15m'),
    /**
     * Sellers' phones shown (POST /api/cars/{id}/contact), per address: a buyer asks for a handful
     * an hour, so 100 lets some twenty buyers behind one carrier-grade NAT address ask in the same
     * hour, while a scraper gets at most 100 numbers an hour from an address.
     */
    RATE_LIMIT_REVEAL: rate.prefault('100/1h'),
    /** The launcher's restarts: a child crashing more than RESTART_LIMIT times in the window stops everything. */
    RESTART_LIMIT: z.coerce.number().int().min(0).default(5),
    RESTART_WINDOW_SECONDS: seconds(600),
    RESTART_BACKOFF_MS: z.coerce.number().int().min(1).default(1000),
    /** Work the log asked for (photo processing) still unfinished after this long is queued again. */
    JOBS_STUCK_AFTER_SECONDS: seconds(600),
    JOBS_RECONCILE_EVERY_SECONDS: seconds(300),
    /** How often each server re-checks the sessions of its open sockets (revoked or expired: disconnected). */
    SOCKET_SESSION_CHECK_SECONDS: seconds(60),
    MAX_UPLOAD_MB: z.coerce.number().int().min(1).default(120),
    /** Where photos uploaded one by one (tus) wait for their car; shared by every server process and the worker. */
    UPLOAD_DRAFT_DIR: z.string().default('data/uploads'),
    /** A draft photo no car claimed within this many hours is deleted by the worker. */
    UPLOAD_DRAFT_HOURS: z.coerce.number().int().min(1).default(24),
    /** Lists count their matches up to this many; beyond it `total` is this and `total_is_estimate` true. */
    LIST_COUNT_CAP: z.coerce.number().int().min(1).default(10_000),
    /**
     * Searches count their matches up to this many (at most LIST_COUNT_CAP): a common word's
     * matches lie one to a page across the table, and each counted match reads its page.
     */
    LIST_SEARCH_COUNT_CAP: z.coerce.number().int().min(1).default(1_000),
    /**
     * Public lists narrowed by a filter no facet counter counts (a year range, mileage, gearbox,
     * body, price, seller type, a store's stock) count their matches up to this many (at most
     * LIST_COUNT_CAP): counting walks listings until it has found the cap, a listing page read
     * for each, so a filter that matches one listing in fifteen reads fifteen times the cap.
     */
    LIST_FILTER_COUNT_CAP: z.coerce.number().int().min(1).default(1_000),
  })
  .superRefine((env, ctx) => {
    if (env.NODE_ENV === 'production' && env.ADMIN_PASSWORD === DEFAULT_ADMIN_PASSWORD) {
      ctx.addIssue({
        code: 'custom',
        path: ['ADMIN_PASSWORD'],
        message: 'must be changed from the default in production',
      });
    }
  });

export type AppConfig = Omit<z.infer<typeof schema>, 'DATABASE_URL' | 'REDIS_URL'> & {
  DATABASE_URL: string;
  REDIS_URL: string;
  publicUrl: string;
};

export class ConfigError extends Error {}

/** Parses the environment once, reporting every bad variable together rather than the first. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const result = schema.safeParse(env);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  - ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const config = result.data;
  return {
    ...config,
    // The local defaults: where `npm start` finds the machine's services or runs its own.
    DATABASE_URL: config.DATABASE_URL ?? `postgres://postgres@127.0.0.1:${config.DATABASE_EMBEDDED_PORT}/sayyara`,
    REDIS_URL: config.REDIS_URL ?? `redis://127.0.0.1:${config.REDIS_EMBEDDED_PORT}`,
    publicUrl: config.PUBLIC_URL ?? `http://localhost:${config.PORT}`,
  };
}

/** The server and the worker store objects: they need an endpoint (npm start provides one). */
export function requireStorage(config: AppConfig): AppConfig {
  if (!config.S3_ENDPOINT) {
    throw new ConfigError('Invalid configuration:\n  - S3_ENDPOINT: required (npm start embeds a local S3 server)');
  }
  return config;
}
