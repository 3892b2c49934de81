import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsEmail, IsString, MaxLength, MinLength } from 'class-validator';
import { AR } from '../../shared/messages/ar';

export class ForgotPasswordDto {
  @ApiProperty({ example: 'samer@sayyara.sy' })
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim().toLowerCase() : value))
  @IsEmail({}, { message: AR.auth.emailInvalid })
  @MaxLength(254, { message: AR.auth.emailInvalid })
  email: string;
}

/** POST /auth/reset-password/check: a mailed link's token, checked without being spent. */
export class ResetTokenDto {
  @ApiProperty({ description: 'From the emailed link' })
  @IsString({ message: AR.passwordReset.invalidLink })
  @MinLength(20, { message: AR.passwordReset.invalidLink })
  @MaxLength(200, { message: AR.passwordReset.invalidLink })
  token: string;
}

export class ResetPasswordDto {
  @ApiProperty({ description: 'From the emailed link' })
  @IsString({ message: AR.passwordReset.invalidLink })
  @MinLength(20, { message: AR.passwordReset.invalidLink })
  @MaxLength(200, { message: AR.passwordReset.invalidLink })
  token: string;

  @ApiProperty({ minLength: 8 })
  @IsString({ message: AR.auth.passwordMin })
  @MinLength(8, { message: AR.auth.passwordMin })
  @MaxLength(200, { message: AR.auth.passwordMin })
  password: string;

  @ApiProperty()
  @IsString({ message: AR.auth.passwordMismatch })
  password_confirmation: string;
}
