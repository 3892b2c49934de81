import { Module } from '@nestjs/common';
import { PriceGuideController } from './http/price-guide.controller';
import { PriceGuideQueries } from './price-guide-queries';
import { PriceIndicators } from './price-indicators';

const queries = [PriceGuideQueries];

/**
 * The price indicator and guide (issue 12). The indicators are a worker-owned table computed
 * from the listing read model (PriceIndicators, driven by the dispatch module's subscription);
 * the car queries join it, and the guide reads the listings directly.
 */
@Module({
  controllers: [PriceGuideController],
  providers: [...queries, PriceIndicators],
  exports: [...queries, PriceIndicators],
})
export class PriceGuideModule {}
