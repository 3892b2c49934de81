import { mkdirSync } from 'node:fs';
import S3rver from 's3rver';

export interface EmbeddedS3 {
  endpoint: string;
  close(): Promise<void>;
}

/**
 * A local S3-protocol server for development and tests, used when no S3_ENDPOINT is configured.
 * It keeps objects in a folder; it does not check signatures and has no multipart upload.
 */
export async function startEmbeddedS3(directory: string, port: number, bucket: string): Promise<EmbeddedS3> {
  mkdirSync(directory, { recursive: true });
  const server = new S3rver({
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
