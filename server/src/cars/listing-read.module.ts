import { Module } from '@nestjs/common';
import { ListingReadPort } from './queries/listing-read-port';

/**
 * The listings' read port on its own (as RiskReadModule is for risk): contexts that the cars
 * context itself imports (categories, users) can read the listings without a module cycle.
 */
@Module({ providers: [ListingReadPort], exports: [ListingReadPort] })
export class ListingReadModule {}
