import { Body, Controller, Get, HttpCode, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { AllowSuspended, Public } from '../../shared/auth/auth.decorators';
import { validationFailed } from '../../shared/http/http-errors';
import { preferencesFrom } from '../domain/preferences';
import { publicQuestions } from '../domain/questions';
import { RecommendationResult } from '../recommendation.jobs';
import { RecommendationRequestDto } from './recommendation-request.dto';
import { RecommendationRequests } from './recommendation-requests';
import { RateLimited } from '../../shared/http/route-rate-limits';
import { ApiAnswer } from '../../openapi/api-answer.decorator';

/** 'Know your needs': the questions, and cars recommended from the answers by the worker. */
@ApiTags('recommendations')
@Controller('api')
export class RecommendationsController {
  constructor(private readonly requests: RecommendationRequests) {}

  @Public()
  @Get('questions')
  questions() {
    return { data: publicQuestions() };
  }

  /** Changes nothing, so a suspended account may ask too. */
  @Public()
  @AllowSuspended()
  @RateLimited('recommend')
  @Post('car-recommendations')
  @ApiAnswer({ errors: [503] })
  @HttpCode(200)
  recommend(@Body() dto: RecommendationRequestDto): Promise<RecommendationResult> {
    const { preferences, errors } = preferencesFrom(dto.answers);
    if (!preferences) throw validationFailed(errors);
    return this.requests.recommend(preferences);
  }
}
