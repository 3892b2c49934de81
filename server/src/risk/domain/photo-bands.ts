import { RISK_THRESHOLDS } from './risk-thresholds';

/**
 * A 64-bit photo hash in four 16-bit bands (multi-index hashing). Two hashes within
 * `samePhotoMaxBits` (10) bits of each other differ by at most two bits in at least one band
 * (four bands, at most 10 differing bits: one band has 2 or fewer of them), so the look-up
 * probes each band's index with the band's value and its 136 neighbours one or two bits away,
 * and compares only those candidates bit by bit. Needs samePhotoMaxBits ≤ 11.
 */
export const BAND_COUNT = 4;
const BAND_BITS = 16;

/** How many bits a probed band value may differ by. */
const PROBE_BITS = 2;

if (RISK_THRESHOLDS.samePhotoMaxBits > (PROBE_BITS + 1) * BAND_COUNT - 1) {
  throw new Error('samePhotoMaxBits is beyond what the band probes are sure to find');
}

/** The four bands of a hash given as 16 hex digits (band 0: the lowest 16 bits). */
export function bandsOf(hex: string): number[] {
  const value = BigInt(`0x${hex}`);
  return Array.from({ length: BAND_COUNT }, (_, i) => Number((value >> BigInt(i * BAND_BITS)) & 0xffffn));
}

/** A band's value and its neighbours one or two bits away: the values a band of a near photo can take. */
export function bandProbes(band: number): number[] {
  const probes = [band];
  for (let a = 0; a < BAND_BITS; a++) {
    probes.push(band ^ (1 << a));
    for (let b = a + 1; b < BAND_BITS; b++) probes.push(band ^ (1 << a) ^ (1 << b));
  }
  return probes;
}
