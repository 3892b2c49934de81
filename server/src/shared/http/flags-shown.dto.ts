import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsOptional, IsString, MaxLength, ValidateNested } from 'class-validator';
import { AR } from '../messages/ar';

/** A risk flag as the admin's card showed it. */
export class FlagShownDto {
  @ApiPropertyOptional({ example: 'contact_in_text' })
  @IsString({ message: AR.risk.flagsShown })
  @MaxLength(64, { message: AR.risk.flagsShown })
  code!: string;

  @ApiPropertyOptional({ example: 'بيانات تواصل مكتوبة في الوصف' })
  @IsString({ message: AR.risk.flagsShown })
  @MaxLength(2000, { message: AR.risk.flagsShown })
  reason!: string;
}

/**
 * A moderator's decision on a listing (approve, reject, take down, «إبقاء») may say which risk
 * flags the card showed: when they are no longer the listing's flags the decision is refused with
 * a 409, so no flag raised after the card was drawn is recorded as seen. Without it (the older
 * client), the flags as they are when the decision arrives are recorded.
 */
export class FlagsShownDto {
  @ApiPropertyOptional({
    type: [FlagShownDto],
    description: 'The risk flags the card showed (code and reason); a 409 when the listing has others now',
  })
  @IsOptional()
  @IsArray({ message: AR.risk.flagsShown })
  @ArrayMaxSize(20, { message: AR.risk.flagsShown })
  @ValidateNested({ each: true, message: AR.risk.flagsShown })
  @Type(() => FlagShownDto)
  flags_seen?: FlagShownDto[];
}
