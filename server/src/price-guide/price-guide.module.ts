import { Module } from '@nestjs/common';
import { PriceGuideController } from './http/price-guide.controller';
import { PriceGuideQueries } from './price-guide-queries';
import { PriceIndicators } from './price-indicators';
import { RecomputePriceIndicatorsWhenListingsChange } from './reactions/recompute-price-indicators-when-listings-change';

const queries = [PriceGuideQueries];
const reactions = [RecomputePriceIndicatorsWhenListingsChange];

/**
 * The price indicator and guide (issue 12). The indicators are a worker-owned table computed
 * from the listing read model (PriceIndicators, kept current by the worker's reaction);
 * the car queries join it, and the guide reads the listings directly.
 */
@Module({
  controllers: [PriceGuideController],
  providers: [...queries, ...reactions, PriceIndicators],
  exports: [...queries, PriceIndicators],
})
export class PriceGuideModule {}
