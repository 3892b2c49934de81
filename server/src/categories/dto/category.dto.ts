import { ApiProperty } from '@nestjs/swagger';
import { IsString, MaxLength, MinLength } from 'class-validator';
import { Trim } from '../../shared/http/transforms';
import { AR } from '../../shared/messages/ar';

/** POST and PUT /api/categories. */
export class CategoryDto {
  @ApiProperty({ example: 'سيدان', minLength: 2, maxLength: 50 })
  @Trim()
  @IsString({ message: AR.categories.name })
  @MinLength(2, { message: AR.categories.name })
  @MaxLength(50, { message: AR.categories.name })
  name: string;
}
