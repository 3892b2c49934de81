/**
 * A small deterministic generator (a linear congruential one): the same seed gives the same
 * sequence, so a randomized workload that failed can be run again exactly (print the seed).
 */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}
