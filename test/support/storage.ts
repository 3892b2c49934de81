import { Client } from 'minio';
import { randomBytes } from 'node:crypto';

/**
 * Direct access to a bucket of the run's S3 server, to check what the server stored or removed
 * without asking the server itself.
 * Pass `{ S3_BUCKET: bucket.name }` in the app's env to look into the app's bucket.
 */
export class TestBucket {
  private readonly client: Client;

  constructor(readonly name: string = `sayyara-${randomBytes(4).toString('hex')}`) {
    const url = new URL(process.env.TEST_S3_ENDPOINT ?? '');
    this.client = new Client({
      endPoint: url.hostname,
      port: Number(url.port),
      useSSL: false,
      accessKey: 'S3RVER',
      secretKey: 'S3RVER',
      region: 'us-east-1',
      pathStyle: true,
    });
  }

  /** Every key under `prefix`, sorted. */
  async keys(prefix: string): Promise<string[]> {
    const keys: string[] = [];
    for await (const item of this.client.listObjectsV2(this.name, prefix, true)) {
      const name = (item as { name?: string }).name;
      if (name) keys.push(name);
    }
    return keys.sort();
  }

  async has(key: string): Promise<boolean> {
    return (await this.keys(key)).includes(key);
  }

  async put(key: string, body: Buffer, contentType: string): Promise<void> {
    await this.client.putObject(this.name, key, body, body.length, { 'Content-Type': contentType });
  }
}
