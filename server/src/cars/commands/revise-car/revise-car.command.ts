import { Command } from '@nestjs/cqrs';
import { Actor } from '../../../shared/auth/roles';
import { ReviseCarDto } from '../../dto/revise-car.dto';

/** Edits a car's details. The owner editing a rejected car sends it back for review. */
export class ReviseCar extends Command<void> {
  constructor(
    readonly actor: Actor,
    readonly carId: number,
    readonly changes: ReviseCarDto,
  ) {
    super();
  }
}
