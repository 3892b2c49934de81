import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsEmail, IsOptional, IsString, Matches, MaxLength, MinLength } from 'class-validator';
import { Trim } from '../../shared/http/transforms';
import { AR } from '../../shared/messages/ar';

/** The contact page's form. */
export class ContactMessageDto {
  @ApiProperty()
  @Trim()
  @IsString({ message: AR.contact.name })
  @MinLength(2, { message: AR.contact.name })
  @MaxLength(100, { message: AR.contact.name })
  name: string;

  @ApiProperty()
  @Transform(({ value }) => (typeof value === 'string' ? value.trim().toLowerCase() : value))
  @IsEmail({}, { message: AR.auth.emailInvalid })
  @MaxLength(254, { message: AR.auth.emailInvalid })
  email: string;

  @ApiPropertyOptional()
  @IsOptional()
  @Trim()
  @Matches(/^(\+?[0-9 ]{7,20})?$/, { message: AR.auth.phoneInvalid })
  phone?: string;

  @ApiProperty({ minLength: 3 })
  @Trim()
  @IsString({ message: AR.contact.subject })
  @MinLength(3, { message: AR.contact.subject })
  @MaxLength(150, { message: AR.contact.subject })
  subject: string;

  @ApiProperty({ minLength: 10 })
  @Trim()
  @IsString({ message: AR.contact.body })
  @MinLength(10, { message: AR.contact.body })
  @MaxLength(5000, { message: AR.contact.body })
  message: string;
}
