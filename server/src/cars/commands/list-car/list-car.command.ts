import { Command } from '@nestjs/cqrs';
import { Actor } from '../../../shared/auth/roles';
import { ImageRef } from '../../domain/car.events';
import { CarFieldsDto } from '../../dto/car-fields.dto';

/** Puts a car on the market (pending review, or active at once when review is off). */
export class ListCar extends Command<{ carId: number }> {
  constructor(
    readonly actor: Actor,
    readonly fields: CarFieldsDto,
    readonly images: ImageRef[],
  ) {
    super();
  }
}
