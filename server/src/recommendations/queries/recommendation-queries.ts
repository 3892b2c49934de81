import { Injectable } from '@nestjs/common';
import { ListingReadPort } from '../../cars/queries/listing-read-port';
import { Preferences } from '../domain/preferences';
import { Candidate } from '../domain/ranking';

/** The inventory a recommendation may draw on: active, available cars for sale within the hard limits. */
@Injectable()
export class RecommendationQueries {
  constructor(private readonly listings: ListingReadPort) {}

  candidates(prefs: Preferences): Promise<Candidate[]> {
    return this.listings.forSale(prefs.minSeats, prefs.budget.maxUsd === null ? null : prefs.budget.maxUsd * 100);
  }
}
