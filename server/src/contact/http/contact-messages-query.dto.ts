import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsOptional } from 'class-validator';
import { PageQueryDto } from '../../shared/http/page-query.dto';

/** GET /api/contact-messages (20 a page unless asked). */
export class ContactMessagesQueryDto extends PageQueryDto {
  @ApiPropertyOptional({ description: '1: only messages no admin has opened' })
  @IsOptional()
  @Transform(({ value }) => value === '1' || value === 'true' || value === true)
  unread?: boolean;
}
