import { Injectable, OnModuleInit } from '@nestjs/common';
import { Job } from 'bullmq';
import { recommend, recommendationTexts } from '../../recommendations/domain/ranking';
import { RecommendationQueries } from '../../recommendations/queries/recommendation-queries';
import { RECOMMEND_JOB, RecommendationJob, RecommendationResult } from '../../recommendations/recommendation.jobs';
import { QUEUE } from '../queues';
import { WorkersService } from '../workers.service';

/** How many cars a recommendation names. */
export const RECOMMENDED_CARS = 5;

/** Ranks the active inventory against a questionnaire's answers. Reads only: safe to run twice. */
@Injectable()
export class RecommendationProcessor implements OnModuleInit {
  constructor(
    private readonly workers: WorkersService,
    private readonly inventory: RecommendationQueries,
  ) {}

  onModuleInit(): void {
    this.workers.register<RecommendationJob>(QUEUE.recommendations, RECOMMEND_JOB, (job) => this.process(job));
  }

  async process(job: Job<RecommendationJob>): Promise<RecommendationResult> {
    const { preferences } = job.data;
    const candidates = await this.inventory.candidates(preferences);
    const { ranked, eligibleCount, relaxed } = recommend(candidates, preferences, RECOMMENDED_CARS);
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
