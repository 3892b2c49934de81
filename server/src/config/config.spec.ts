import { DEFAULT_ADMIN_PASSWORD, loadConfig } from './config';

describe('configuration', () => {
  it('has working defaults for local use', () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.ADMIN_EMAIL).toBe('admin@sayyara.sy');
    expect(config.ADMIN_PASSWORD).toBe(DEFAULT_ADMIN_PASSWORD);
    expect(config.publicUrl).toBe('http://localhost:3000');
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
    expect(() => loadConfig({ RATE_LIMIT_SEARCH: 'lots', RATE_LIMIT_UPLOAD: '0/1m', PORT: 'x' })).toThrow(
      /PORT[\s\S]*RATE_LIMIT_SEARCH[\s\S]*RATE_LIMIT_UPLOAD/,
    );
  });
});
