import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { Trim } from '../../shared/http/transforms';
import { AR } from '../../shared/messages/ar';

/** POST /api/saved-searches: a name and the listings URL's query string (checked by the controller). */
export class SaveSearchDto {
  @ApiProperty({ maxLength: 80 })
  @Trim()
  @IsString({ message: AR.savedSearches.name })
  @IsNotEmpty({ message: AR.savedSearches.name })
  @MaxLength(80, { message: AR.savedSearches.name })
  name!: string;

  @ApiProperty({ example: 'brand=Toyota&location=دمشق&price[max]=20000' })
  @IsString({ message: AR.savedSearches.query })
  @MaxLength(2000, { message: AR.savedSearches.query })
  query!: string;
}
