import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { PageQueryDto } from '../../shared/http/page-query.dto';
import { Trim } from '../../shared/http/transforms';
import { AR } from '../../shared/messages/ar';
import { STORE_STATUSES } from '../domain/store.constants';

/** GET /api/stores (CONTRACT.md: page, per_page default 9, search, user_id). */
export class StoreListQueryDto extends PageQueryDto {
  @ApiPropertyOptional({ enum: [...STORE_STATUSES, 'all'], description: 'Owners (with their user_id) and admins only' })
  @IsOptional()
  @IsIn([...STORE_STATUSES, 'all'], { message: AR.list.status })
  status?: (typeof STORE_STATUSES)[number] | 'all';

  @ApiPropertyOptional({ description: 'City' })
  @IsOptional()
  @Trim()
  @IsString({ message: AR.list.location })
  @MaxLength(60, { message: AR.list.location })
  location?: string;
}
