import { CommandHandler } from '@nestjs/cqrs';
import { RetryingCommandHandler } from '../../../event-store/retrying-command-handler';
import { EventStore } from '../../../event-store/event-store.service';
import { metadataFor } from '../../../shared/event-metadata';
import { conflict } from '../../../shared/http/http-errors';
import { AR } from '../../../shared/messages/ar';
import { CAR_STREAM, CarOfferMade } from '../../domain/car.events';
import { toOfferChanges } from '../../dto/to-domain';
import { assertMayChange, loadLiveCar } from '../car-access';
import { MakeOffer } from './make-offer.command';

@CommandHandler(MakeOffer)
export class MakeOfferHandler extends RetryingCommandHandler<MakeOffer> {
  constructor(private readonly store: EventStore) {
    super();
  }

  protected async decide({ actor, carId, terms }: MakeOffer): Promise<void> {
    const { state, version } = await loadLiveCar(this.store, carId);
    assertMayChange(state, actor);
    if (state.offer) throw conflict(AR.car.offerExists);
    const t = toOfferChanges(terms);
    const offerType = t.offerType ?? 'sale';
    const made: CarOfferMade = {
      type: 'CarOfferMade',
      data: {
        offerId: await this.store.nextId('offer'),
        offerType,
        priceMinor: t.priceMinor ?? 0,
        currency: t.currency ?? 'SYP',
        pricingPeriod: offerType === 'rent' ? (t.pricingPeriod ?? null) : null,
        isAvailable: t.isAvailable ?? true,
        additionalFeatures: t.additionalFeatures ?? '',
        location: t.location ?? '',
      },
    };
    await this.store.append(
      { streamType: CAR_STREAM, streamId: carId, expectedVersion: version, events: [made] },
      metadataFor(actor),
    );
  }
}
