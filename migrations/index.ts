import { EventStore1763800000000 } from './1763800000000-event-store';
import { Accounts1763800000100 } from './1763800000100-accounts';
import { Cars1763800000200 } from './1763800000200-cars';
import { MarketSettings1763800000300 } from './1763800000300-market-settings';
import { SeedRuns1763800000400 } from './1763800000400-seed-runs';
import { CarRejectionReason1763800000500 } from './1763800000500-car-rejection-reason';
import { FavouritesAndMessages1763800000600 } from './1763800000600-favourites-and-messages';
import { ContactMessages1763810000000 } from './1763810000000-contact-messages';
import { PasswordResetTokens1763810000100 } from './1763810000100-password-reset-tokens';
import { Parts1763810000200 } from './1763810000200-parts';
import { MessagesAboutParts1763810000300 } from './1763810000300-messages-about-parts';
import { Categories1763820000000 } from './1763820000000-categories';
import { CarViews1763820000100 } from './1763820000100-car-views';
import { CarExpiryIndex1763820000200 } from './1763820000200-car-expiry-index';
import { Stores1763830000000 } from './1763830000000-stores';
import { Workshops1763830000100 } from './1763830000100-workshops';
import { Inspections1763830000200 } from './1763830000200-inspections';
import { PlaceViews1763830000300 } from './1763830000300-place-views';
import { PhotoDrafts1763840000130 } from './1763840000130-photo-drafts';
import { ListingPricesAndIndexes1763850000000 } from './1763850000000-listing-prices-and-indexes';
import { ListingSearchVector1763850000100 } from './1763850000100-listing-search-vector';
import { PriceIndicators1763860000000 } from './1763860000000-price-indicators';
import { ProjectionVersions1763860000500 } from './1763860000500-projection-versions';
import { ListingCityAndFacets1763870000000 } from './1763870000000-listing-city-and-facets';
import { ListingActiveWordIndex1763870000100 } from './1763870000100-listing-active-word-index';
import { ListingPairIndexes1763870000200 } from './1763870000200-listing-pair-indexes';
import { SavedSearchesAndNotifications1763871000000 } from './1763871000000-saved-searches-and-notifications';
import { SigningKeys1763871000100 } from './1763871000100-signing-keys';
import { ListingWordCounts1763872000000 } from './1763872000000-listing-word-counts';
import { ListingFacetCombinations1763873000000 } from './1763873000000-listing-facet-combinations';
import { CarViewDays1764200000000 } from './1764200000000-car-view-days';
import { ListingWordsTrigrams1765020000000 } from './1765020000000-listing-words-trigrams';
import { ListingFilters1765020000100 } from './1765020000100-listing-filters';
import { ContactReveals1764200000010 } from './1764200000010-contact-reveals';
import { RiskFlags1765010000000 } from './1765010000000-risk-flags';
import { PriceIndicatorBasis1765040000000 } from './1765040000000-price-indicator-basis';
import { EventChain1765060000000 } from './1765060000000-event-chain';
import { AuditSigningKey1765060000100 } from './1765060000100-audit-signing-key';
import { EventChainSealedAfterCommit1765100000000 } from './1765100000000-event-chain-sealed-after-commit';
import { ListingFilterTagsWritten1765110000000 } from './1765110000000-listing-filter-tags-written';
import { ListingFacetsOfFilters1765110000100 } from './1765110000100-listing-facets-of-filters';
import { ListingRateVersions1765120000000 } from './1765120000000-listing-rate-versions';
import { ListingYearStatistics1765130000000 } from './1765130000000-listing-year-statistics';
import { EventSeals1765200000000 } from './1765200000000-event-seals';
import { PublishedRiskReview1765300000000 } from './1765300000000-published-risk-review';
import { ListingSearchBuckets1765400000000 } from './1765400000000-listing-search-buckets';
import { ListingTrigramsWithoutPending1765500000000 } from './1765500000000-listing-trigrams-without-pending';
import { ListingTrigramsOfInactiveListings1765600000000 } from './1765600000000-listing-trigrams-of-inactive-listings';
import { ListingsNewestOfEveryStatus1765700000000 } from './1765700000000-listings-newest-of-every-status';
import { ModerationQueueOfPending1765800000000 } from './1765800000000-moderation-queue-of-pending';
import { ListingStatusCounters1765900000000 } from './1765900000000-listing-status-counters';
import { UserStatusCounts1766000000000 } from './1766000000000-user-status-counts';
import { ModerationQueueByRisk1766100000000 } from './1766100000000-moderation-queue-by-risk';
import { ModerationQueueWords1766200000000 } from './1766200000000-moderation-queue-words';
import { InactiveListingWords1766300000000 } from './1766300000000-inactive-listing-words';
import { NearWordsOfInactiveListings1766400000000 } from './1766400000000-near-words-of-inactive-listings';

/** Every migration, in order. Listed explicitly so the same list runs from TypeScript (tests) and the build. */
export const migrations = [
  EventStore1763800000000,
  Accounts1763800000100,
  Cars1763800000200,
  MarketSettings1763800000300,
  SeedRuns1763800000400,
  CarRejectionReason1763800000500,
  FavouritesAndMessages1763800000600,
  ContactMessages1763810000000,
  PasswordResetTokens1763810000100,
  Parts1763810000200,
  MessagesAboutParts1763810000300,
  Categories1763820000000,
  CarViews1763820000100,
  CarExpiryIndex1763820000200,
  Stores1763830000000,
  Workshops1763830000100,
  Inspections1763830000200,
  PlaceViews1763830000300,
  PhotoDrafts1763840000130,
  ListingPricesAndIndexes1763850000000,
  ListingSearchVector1763850000100,
  PriceIndicators1763860000000,
  ProjectionVersions1763860000500,
  ListingCityAndFacets1763870000000,
  ListingActiveWordIndex1763870000100,
  ListingPairIndexes1763870000200,
  SavedSearchesAndNotifications1763871000000,
  SigningKeys1763871000100,
  ListingWordCounts1763872000000,
  ListingFacetCombinations1763873000000,
  CarViewDays1764200000000,
  ContactReveals1764200000010,
  RiskFlags1765010000000,
  ListingWordsTrigrams1765020000000,
  ListingFilters1765020000100,
  PriceIndicatorBasis1765040000000,
  EventChain1765060000000,
  AuditSigningKey1765060000100,
  EventChainSealedAfterCommit1765100000000,
  ListingFilterTagsWritten1765110000000,
  ListingFacetsOfFilters1765110000100,
  ListingRateVersions1765120000000,
  ListingYearStatistics1765130000000,
  EventSeals1765200000000,
  PublishedRiskReview1765300000000,
  ListingSearchBuckets1765400000000,
  ListingTrigramsWithoutPending1765500000000,
  ListingTrigramsOfInactiveListings1765600000000,
  ListingsNewestOfEveryStatus1765700000000,
  ModerationQueueOfPending1765800000000,
  ListingStatusCounters1765900000000,
  UserStatusCounts1766000000000,
  ModerationQueueByRisk1766100000000,
  ModerationQueueWords1766200000000,
  InactiveListingWords1766300000000,
  NearWordsOfInactiveListings1766400000000,
];
