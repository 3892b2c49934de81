import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import { PageLimitQuery } from '../../shared/http/page-query.dto';
import { AR } from '../../shared/messages/ar';

export const QUEUE_SORTS = ['newest', 'risk'] as const;
export const QUEUE_VIEWS = ['pending', 'published'] as const;

export class ModerationQueueQueryDto extends PageLimitQuery({ default: 10, max: 50 }) {
  @ApiPropertyOptional({ enum: QUEUE_SORTS, default: 'newest', description: 'risk: the riskiest first, then the newest' })
  @IsOptional()
  @IsIn(QUEUE_SORTS, { message: AR.list.sort })
  sort?: (typeof QUEUE_SORTS)[number];

  @ApiPropertyOptional({
    enum: QUEUE_VIEWS,
    default: 'pending',
    description:
      'pending: the listings awaiting review; published: active listings with flags no admin has looked at since they were raised',
  })
  @IsOptional()
  @IsIn(QUEUE_VIEWS, { message: AR.risk.view })
  view?: (typeof QUEUE_VIEWS)[number];
}
