import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsOptional } from 'class-validator';
import { ToBoolean } from '../../shared/http/transforms';
import { AR } from '../../shared/messages/ar';
import { FlagsShownDto } from '../../shared/http/flags-shown.dto';

export class ApproveCarDto extends FlagsShownDto {
  @ApiPropertyOptional({
    description: 'Approve although the car has no price or no ready photo yet («موافقة رغم النقص»); recorded in the event',
  })
  @IsOptional()
  @ToBoolean()
  @IsBoolean({ message: AR.car.approveAnyway })
  approve_anyway?: boolean;
}
