import { NewEvent } from '../../event-store/event.types';

/**
 * The worker's re-pricing after a rate change, one stream per change (its id: the version of the
 * rate table that started it). Each event is one batch, recorded so that a replay re-prices the
 * same listings at the same point of the log as the live path did.
 */
export const LISTING_PRICES_STREAM_TYPE = 'listing-prices';

/**
 * The listings with ids `fromId`..`toId` (both null: none were left) were re-priced at their
 * currency's current rate; `last`: no listing was left at an older rate after this batch.
 */
export type ListingsRepriced = NewEvent<'ListingsRepriced', { fromId: number | null; toId: number | null; last: boolean }>;
