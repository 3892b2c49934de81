import { Preferences } from './domain/preferences';
import type { Relaxation } from './domain/ranking';

/** The `recommendations` queue's job: rank the current inventory against these preferences. */
export const RECOMMEND_JOB = 'recommend-cars';

export interface RecommendationJob {
  preferences: Preferences;
}

export interface RecommendedCar {
  id: number;
  name: string;
  year: number | null;
  price_usd_minor: number;
  seats: number;
  location: string | null;
  score: number;
  reasons: string[];
}

/**
 * `data` is the spec's list of texts ending with a note; `cars` are the same picks, for links;
 * `relaxed` the wishes given up to find any (also said in the note), empty when none.
 */
export interface RecommendationResult {
  data: string[];
  cars: RecommendedCar[];
  relaxed: Relaxation[];
}
