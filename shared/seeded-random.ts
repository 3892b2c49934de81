/**
 * mulberry32, a small seeded generator: the same seed gives the same sequence on every run and
 * every machine, for the demo market (the same listings on every start) and for tests that draw
 * many cases (a failure is drawn again exactly). Not for anything a user must not guess.
 */
export function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = Math.imul(state ^ (state >>> 15), state | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
