import { Command } from '@nestjs/cqrs';
import { Actor } from '../../../shared/auth/roles';
import { ReviseOfferDto } from '../../dto/offer-terms.dto';

/** Changes a car's offer: price, place, availability (sold), type. */
export class ReviseOffer extends Command<void> {
  constructor(
    readonly actor: Actor,
    readonly carId: number,
    readonly changes: ReviseOfferDto,
  ) {
    super();
  }
}
