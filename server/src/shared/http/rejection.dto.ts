import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import { AR } from '../messages/ar';
import { Trim } from './transforms';

/** The body of an admin's reject (stores, workshops): an optional reason shown to the owner. */
export class RejectionDto {
  @ApiPropertyOptional({ description: 'Shown to the owner' })
  @IsOptional()
  @Trim()
  @IsString({ message: AR.car.rejectionReason })
  @MaxLength(500, { message: AR.car.rejectionReason })
  reason?: string;
}
