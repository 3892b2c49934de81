import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import { Trim } from '../../shared/http/transforms';
import { AR } from '../../shared/messages/ar';
import { FlagsShownDto } from '../../shared/http/flags-shown.dto';

export class RejectCarDto extends FlagsShownDto {
  @ApiPropertyOptional({ description: 'Shown to the owner' })
  @IsOptional()
  @Trim()
  @IsString({ message: AR.car.rejectionReason })
  @MaxLength(500, { message: AR.car.rejectionReason })
  reason?: string;
}
