import { Module } from '@nestjs/common';
import { ListingReadModule } from '../cars/listing-read.module';
import { RecommendationRequests } from './http/recommendation-requests';
import { RecommendationsController } from './http/recommendations.controller';
import { RecommendationQueries } from './queries/recommendation-queries';
import { RecommendationResults } from './recommendation-results';
import { RecommendationProcessor } from './recommendation.processor';

const queries = [RecommendationQueries];

/** The 'know your needs' questionnaire and the car recommendations it leads to. */
@Module({
  imports: [ListingReadModule],
  controllers: [RecommendationsController],
  providers: [...queries, RecommendationRequests, RecommendationResults, RecommendationProcessor],
  exports: [...queries, RecommendationResults],
})
export class RecommendationsModule {}
