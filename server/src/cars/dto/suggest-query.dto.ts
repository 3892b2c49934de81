import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import { AR } from '../../shared/messages/ar';

/** GET /api/search/suggest: what the buyer has typed so far. */
export class SuggestQueryDto {
  @ApiPropertyOptional({ description: 'The search as typed so far (its last word may be half typed); empty: no suggestions' })
  @IsOptional()
  @IsString({ message: AR.list.search })
  @MaxLength(100, { message: AR.list.search })
  q?: string;
}
