import { ApiProperty } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import { AR } from '../../shared/messages/ar';

/** GET /api/saved-searches/unsubscribe?token=… (checked by the command: a bad one is a 404). */
export class UnsubscribeQueryDto {
  @ApiProperty()
  @IsOptional()
  @IsString({ message: AR.savedSearches.unsubscribeLink })
  @MaxLength(100, { message: AR.savedSearches.unsubscribeLink })
  token?: string;
}
