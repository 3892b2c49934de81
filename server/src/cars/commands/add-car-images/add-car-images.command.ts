import { Command } from '@nestjs/cqrs';
import { Actor } from '../../../shared/auth/roles';
import { ImageRef } from '../../domain/car.events';

/** Adds uploaded photos to a car, within the admin's per-ad limit. */
export class AddCarImages extends Command<void> {
  constructor(
    readonly actor: Actor,
    readonly carId: number,
    readonly images: ImageRef[],
  ) {
    super();
  }
}
