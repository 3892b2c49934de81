import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { PageQueryDto } from '../../shared/http/page-query.dto';
import { ToId, Trim } from '../../shared/http/transforms';
import { AR } from '../../shared/messages/ar';
import { WORKSHOP_STATUSES } from '../domain/workshop.constants';

const allToUndefined = ({ value }: { value: unknown }) => (value === '' || value === 'all' ? undefined : value);

/** GET /api/workshops: page, per_page (default 12), search, city (a tab), warranty, user_id, status. */
export class WorkshopListQueryDto extends PageQueryDto {
  @ApiPropertyOptional({ description: "A city tab ('all' or empty: every city)" })
  @IsOptional()
  @Transform(allToUndefined)
  @Trim()
  @IsString({ message: AR.list.city })
  @MaxLength(60, { message: AR.list.city })
  city?: string;

  @ApiPropertyOptional({ description: '1: only workshops that offer warranty' })
  @IsOptional()
  @Transform(({ value }) => value === '1' || value === 'true' || value === true)
  warranty?: boolean;

  @ApiPropertyOptional({ enum: [...WORKSHOP_STATUSES, 'all'], description: 'Owners (with their user_id) and admins only' })
  @IsOptional()
  @IsIn([...WORKSHOP_STATUSES, 'all'], { message: AR.list.status })
  status?: (typeof WORKSHOP_STATUSES)[number] | 'all';
}

/** GET /api/workshop-ads: the ads of public workshops, or of one workshop (`workshop_id`). */
export class WorkshopAdListQueryDto extends PageQueryDto {
  @ApiPropertyOptional()
  @IsOptional()
  @ToId()
  @IsInt({ message: AR.list.workshop })
  @Min(1, { message: AR.list.workshop })
  @Max(2_147_483_647, { message: AR.list.workshop })
  workshop_id?: number;
}
