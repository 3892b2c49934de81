import { z } from 'zod';

/** The default admin password is for local use only; production refuses to start with it. */
export const DEFAULT_ADMIN_PASSWORD = 'admin12345';

const bool = z.enum(['true', 'false', '1', '0', 'yes', 'no']).transform((v) => v === 'true' || v === '1' || v === 'yes');

const schema = z
  .object({
    NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().default('0.0.0.0'),
    DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).default('postgres://postgres@127.0.0.1:5432/sayyara'),
    REDIS_URL: z.url({ protocol: /^rediss?$/ }).default('redis://127.0.0.1:6379'),
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
    CLIENT_DIST: z.string().default('dist/client'),
    SMTP_URL: z.string().optional(),
    MAIL_FROM: z.string().default('Sayyara <no-reply@sayyara.sy>'),
    LOGIN_RATE_LIMIT: z.coerce.number().int().min(1).default(10),
    MAX_UPLOAD_MB: z.coerce.number().int().min(1).default(120),
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

export type AppConfig = z.infer<typeof schema> & { publicUrl: string };

export class ConfigError extends Error {}

/** Parses the environment once, reporting every bad variable together rather than the first. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const result = schema.safeParse(env);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  - ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const config = result.data;
  return { ...config, publicUrl: config.PUBLIC_URL ?? `http://localhost:${config.PORT}` };
}

/** The server and the worker store objects: they need an endpoint (npm start provides one). */
export function requireStorage(config: AppConfig): AppConfig {
  if (!config.S3_ENDPOINT) {
    throw new ConfigError('Invalid configuration:\n  - S3_ENDPOINT: required (npm start embeds a local S3 server)');
  }
  return config;
}
