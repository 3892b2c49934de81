import { CommandHandler } from '@nestjs/cqrs';
import { RetryingCommandHandler } from '../../../event-store/retrying-command-handler';
import { EventStore } from '../../../event-store/event-store.service';
import { metadataFor } from '../../../shared/event-metadata';
import { invalidField, notFound } from '../../../shared/http/http-errors';
import { AR } from '../../../shared/messages/ar';
import { CAR_STREAM, CarOfferRevised } from '../../domain/car.events';
import { toOfferChanges } from '../../dto/to-domain';
import { assertMayChange, loadLiveCar } from '../car-access';
import { ReviseOffer } from './revise-offer.command';

@CommandHandler(ReviseOffer)
export class ReviseOfferHandler extends RetryingCommandHandler<ReviseOffer> {
  constructor(private readonly store: EventStore) {
    super();
  }

  protected async decide({ actor, carId, changes }: ReviseOffer): Promise<void> {
    const { state, version } = await loadLiveCar(this.store, carId);
    assertMayChange(state, actor);
    if (!state.offer) throw notFound(AR.car.noOffer);
    const c = toOfferChanges(changes);
    const offerType = c.offerType ?? state.offer.offerType;
    if (offerType === 'sale') {
      if (state.offer.pricingPeriod !== null || c.pricingPeriod) c.pricingPeriod = null;
    } else if ((c.pricingPeriod !== undefined ? c.pricingPeriod : state.offer.pricingPeriod) === null) {
      throw invalidField('pricing_period', AR.offer.pricingPeriod);
    }
    if (Object.keys(c).length === 0) return;
    const revised: CarOfferRevised = { type: 'CarOfferRevised', data: { changes: c } };
    await this.store.append(
      { streamType: CAR_STREAM, streamId: carId, expectedVersion: version, events: [revised] },
      metadataFor(actor),
    );
  }
}
