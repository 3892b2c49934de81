import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsInt, IsOptional, Max, Min } from 'class-validator';
import { ToNumber } from '../../shared/http/transforms';
import { AR } from '../../shared/messages/ar';

/** GET /api/contact-messages. */
export class ContactMessagesQueryDto {
  @ApiPropertyOptional({ default: 1 })
  @IsOptional()
  @ToNumber()
  @IsInt({ message: AR.list.page })
  @Min(1, { message: AR.list.page })
  @Max(100_000, { message: AR.list.page })
  page?: number;

  @ApiPropertyOptional({ default: 20, maximum: 100 })
  @IsOptional()
  @ToNumber()
  @IsInt({ message: AR.list.perPage })
  @Min(1, { message: AR.list.perPage })
  @Max(100, { message: AR.list.perPage })
  per_page?: number;

  @ApiPropertyOptional({ description: '1: only messages no admin has opened' })
  @IsOptional()
  @Transform(({ value }) => value === '1' || value === 'true' || value === true)
  unread?: boolean;
}
