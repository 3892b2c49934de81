import { Command } from '@nestjs/cqrs';
import { Actor } from '../../../shared/auth/roles';
import { OfferTermsDto } from '../../dto/offer-terms.dto';

/** Offers a listed car for sale or rent. A car has one offer; later changes revise it. */
export class MakeOffer extends Command<void> {
  constructor(
    readonly actor: Actor,
    readonly carId: number,
    readonly terms: OfferTermsDto,
  ) {
    super();
  }
}
