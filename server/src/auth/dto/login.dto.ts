import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean, IsEmail, IsOptional, IsString, MaxLength, MinLength } from 'class-validator';
import { ToBoolean } from '../../shared/http/transforms';
import { AR } from '../../shared/messages/ar';

export class LoginDto {
  @ApiProperty({ example: 'admin@sayyara.sy' })
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim().toLowerCase() : value))
  @IsEmail({}, { message: AR.auth.emailInvalid })
  email: string;

  @ApiProperty()
  @IsString({ message: AR.auth.passwordRequired })
  @MinLength(1, { message: AR.auth.passwordRequired })
  @MaxLength(200, { message: AR.auth.passwordRequired })
  password: string;

  @ApiProperty({ required: false, description: 'Keep the session for 30 days instead of one' })
  @IsOptional()
  @ToBoolean()
  @IsBoolean()
  remember?: boolean;
}
