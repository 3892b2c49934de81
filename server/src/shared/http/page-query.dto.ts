import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsInt, IsOptional, Max, Min } from 'class-validator';
import { AR } from '../messages/ar';
import { ToNumber } from './transforms';

/** `page` and `per_page` of a paged list (each list applies its own default page size). */
export class PageQueryDto {
  @ApiPropertyOptional({ default: 1 })
  @IsOptional()
  @ToNumber()
  @IsInt({ message: AR.list.page })
  @Min(1, { message: AR.list.page })
  @Max(100_000, { message: AR.list.page })
  page?: number;

  @ApiPropertyOptional({ maximum: 100 })
  @IsOptional()
  @ToNumber()
  @IsInt({ message: AR.list.perPage })
  @Min(1, { message: AR.list.perPage })
  @Max(100, { message: AR.list.perPage })
  per_page?: number;
}
