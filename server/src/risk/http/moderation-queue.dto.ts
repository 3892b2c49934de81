import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsInt, IsOptional, Max, Min } from 'class-validator';
import { ToNumber } from '../../shared/http/transforms';
import { AR } from '../../shared/messages/ar';

export const QUEUE_SORTS = ['newest', 'risk'] as const;

export class ModerationQueueQueryDto {
  @ApiPropertyOptional({ enum: QUEUE_SORTS, default: 'newest', description: 'risk: the riskiest first, then the newest' })
  @IsOptional()
  @IsIn(QUEUE_SORTS, { message: AR.list.sort })
  sort?: (typeof QUEUE_SORTS)[number];

  @ApiPropertyOptional({ default: 1 })
  @IsOptional()
  @ToNumber()
  @IsInt({ message: AR.list.page })
  @Min(1, { message: AR.list.page })
  @Max(100_000, { message: AR.list.page })
  page?: number;

  @ApiPropertyOptional({ default: 10, maximum: 50 })
  @IsOptional()
  @ToNumber()
  @IsInt({ message: AR.list.perPage })
  @Min(1, { message: AR.list.perPage })
  @Max(50, { message: AR.list.perPage })
  limit?: number;
}
