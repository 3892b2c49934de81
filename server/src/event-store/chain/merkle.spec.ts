import { createHash } from 'node:crypto';
import { CompactRange, EMPTY_ROOT, inclusionProof, leafHash, nodeHash, rootFromInclusionProof } from './merkle';

const sha = (text: string) => createHash('sha256').update(text).digest();

/** RFC 9162 §2.1.1's MTH, written out from its definition. */
function mth(hashes: Buffer[]): Buffer {
  if (hashes.length === 0) return EMPTY_ROOT;
  if (hashes.length === 1) return leafHash(hashes[0]);
  let k = 1;
  while (k * 2 < hashes.length) k *= 2;
  return nodeHash(mth(hashes.slice(0, k)), mth(hashes.slice(k)));
}

describe('the Merkle tree over the chain', () => {
  it('grows to the RFC 9162 root at every size, and proves every leaf of every size', () => {
    const hashes = Array.from({ length: 70 }, (_, i) => sha(`event ${i}`));
    const range = new CompactRange();
    expect(range.root().equals(EMPTY_ROOT)).toBe(true);
    for (let n = 1; n <= hashes.length; n++) {
      range.append(hashes[n - 1]);
      const root = mth(hashes.slice(0, n));
      expect(range.root().toString('hex')).toBe(root.toString('hex'));
      for (let i = 0; i < n; i++) {
        const path = inclusionProof(hashes.slice(0, n), i);
        expect(path.length).toBeLessThanOrEqual(Math.ceil(Math.log2(n)));
        expect(rootFromInclusionProof(hashes[i], i, n, path)?.toString('hex')).toBe(root.toString('hex'));
        // Another leaf, another index, or a shorter path does not reach the root.
        expect(rootFromInclusionProof(sha('forged'), i, n, path)?.equals(root) ?? false).toBe(false);
        if (n > 1) expect(rootFromInclusionProof(hashes[i], (i + 1) % n, n, path)?.equals(root) ?? false).toBe(false);
        if (path.length) expect(rootFromInclusionProof(hashes[i], i, n, path.slice(1))?.equals(root) ?? false).toBe(false);
      }
    }
  });
});
