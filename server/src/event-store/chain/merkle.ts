import { createHash, hash } from 'node:crypto';

/**
 * The Merkle tree of RFC 9162 (Certificate Transparency 2.0, §2.1) over the chain's event hashes,
 * leaf i being event i of the chain: leaf = SHA-256(0x00 ‖ event hash), node = SHA-256(0x01 ‖ left ‖ right),
 * a tree of n leaves split at the largest power of two below n.
 */
// One scratch buffer for the hashed bytes, one-shot hash(): the verifier hashes two nodes per
// event, and a Hash object each was most of its garbage.
const scratch = Buffer.alloc(65);
const leafInput = scratch.subarray(0, 33);
const nodeInput = scratch.subarray(0, 65);

export const leafHash = (eventHash: Buffer): Buffer => {
  scratch[0] = 0;
  eventHash.copy(scratch, 1);
  return hash('sha256', leafInput, 'buffer');
};
export const nodeHash = (left: Buffer, right: Buffer): Buffer => {
  scratch[0] = 1;
  left.copy(scratch, 1);
  right.copy(scratch, 33);
  return hash('sha256', nodeInput, 'buffer');
};
export const EMPTY_ROOT = createHash('sha256').digest();

/**
 * The tree grown one leaf at a time, keeping only the roots of its perfect subtrees (at most
 * log2 n of them): the root of the first n leaves at any moment, in O(1) memory per level.
 */
export class CompactRange {
  /** Roots of the perfect subtrees, largest (leftmost) first, and their sizes. */
  private readonly hashes: Buffer[] = [];
  private readonly sizes: number[] = [];
  size = 0;

  append(eventHash: Buffer): void {
    let hash = leafHash(eventHash);
    let size = 1;
    while (this.sizes.length && this.sizes[this.sizes.length - 1] === size) {
      hash = nodeHash(this.hashes.pop()!, hash);
      size += this.sizes.pop()!;
    }
    this.hashes.push(hash);
    this.sizes.push(size);
    this.size++;
  }

  root(): Buffer {
    if (!this.hashes.length) return EMPTY_ROOT;
    let root = this.hashes[this.hashes.length - 1];
    for (let i = this.hashes.length - 2; i >= 0; i--) root = nodeHash(this.hashes[i], root);
    return root;
  }

  clone(): CompactRange {
    const copy = new CompactRange();
    copy.hashes.push(...this.hashes);
    copy.sizes.push(...this.sizes);
    copy.size = this.size;
    return copy;
  }
}

/** The root of leaves [from, to) of `leaves` (already leaf-hashed), as RFC 9162's MTH. */
function subtreeRoot(leaves: Buffer[], from: number, to: number): Buffer {
  if (to - from === 1) return leaves[from];
  const k = largestPowerOfTwoBelow(to - from);
  return nodeHash(subtreeRoot(leaves, from, from + k), subtreeRoot(leaves, from + k, to));
}

const largestPowerOfTwoBelow = (n: number): number => 2 ** Math.floor(Math.log2(n - 1));

/**
 * The audit path of leaf `index` in the tree of all `eventHashes` (RFC 9162 §2.1.3.1), bottom up:
 * what a verifier hashes the leaf with, in order, to reach the root.
 */
export function inclusionProof(eventHashes: Buffer[], index: number): Buffer[] {
  const leaves = eventHashes.map(leafHash);
  const path: Buffer[] = [];
  const walk = (m: number, from: number, to: number): void => {
    if (to - from <= 1) return;
    const k = largestPowerOfTwoBelow(to - from);
    if (m < k) {
      walk(m, from, from + k);
      path.push(subtreeRoot(leaves, from + k, to));
    } else {
      walk(m - k, from + k, to);
      path.push(subtreeRoot(leaves, from, from + k));
    }
  };
  walk(index, 0, leaves.length);
  return path;
}

/** RFC 9162 §2.1.3.2: the root a leaf and its audit path lead to, or null when the path does not fit. */
export function rootFromInclusionProof(eventHash: Buffer, index: number, size: number, path: Buffer[]): Buffer | null {
  if (index >= size) return null;
  let fn = index;
  let sn = size - 1;
  let r = leafHash(eventHash);
  for (const p of path) {
    if (sn === 0) return null;
    if (fn % 2 === 1 || fn === sn) {
      r = nodeHash(p, r);
      if (fn % 2 === 0) {
        while (fn % 2 === 0 && fn !== 0) {
          fn = Math.floor(fn / 2);
          sn = Math.floor(sn / 2);
        }
      }
    } else {
      r = nodeHash(r, p);
    }
    fn = Math.floor(fn / 2);
    sn = Math.floor(sn / 2);
  }
  return sn === 0 ? r : null;
}
