import { hash } from 'node:crypto';

/**
 * The weak ETag Express gives a response body, `W/"<length in hex>-<SHA-1, base64, 27 characters>"`,
 * to the byte: hashed in one call rather than through a Hash object and a stream of updates,
 * which cost more than the hashing itself on the read path's small JSON answers.
 */
export function weakEtag(body: string | Buffer, encoding?: BufferEncoding): string {
  const bytes = typeof body === 'string' && encoding !== undefined && encoding !== 'utf8' ? Buffer.from(body, encoding) : body;
  const length = typeof bytes === 'string' ? Buffer.byteLength(bytes) : bytes.length;
  return `W/"${length.toString(16)}-${hash('sha1', bytes, 'base64').slice(0, 27)}"`;
}
