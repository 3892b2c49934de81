import { Inject, Injectable, Logger, OnModuleInit } from '@nestjs/common';
import { Client } from 'minio';
import { createReadStream } from 'node:fs';
import { Readable } from 'node:stream';
import { AppConfig } from '../config/config';
import { APP_CONFIG } from '../config/config.module';

export interface StoredObject {
  stream: Readable;
  size: number;
  contentType: string;
}

/**
 * Object storage over S3 (MinIO in production, an embedded s3rver locally). Sizes are always
 * passed so uploads are single PUTs; objects are at most a few megabytes.
 */
@Injectable()
export class StorageService implements OnModuleInit {
  private readonly logger = new Logger(StorageService.name);
  private readonly s3: Client | null;
  readonly bucket: string;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.bucket = config.S3_BUCKET;
    // Tools that never touch objects (the replay) run without storage; the server and worker check at start.
    if (!config.S3_ENDPOINT) {
      this.s3 = null;
      return;
    }
    const url = new URL(config.S3_ENDPOINT);
    const useSSL = url.protocol === 'https:';
    this.s3 = new Client({
      endPoint: url.hostname,
      port: Number(url.port || (useSSL ? 443 : 80)),
      useSSL,
      accessKey: config.S3_ACCESS_KEY,
      secretKey: config.S3_SECRET_KEY,
      region: config.S3_REGION,
      pathStyle: true,
    });
  }

  get configured(): boolean {
    return this.s3 !== null;
  }

  private get client(): Client {
    if (!this.s3) throw new Error('S3_ENDPOINT is not set (npm start embeds a local S3 server)');
    return this.s3;
  }

  async onModuleInit(): Promise<void> {
    if (!this.s3) return;
    try {
      if (!(await this.client.bucketExists(this.bucket))) await this.client.makeBucket(this.bucket);
    } catch (error) {
      // Another process may create it at the same moment; anything else shows on /health.
      this.logger.warn(`bucket check failed: ${(error as Error).message}`);
    }
  }

  async putFile(key: string, path: string, size: number, contentType: string): Promise<void> {
    await this.client.putObject(this.bucket, key, createReadStream(path), size, { 'Content-Type': contentType });
  }

  async putBuffer(key: string, body: Buffer, contentType: string): Promise<void> {
    await this.client.putObject(this.bucket, key, body, body.length, { 'Content-Type': contentType });
  }

  async get(key: string): Promise<StoredObject | null> {
    try {
      const stat = await this.client.statObject(this.bucket, key);
      const stream = await this.client.getObject(this.bucket, key);
      const contentType = (stat.metaData['content-type'] as string | undefined) ?? 'application/octet-stream';
      return { stream, size: stat.size, contentType };
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async getBuffer(key: string): Promise<Buffer | null> {
    const object = await this.get(key);
    if (!object) return null;
    const chunks: Buffer[] = [];
    for await (const chunk of object.stream) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  }

  async exists(key: string): Promise<boolean> {
    try {
      await this.client.statObject(this.bucket, key);
      return true;
    } catch (error) {
      if (isMissing(error)) return false;
      throw error;
    }
  }

  /**
   * One DELETE per key, one at a time: portable to every S3 server (s3rver fails multi-deletes and
   * parallel deletes in one folder), and a car has a few dozen objects at most.
   */
  async remove(keys: string[]): Promise<void> {
    for (const key of keys) await this.client.removeObject(this.bucket, key);
  }

  async removePrefix(prefix: string): Promise<void> {
    const keys: string[] = [];
    for await (const item of this.client.listObjectsV2(this.bucket, prefix, true)) {
      if ((item as { name?: string }).name) keys.push((item as { name: string }).name);
    }
    await this.remove(keys);
  }

  async ping(): Promise<void> {
    await this.client.bucketExists(this.bucket);
  }
}

function isMissing(error: unknown): boolean {
  const code = (error as { code?: string }).code;
  return code === 'NotFound' || code === 'NoSuchKey';
}
