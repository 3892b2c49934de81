import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

import { IsOptional, IsString, Matches, MaxLength, MinLength } from 'class-validator';
import { Trim } from '../../shared/http/transforms';
import { AR } from '../../shared/messages/ar';
import { AccountEmail } from '../../shared/http/identity-fields';

/** The car page's contact form. */
export class SendMessageDto {
  @ApiProperty()
  @Trim()
  @IsString({ message: AR.messages.name })
  @MinLength(2, { message: AR.messages.name })
  @MaxLength(100, { message: AR.messages.name })
  name: string;

  @ApiProperty()
  @AccountEmail({ message: AR.auth.emailInvalid })
  email: string;

  @ApiPropertyOptional()
  @IsOptional()
  @Trim()
  @Matches(/^(\+?[0-9 ]{7,20})?$/, { message: AR.auth.phoneInvalid })
  phone?: string;

  @ApiProperty({ minLength: 10 })
  @Trim()
  @IsString({ message: AR.messages.body })
  @MinLength(10, { message: AR.messages.body })
  @MaxLength(2000, { message: AR.messages.body })
  message: string;
}
