import { DEFAULT_ADMIN_PASSWORD, loadConfig } from './config';

describe('configuration', () => {
  it('has working defaults for local use', () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.ADMIN_EMAIL).toBe('admin@sayyara.sy');
    expect(config.ADMIN_PASSWORD).toBe(DEFAULT_ADMIN_PASSWORD);
    expect(config.publicUrl).toBe('http://localhost:3000');
  });

  it('defaults to PostgreSQL and Redis on loopback at the embedded ports; configured URLs win', () => {
    expect(loadConfig({}).DATABASE_URL).toBe('postgres://postgres@127.0.0.1:5432/sayyara');
    expect(loadConfig({}).REDIS_URL).toBe('redis://127.0.0.1:6379');
    const moved = loadConfig({ DATABASE_EMBEDDED_PORT: '6543', REDIS_EMBEDDED_PORT: '6380' });
    expect(moved.DATABASE_URL).toBe('postgres://postgres@127.0.0.1:6543/sayyara');
    expect(moved.REDIS_URL).toBe('redis://127.0.0.1:6380');
    const configured = loadConfig({
      DATABASE_URL: 'postgres://app@db.internal:5432/market',
      REDIS_URL: 'redis://cache.internal:6379',
      DATABASE_EMBEDDED_PORT: '6543',
      REDIS_EMBEDDED_PORT: '6380',
    });
    expect(configured.DATABASE_URL).toBe('postgres://app@db.internal:5432/market');
    expect(configured.REDIS_URL).toBe('redis://cache.internal:6379');
    expect(loadConfig({}).DATABASE_EMBEDDED_DIR).toBe('data/postgres');
  });

  it('reports every bad variable at once', () => {
    expect(() => loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', REDIS_URL: 'nope', ADMIN_EMAIL: 'admin' })).toThrow(
      /PORT[\s\S]*DATABASE_URL[\s\S]*REDIS_URL[\s\S]*ADMIN_EMAIL/,
    );
  });

  it('refuses to start in production on the default admin password', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/ADMIN_PASSWORD/);
    expect(loadConfig({ NODE_ENV: 'production', ADMIN_PASSWORD: 'a-real-secret-9' }).NODE_ENV).toBe('production');
  });

  it('reads rate limits as requests per window and reports bad ones with the rest', () => {
    const config = loadConfig({ RATE_LIMIT_SEARCH: '120/1m', RATE_LIMIT_REGISTER: '5/2h' });
    expect(config.RATE_LIMIT_SEARCH).toEqual({ points: 120, duration: 60 });
    expect(config.RATE_LIMIT_REGISTER).toEqual({ points: 5, duration: 7200 });
    expect(loadConfig({}).RATE_LIMIT_UPLOAD).toEqual({ points: 60, duration: 3600 });
    // README, Rate limits: one address gets at most 100 sellers' phones an hour.
    expect(loadConfig({}).RATE_LIMIT_REVEAL).toEqual({ points: 100, duration: 3600 });
    expect(() => loadConfig({ RATE_LIMIT_SEARCH: 'lots', RATE_LIMIT_UPLOAD: '0/1m', PORT: 'x' })).toThrow(
      /PORT[\s\S]*RATE_LIMIT_SEARCH[\s\S]*RATE_LIMIT_UPLOAD/,
    );
  });
});
