import { Inject, Injectable } from '@nestjs/common';
import { createHash, createPrivateKey, createPublicKey, KeyObject, sign } from 'node:crypto';
import { DataSource } from 'typeorm';
import { AppConfig } from '../../config/config';
import { APP_CONFIG } from '../../config/config.module';

export interface PublicKeyView {
  algorithm: 'Ed25519';
  /** The raw 32-byte key, base64 (what Web Crypto imports as 'raw'). */
  public_key: string;
  /** The same key as SPKI PEM (what openssl and node:crypto read). */
  pem: string;
  /** SHA-256 of the raw key, hex: names the key inside each digest. */
  key_id: string;
}

/**
 * The server's Ed25519 key for the log's digests: AUDIT_SIGNING_KEY when configured, otherwise
 * the one the migration made in public.signing_keys (shared by the server and the worker).
 */
@Injectable()
export class DigestSigner {
  private key: Promise<{ privateKey: KeyObject; view: PublicKeyView }> | null = null;

  constructor(
    private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async sign(message: string): Promise<string> {
    const { privateKey } = await this.load();
    return sign(null, Buffer.from(message, 'utf8'), privateKey).toString('base64');
  }

  async publicKey(): Promise<PublicKeyView> {
    return (await this.load()).view;
  }

  private load() {
    this.key ??= (async () => {
      const pem =
        this.config.AUDIT_SIGNING_KEY ??
        (
          await this.dataSource.query<Array<{ secret: string }>>(
            `SELECT secret FROM public.signing_keys WHERE name = 'audit-digest'`,
          )
        )[0].secret;
      const privateKey = createPrivateKey(pem);
      if (privateKey.asymmetricKeyType !== 'ed25519') throw new Error('AUDIT_SIGNING_KEY must be an Ed25519 private key');
      const publicKey = createPublicKey(privateKey);
      // The SPKI DER of an Ed25519 key ends with the raw 32 bytes.
      const raw = publicKey.export({ type: 'spki', format: 'der' }).subarray(-32);
      const view: PublicKeyView = {
        algorithm: 'Ed25519',
        public_key: raw.toString('base64'),
        pem: publicKey.export({ type: 'spki', format: 'pem' }),
        key_id: createHash('sha256').update(raw).digest('hex'),
      };
      return { privateKey, view };
    })();
    this.key.catch(() => (this.key = null));
    return this.key;
  }
}
