import { mkdirSync } from 'node:fs';
import type S3rver from 's3rver';

export interface EmbeddedS3 {
  endpoint: string;
  close(): Promise<void>;
}

/**
 * A local S3-protocol server for development and tests, used when no S3_ENDPOINT is configured.
 * It keeps objects in a folder; it does not check signatures and has no multipart upload.
 * s3rver is a development dependency (it pulls parsers with known vulnerabilities that production
 * must not carry), so it is loaded here, only when it is used.
 */
export async function startEmbeddedS3(directory: string, port: number, bucket: string): Promise<EmbeddedS3> {
  const Server = await loadS3rver();
  mkdirSync(directory, { recursive: true });
  const server = new Server({
    address: '127.0.0.1',
    port,
    directory,
    silent: true,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const address = await server.run();
  return {
    endpoint: `http://127.0.0.1:${address.port}`,
    close: () => server.close(),
  };
}

async function loadS3rver(): Promise<typeof S3rver> {
  try {
    return (await import('s3rver')).default;
  } catch {
    throw new Error(
      'No S3_ENDPOINT is set, and the embedded S3 server (s3rver, a development dependency) is not installed ' +
        '(an install with --omit=dev, as in production). Set S3_ENDPOINT and S3_ACCESS_KEY, S3_SECRET_KEY to an S3 server, ' +
        'or install the development dependencies (npm ci).',
    );
  }
}
