import { Controller, HttpCode, Post, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { RecommendationResults } from '../recommendations/recommendation-results';
import { Roles } from '../shared/auth/auth.decorators';
import { AR } from '../shared/messages/ar';

export interface ClearedCaches {
  /** Finished recommendation jobs dropped from Redis. */
  recommendations: number;
}

/**
 * The admin settings' "clear cache". What the server keeps that a purge can change: finished
 * recommendation results in Redis. Read models are not caches (written in the same transaction
 * as the event, so never stale) and the built client's compressed files are named by content
 * (a new build has new names), so neither is touched (README, "Clearing the cache"). The reply
 * also asks the admin's browser to drop its HTTP cache; the client then empties its own caches.
 */
@ApiTags('admin')
@ApiBearerAuth()
@Roles('admin')
@Controller('api/admin/cache')
export class AdminCacheController {
  constructor(private readonly recommendations: RecommendationResults) {}

  @Post('clear')
  @HttpCode(200)
  async clear(@Res({ passthrough: true }) res: Response): Promise<{ message: string; data: ClearedCaches }> {
    const recommendations = await this.recommendations.purge();
    res.setHeader('Clear-Site-Data', '"cache"');
    return { message: AR.settings.cacheCleared, data: { recommendations } };
  }
}
