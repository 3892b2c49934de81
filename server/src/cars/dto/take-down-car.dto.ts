import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { Trim } from '../../shared/http/transforms';
import { AR } from '../../shared/messages/ar';
import { FlagsShownDto } from '../../shared/http/flags-shown.dto';

export class TakeDownCarDto extends FlagsShownDto {
  @ApiProperty({ description: 'Why the listing was taken down: shown to the owner, who may fix it and resubmit' })
  @Trim()
  @IsString({ message: AR.car.takeDownReason })
  @IsNotEmpty({ message: AR.car.takeDownReason })
  @MaxLength(500, { message: AR.car.takeDownReason })
  reason!: string;
}
