import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { load } from 'js-yaml';

type Service = {
  image?: string;
  build?: unknown;
  environment?: Record<string, string>;
  healthcheck?: { test?: string[] };
  depends_on?: Record<string, { condition: string }>;
  volumes?: string[];
};

/**
 * docker-compose.yml as far as it can be checked without a Docker engine: every image pinned to a
 * version (a moving tag, or one withdrawn from its registry, stops `docker compose up` before
 * anything runs), a health check on every long-running service, and the app's settings pointing
 * at the services and credentials that exist.
 */
describe('docker-compose.yml', () => {
  const root = join(__dirname, '..', '..');
  const compose = withMerges(load(readFileSync(join(root, 'docker-compose.yml'), 'utf8'))) as {
    services: Record<string, Service>;
    volumes: Record<string, unknown>;
  };
  const services = Object.entries(compose.services);
  // A release (postgres numbers them major.minor, the others major.minor.patch), never a major alone or latest.
  const pinned = /^[\w./-]+:v?\d+\.\d+(\.\d+)?(-[\w.]+)?$/;

  it.each(services.filter(([, service]) => service.image && !service.build))('pins %s to a release', (_name, service) => {
    expect(service.image).toMatch(pinned);
    expect(service.image).not.toMatch(/minio\/minio/);
  });

  it('builds the app image on a pinned Node of the line the project runs on', () => {
    const dockerfile = readFileSync(join(root, 'Dockerfile'), 'utf8');
    const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { devDependencies: Record<string, string> };
    const bases = [...dockerfile.matchAll(/^FROM (\S+)/gm)].map((match) => match[1]);
    expect(bases.length).toBeGreaterThan(0);
    for (const base of bases) expect(base).toBe(`node:${manifest.devDependencies.node}-bookworm-slim`);
  });

  it.each(services)('gives %s a health check', (_name, service) => {
    expect(service.healthcheck?.test?.length).toBeGreaterThan(0);
  });

  it('waits for healthy dependencies, which exist', () => {
    for (const [name, service] of services) {
      for (const [dependency, { condition }] of Object.entries(service.depends_on ?? {})) {
        expect({ name, dependency, exists: dependency in compose.services, condition }).toEqual({
          name,
          dependency,
          exists: true,
          condition: 'service_healthy',
        });
      }
    }
  });

  it("points the app at the stack's PostgreSQL, Redis and S3 server, with their credentials", () => {
    for (const name of ['server', 'worker']) {
      const env = compose.services[name].environment!;
      const database = new URL(env.DATABASE_URL);
      const postgres = compose.services[database.hostname].environment!;
      expect([database.username, database.password, database.pathname.slice(1)]).toEqual([
        postgres.POSTGRES_USER,
        postgres.POSTGRES_PASSWORD,
        postgres.POSTGRES_DB,
      ]);
      expect(compose.services[new URL(env.REDIS_URL).hostname].image).toMatch(/^redis:/);
      const s3Url = new URL(env.S3_ENDPOINT);
      const s3 = compose.services[s3Url.hostname].environment!;
      expect(s3Url.port).toBe(s3.VGW_PORT.replace(':', ''));
      expect([env.S3_ACCESS_KEY, env.S3_SECRET_KEY]).toEqual([s3.ROOT_ACCESS_KEY, s3.ROOT_SECRET_KEY]);
      expect(env.ADMIN_PASSWORD).toBeDefined();
    }
  });

  it('declares every named volume it mounts', () => {
    for (const [, service] of services) {
      for (const volume of service.volumes ?? []) {
        const source = volume.split(':')[0];
        if (!source.startsWith('.') && !source.startsWith('/')) expect(Object.keys(compose.volumes)).toContain(source);
      }
    }
  });

  it("runs health checks that exist in the image: the worker's is built", () => {
    const worker = compose.services.worker.healthcheck!.test!;
    const script = worker.find((part) => part.startsWith('dist/'))!;
    expect(script).toBe('dist/server/src/health/worker-health.cli.js');
    expect(readFileSync(join(root, script.replace(/^dist\//, '').replace(/\.js$/, '.ts')), 'utf8')).toContain('process.exit(0)');
  });
});

/** Applies YAML merge keys (`<<: *app`), as Compose does; js-yaml 5 leaves them as they are. */
function withMerges(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withMerges);
  if (value === null || typeof value !== 'object') return value;
  const { '<<': merged, ...own } = value as Record<string, unknown>;
  const bases = (Array.isArray(merged) ? merged : merged ? [merged] : []).map(withMerges) as Array<Record<string, unknown>>;
  const result: Record<string, unknown> = Object.assign({}, ...bases);
  for (const [key, child] of Object.entries(own)) result[key] = withMerges(child);
  return result;
}
