import { ApiProperty } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsInt, ValidateNested } from 'class-validator';
import { ToId } from '../../shared/http/transforms';
import { AR } from '../../shared/messages/ar';

export class AnswerDto {
  @ApiProperty({ example: 1 })
  @ToId()
  @IsInt({ message: AR.recommendations.malformed })
  question_id: number;

  @ApiProperty({ example: 13 })
  @ToId()
  @IsInt({ message: AR.recommendations.malformed })
  chosen_option_id: number;
}

/** POST /api/car-recommendations: one answer per question of GET /api/questions. */
export class RecommendationRequestDto {
  @ApiProperty({ type: [AnswerDto] })
  @IsArray({ message: AR.recommendations.malformed })
  @ArrayMinSize(1, { message: AR.recommendations.malformed })
  @ArrayMaxSize(20, { message: AR.recommendations.malformed })
  @ValidateNested({ each: true })
  @Type(() => AnswerDto)
  answers: AnswerDto[];
}
