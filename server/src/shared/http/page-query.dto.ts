import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { AR } from '../messages/ar';
import { ToId, ToNumber } from './transforms';

/** `page`, `per_page` (or `limit`), `search` and `user_id`: what every paged list accepts. */
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

  @ApiPropertyOptional({ description: 'Same as per_page' })
  @IsOptional()
  @ToNumber()
  @IsInt({ message: AR.list.perPage })
  @Min(1, { message: AR.list.perPage })
  @Max(100, { message: AR.list.perPage })
  limit?: number;

  @ApiPropertyOptional({ description: 'Arabic-normalised text search' })
  @IsOptional()
  @IsString({ message: AR.list.search })
  @MaxLength(100, { message: AR.list.search })
  search?: string;

  @ApiPropertyOptional({ description: "One owner's items (all statuses when it is the caller)" })
  @IsOptional()
  @ToId()
  @IsInt({ message: AR.list.userId })
  @Min(1, { message: AR.list.userId })
  @Max(2_147_483_647, { message: AR.list.userId })
  user_id?: number;
}

/** The `meta` of a paged list (CONTRACT.md: GET /api/stores). */
export interface PageMeta {
  current_page: number;
  last_page: number;
  total: number;
  per_page: number;
}

export interface Paged<T> {
  data: T[];
  meta: PageMeta;
}

export function pageMeta(page: number, perPage: number, total: number): PageMeta {
  return { current_page: page, last_page: Math.max(1, Math.ceil(total / perPage)), total, per_page: perPage };
}

/** Appends a value to a parameter list and answers its placeholder (`$3`). */
export function paramList(): { params: unknown[]; param: (value: unknown) => string } {
  const params: unknown[] = [];
  return {
    params,
    param: (value) => {
      params.push(value);
      return `$${params.length}`;
    },
  };
}
