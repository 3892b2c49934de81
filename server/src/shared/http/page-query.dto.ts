import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { AR } from '../messages/ar';
import { ToId, ToNumber } from './transforms';

/** The highest page number a list accepts. */
export const MAX_PAGE = 100_000;
/** The most items a page may hold (`limit`, `per_page`), unless a list sets a lower cap. */
export const MAX_PER_PAGE = 100;

export interface PageSize {
  /** The cap on `limit` (default MAX_PER_PAGE). */
  max?: number;
  /** The size when none is asked for, as the list's OpenAPI description gives it. */
  default?: number;
}

/**
 * `page` and `limit`: the paging every list accepts, its rules declared once. A list's query
 * DTO extends it (`extends PageLimitQuery({ default: 10, max: 50 })`).
 */
export function PageLimitQuery(size: PageSize = {}) {
  const max = size.max ?? MAX_PER_PAGE;
  class PageLimit {
    @ApiPropertyOptional({ default: 1 })
    @IsOptional()
    @ToNumber()
    @IsInt({ message: AR.list.page })
    @Min(1, { message: AR.list.page })
    @Max(MAX_PAGE, { message: AR.list.page })
    page?: number;

    @ApiPropertyOptional({ ...(size.default === undefined ? {} : { default: size.default }), maximum: max })
    @IsOptional()
    @ToNumber()
    @IsInt({ message: AR.list.perPage })
    @Min(1, { message: AR.list.perPage })
    @Max(max, { message: AR.list.perPage })
    limit?: number;
  }
  return PageLimit;
}

/** `page`, `limit` and `per_page` (another name for `limit`, which some clients send). */
export function PagePerPageQuery(size: PageSize = {}) {
  const max = size.max ?? MAX_PER_PAGE;
  class PagePerPage extends PageLimitQuery(size) {
    @ApiPropertyOptional({ description: 'Same as limit', maximum: max })
    @IsOptional()
    @ToNumber()
    @IsInt({ message: AR.list.perPage })
    @Min(1, { message: AR.list.perPage })
    @Max(max, { message: AR.list.perPage })
    per_page?: number;
  }
  return PagePerPage;
}

/** `page`, `per_page` (or `limit`), `search` and `user_id`: what every paged list accepts. */
export class PageQueryDto extends PagePerPageQuery() {
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
