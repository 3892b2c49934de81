import { Nullable } from '../../shared/http/validation';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsBoolean, IsIn, IsObject, IsOptional, IsString, Matches, MaxLength, MinLength, ValidateNested } from 'class-validator';
import { ToBoolean, Trim } from '../../shared/http/transforms';
import { AR } from '../../shared/messages/ar';
import { AccountEmail, NoContactDetails, VisibleName } from '../../shared/http/identity-fields';
import { SAVED_SEARCH_MAIL, SavedSearchMail } from '../domain/preferences';

/** The phone buyers see on a car page: digits, spaces and a leading +; '' clears it. */
const PHONE = /^(\+?[0-9 ]{7,20})?$/;

/** PUT /api/users/{id}: what an admin may change on an account (roles and status have their own routes). */
export class UpdateUserDto {
  @ApiPropertyOptional({ example: 'سامر الحلبي' })
  @IsOptional()
  @VisibleName()
  @NoContactDetails()
  @IsString({ message: AR.auth.nameRequired })
  @MinLength(2, { message: AR.auth.nameRequired })
  @MaxLength(100, { message: AR.auth.nameRequired })
  name?: string;

  @ApiPropertyOptional({ example: 'samer@example.sy' })
  @IsOptional()
  @AccountEmail({ message: AR.auth.emailInvalid })
  @MaxLength(254, { message: AR.auth.emailInvalid })
  email?: string;

  @ApiPropertyOptional({ type: String, example: '+963 944 123456', nullable: true })
  @IsOptional()
  @Nullable()
  @Trim()
  @IsString({ message: AR.auth.phoneInvalid })
  @Matches(PHONE, { message: AR.auth.phoneInvalid })
  phone?: string | null;
}

export class PreferencesDto {
  @ApiPropertyOptional()
  @IsOptional()
  @ToBoolean()
  @IsBoolean({ message: AR.users.preferences })
  email_messages?: boolean;

  @ApiPropertyOptional()
  @IsOptional()
  @ToBoolean()
  @IsBoolean({ message: AR.users.preferences })
  email_listing_status?: boolean;

  @ApiPropertyOptional()
  @IsOptional()
  @ToBoolean()
  @IsBoolean({ message: AR.users.preferences })
  email_newsletter?: boolean;

  @ApiPropertyOptional()
  @IsOptional()
  @ToBoolean()
  @IsBoolean({ message: AR.users.preferences })
  email_saved_searches?: boolean;

  /** instant | daily | off; given with `email_saved_searches`, this one decides. */
  @ApiPropertyOptional({ enum: SAVED_SEARCH_MAIL })
  @IsOptional()
  @IsIn(SAVED_SEARCH_MAIL, { message: AR.users.preferences })
  saved_search_mail?: SavedSearchMail;
}

/**
 * PUT /api/me: the signed-in user's own profile (name, phone) and notification preferences.
 * The email is the sign-in identity and changes only through an admin.
 */
export class UpdateMeDto {
  @ApiPropertyOptional({ example: 'سامر الحلبي' })
  @IsOptional()
  @VisibleName()
  @NoContactDetails()
  @IsString({ message: AR.auth.nameRequired })
  @MinLength(2, { message: AR.auth.nameRequired })
  @MaxLength(100, { message: AR.auth.nameRequired })
  name?: string;

  @ApiPropertyOptional({ type: String, example: '+963 944 123456', nullable: true })
  @IsOptional()
  @Nullable()
  @Trim()
  @IsString({ message: AR.auth.phoneInvalid })
  @Matches(PHONE, { message: AR.auth.phoneInvalid })
  phone?: string | null;

  @ApiPropertyOptional({ type: PreferencesDto })
  @IsOptional()
  // One object: ValidateNested alone checks each member of an array, whose indexes ('0', '1'…)
  // then reached the stored choices while the change asked for was dropped.
  @IsObject({ message: AR.users.preferences })
  @ValidateNested({ message: AR.users.preferences })
  @Type(() => PreferencesDto)
  preferences?: PreferencesDto;
}

/** PUT /api/me/password. */
export class ChangePasswordDto {
  @ApiPropertyOptional()
  @IsString({ message: AR.users.currentPasswordRequired })
  @MinLength(1, { message: AR.users.currentPasswordRequired })
  @MaxLength(200, { message: AR.users.currentPasswordRequired })
  current_password: string;

  @ApiPropertyOptional({ minLength: 8 })
  @IsString({ message: AR.auth.passwordMin })
  @MinLength(8, { message: AR.auth.passwordMin })
  @MaxLength(200, { message: AR.auth.passwordMin })
  password: string;

  @ApiPropertyOptional()
  @IsString({ message: AR.auth.passwordMismatch })
  password_confirmation: string;
}
