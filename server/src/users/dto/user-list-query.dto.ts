import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { PageLimitQuery } from '../../shared/http/page-query.dto';
import { AR } from '../../shared/messages/ar';

/** GET /api/users (CONTRACT.md: page, limit, search, status). */
export class UserListQueryDto extends PageLimitQuery({ default: 10 }) {
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
