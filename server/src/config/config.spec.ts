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
});
