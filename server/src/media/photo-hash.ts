import sharp from 'sharp';

/**
 * A perceptual hash of a photo (pHash): what the photo looks like in 64 bits, so that a copy
 * re-encoded, resized, recompressed or slightly cropped keeps (almost) the same bits while a
 * different photo gets unrelated ones. The photo is turned upright, made grey and shrunk to
 * 32×32 by sharp; the lowest 8×8 frequencies of its discrete cosine transform, each compared
 * with their median, are the bits. Two hashes are compared by their Hamming distance.
 */
const SIDE = 32;
const LOW = 8;

/** cos((2x+1)uπ / 2N) for every frequency u and pixel x, computed once. */
const COSINES: number[][] = Array.from({ length: LOW }, (_, u) =>
  Array.from({ length: SIDE }, (_, x) => Math.cos(((2 * x + 1) * u * Math.PI) / (2 * SIDE))),
);

/** The hash as 16 hex digits (unsigned), as events record it. */
export async function photoHash(image: Buffer): Promise<string> {
  const pixels = await sharp(image, { failOn: 'error' })
    .rotate()
    .greyscale()
    .resize(SIDE, SIDE, { fit: 'fill', kernel: 'lanczos3' })
    .raw()
    .toBuffer();
  return hashOfPixels(pixels);
}

/** The pHash of 32×32 grey pixels (one byte each, row by row). */
export function hashOfPixels(pixels: Uint8Array): string {
  // Separable 2D DCT-II, low frequencies only: rows first, then columns.
  const rows: number[][] = Array.from({ length: SIDE }, (_, y) =>
    COSINES.map((cos) => {
      let sum = 0;
      for (let x = 0; x < SIDE; x++) sum += pixels[y * SIDE + x] * cos[x];
      return sum;
    }),
  );
  const coefficients: number[] = [];
  for (let v = 0; v < LOW; v++) {
    for (let u = 0; u < LOW; u++) {
      let sum = 0;
      for (let y = 0; y < SIDE; y++) sum += rows[y][u] * COSINES[v][y];
      coefficients.push(sum);
    }
  }
  // The DC term (overall brightness) says nothing about the picture's shapes: leave it out of the median.
  const sorted = coefficients.slice(1).sort((a, b) => a - b);
  const median = (sorted[31] + sorted[32]) / 2;
  let bits = 0n;
  for (const c of coefficients) bits = (bits << 1n) | (c > median ? 1n : 0n);
  return bits.toString(16).padStart(16, '0');
}

/** How many of the 64 bits differ. */
export function hammingDistance(a: string, b: string): number {
  let x = BigInt(`0x${a}`) ^ BigInt(`0x${b}`);
  let count = 0;
  while (x) {
    x &= x - 1n;
    count++;
  }
  return count;
}

/** The hash as PostgreSQL's signed bigint (the same 64 bits). */
export const hashAsBigint = (hex: string): string => BigInt.asIntN(64, BigInt(`0x${hex}`)).toString();
