import { ApiProperty } from '@nestjs/swagger';

import { IsIn, IsOptional, IsString, Matches, MaxLength, MinLength } from 'class-validator';
import { SELF_SERVICE_ROLES } from '../../shared/auth/roles';
import { Trim } from '../../shared/http/transforms';
import { AR } from '../../shared/messages/ar';
import { AccountEmail, NoContactDetails, VisibleName } from '../../shared/http/identity-fields';

export class RegisterDto {
  @ApiProperty({ example: 'سامر الحلبي' })
  @VisibleName()
  @NoContactDetails()
  @IsString({ message: AR.auth.nameRequired })
  @MinLength(2, { message: AR.auth.nameRequired })
  @MaxLength(100, { message: AR.auth.nameRequired })
  name: string;

  @ApiProperty({ example: 'samer@example.sy' })
  @AccountEmail({ message: AR.auth.emailInvalid })
  @MaxLength(254, { message: AR.auth.emailInvalid })
  email: string;

  @ApiProperty({ minLength: 8 })
  @IsString({ message: AR.auth.passwordMin })
  @MinLength(8, { message: AR.auth.passwordMin })
  @MaxLength(200, { message: AR.auth.passwordMin })
  password: string;

  @ApiProperty()
  @IsString({ message: AR.auth.passwordMismatch })
  password_confirmation: string;

  @ApiProperty({ enum: SELF_SERVICE_ROLES, default: 'user' })
  @IsOptional()
  @IsIn(SELF_SERVICE_ROLES, { message: AR.auth.roleInvalid })
  role?: (typeof SELF_SERVICE_ROLES)[number];

  @ApiProperty({ required: false, example: '0944123456' })
  @IsOptional()
  @Trim()
  @Matches(/^\+?[0-9 ]{7,20}$/, { message: AR.auth.phoneInvalid })
  phone?: string;
}
