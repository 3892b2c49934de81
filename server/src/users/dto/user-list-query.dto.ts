import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { ToNumber } from '../../shared/http/transforms';
import { AR } from '../../shared/messages/ar';

/** GET /api/users (CONTRACT.md: page, limit, search, status). */
export class UserListQueryDto {
  @ApiPropertyOptional({ default: 1 })
  @IsOptional()
  @ToNumber()
  @IsInt({ message: AR.list.page })
  @Min(1, { message: AR.list.page })
  @Max(100_000, { message: AR.list.page })
  page?: number;

  @ApiPropertyOptional({ default: 10, maximum: 100 })
  @IsOptional()
  @ToNumber()
  @IsInt({ message: AR.list.perPage })
  @Min(1, { message: AR.list.perPage })
  @Max(100, { message: AR.list.perPage })
  limit?: number;

  @ApiPropertyOptional({ description: 'Name or email, Arabic-normalised' })
  @IsOptional()
  @IsString({ message: AR.list.search })
  @MaxLength(100, { message: AR.list.search })
  search?: string;

  @ApiPropertyOptional({ enum: ['active', 'suspended', 'all'] })
  @IsOptional()
  @Transform(({ value }: { value: unknown }) => (value === '' ? undefined : value))
  @IsIn(['active', 'suspended', 'all'], { message: AR.users.status })
  status?: 'active' | 'suspended' | 'all';
}
