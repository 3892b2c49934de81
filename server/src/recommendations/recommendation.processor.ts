import { Injectable } from '@nestjs/common';
import { Job } from 'bullmq';
import { JobProcessor } from '../jobs/job-processor';
import { QUEUE } from '../jobs/queues';
import { recommendationTexts } from './domain/ranking';
import { RecommendationQueries } from './queries/recommendation-queries';
import { RECOMMEND_JOB, RecommendationJob, RecommendationResult } from './recommendation.jobs';

/** How many cars a recommendation names. */
export const RECOMMENDED_CARS = 5;

/** Ranks the active inventory against a questionnaire's answers. Reads only: safe to run twice. */
@Injectable()
export class RecommendationProcessor {
  constructor(private readonly inventory: RecommendationQueries) {}

  @JobProcessor(QUEUE.recommendations, RECOMMEND_JOB)
  async process(job: Job<RecommendationJob>): Promise<RecommendationResult> {
    const { preferences } = job.data;
    const { ranked, eligibleCount, relaxed } = await this.inventory.recommend(preferences, RECOMMENDED_CARS);
    return {
      data: recommendationTexts(ranked, eligibleCount, relaxed),
      relaxed,
      cars: ranked.map(({ car, score, reasons }) => ({
        id: car.id,
        name: car.name,
        year: car.year,
        price_usd_minor: car.priceUsdMinor,
        seats: car.seats,
        location: car.location,
        score,
        reasons,
      })),
    };
  }
}
