import { PartialType } from '@nestjs/swagger';
import { CarFieldsDto } from './car-fields.dto';

/** PUT /api/cars/{id}: any subset of the car's fields, under the same rules (a field sent as null is judged too). */
export class ReviseCarDto extends PartialType(CarFieldsDto, { skipNullProperties: false }) {}
