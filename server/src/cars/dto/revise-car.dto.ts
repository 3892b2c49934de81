import { CarFieldsDto } from './car-fields.dto';
import { RevisionOf } from '../../shared/http/validation';

/** PUT /api/cars/{id}: any subset of the car's fields, under the same rules (a field sent as null is judged too). */
export class ReviseCarDto extends RevisionOf(CarFieldsDto) {}
