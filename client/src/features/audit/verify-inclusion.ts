import type { AuditEvent, AuditKey, InclusionProof, LogDigest } from './audit-types';

/**
 * Checks in the browser, with Web Crypto only, that an event shown on the page is in the log the
 * server signed: (1) the proof's canonical text is this event, (2) hashing it with the hash before
 * gives its hash in the chain, (3) its RFC 9162 audit path leads to the digest's Merkle root,
 * (4) the digest carries a valid Ed25519 signature of the published key. The same steps as
 * server/src/event-store/chain/CHAIN.md; nothing here trusts the server's word for a result.
 */
export type InclusionCheck =
  | { ok: true; index: number; size: number; root: string; keyId: string; ms: number; proofBytes: number }
  | { ok: false; step: 'content' | 'hash' | 'path' | 'signature'; ms: number };

type Unmeasured = InclusionCheck extends infer C ? (C extends unknown ? Omit<C, 'ms'> : never) : never;

const enc = new TextEncoder();
const hex = (bytes: ArrayBuffer | Uint8Array) =>
  Array.from(new Uint8Array(bytes), (b) => b.toString(16).padStart(2, '0')).join('');
const fromHex = (text: string) => Uint8Array.from(text.match(/../g) ?? [], (h) => parseInt(h, 16));
const fromBase64 = (text: string) => Uint8Array.from(atob(text), (c) => c.charCodeAt(0));

async function sha256(...parts: Uint8Array[]): Promise<Uint8Array> {
  const all = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    all.set(p, at);
    at += p.length;
  }
  return new Uint8Array(await crypto.subtle.digest('SHA-256', all));
}

/** RFC 9162 §2.1.3.2. */
async function rootFromPath(eventHash: Uint8Array, index: number, size: number, path: Uint8Array[]) {
  if (index >= size) return null;
  let fn = index;
  let sn = size - 1;
  let r = await sha256(new Uint8Array([0]), eventHash);
  for (const p of path) {
    if (sn === 0) return null;
    if (fn % 2 === 1 || fn === sn) {
      r = await sha256(new Uint8Array([1]), p, r);
      while (fn % 2 === 0 && fn !== 0) {
        fn = Math.floor(fn / 2);
        sn = Math.floor(sn / 2);
      }
    } else {
      r = await sha256(new Uint8Array([1]), r, p);
    }
    fn = Math.floor(fn / 2);
    sn = Math.floor(sn / 2);
  }
  return sn === 0 ? hex(r) : null;
}

/** The text the digest's signature covers: its fields but the signature, keys sorted, no spaces (all ASCII). */
export const signedText = ({ signature: _signature, ...fields }: LogDigest): string =>
  JSON.stringify(Object.fromEntries(Object.entries(fields).sort(([a], [b]) => (a < b ? -1 : 1))));

export async function verifyInclusion(event: AuditEvent, proof: InclusionProof, key: AuditKey): Promise<InclusionCheck> {
  const started = performance.now();
  const done = (check: Unmeasured): InclusionCheck => ({ ...check, ms: performance.now() - started });
  const content = JSON.parse(proof.canonical) as Record<string, unknown>;
  const same =
    content.position === event.position &&
    content.streamType === event.stream_type &&
    content.streamId === event.stream_id &&
    content.streamVersion === event.stream_version &&
    content.type === event.type &&
    proof.position === event.position;
  if (!same) return done({ ok: false, step: 'content' });
  const hash = await sha256(fromHex(proof.previous_hash), enc.encode(proof.canonical));
  if (hex(hash) !== proof.hash) return done({ ok: false, step: 'hash' });
  const root = await rootFromPath(hash, proof.index, proof.digest.size, proof.path.map(fromHex));
  if (root !== proof.digest.root) return done({ ok: false, step: 'path' });
  const publicKey = await crypto.subtle.importKey('raw', fromBase64(key.public_key), { name: 'Ed25519' }, false, ['verify']);
  const keyId = hex(await crypto.subtle.digest('SHA-256', fromBase64(key.public_key)));
  const signed =
    keyId === proof.digest.key_id &&
    (await crypto.subtle.verify('Ed25519', publicKey, fromBase64(proof.digest.signature), enc.encode(signedText(proof.digest))));
  if (!signed) return done({ ok: false, step: 'signature' });
  const proofBytes = proof.path.length * 32 + 32 + enc.encode(proof.canonical).length;
  return done({ ok: true, index: proof.index, size: proof.digest.size, root, keyId, proofBytes });
}
