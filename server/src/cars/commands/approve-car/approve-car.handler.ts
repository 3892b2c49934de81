import { CommandHandler } from '@nestjs/cqrs';
import { RetryingCommandHandler } from '../../../event-store/retrying-command-handler';
import { EventStore } from '../../../event-store/event-store.service';
import { metadataFor } from '../../../shared/event-metadata';
import { conflict } from '../../../shared/http/http-errors';
import { AR } from '../../../shared/messages/ar';
import { SettingsQueries } from '../../../settings/queries/settings-queries';
import { CAR_STREAM, CarApproved } from '../../domain/car.events';
import { loadLiveCar } from '../car-access';
import { expiryFrom } from '../car-expiry';
import { ApproveCar } from './approve-car.command';

@CommandHandler(ApproveCar)
export class ApproveCarHandler extends RetryingCommandHandler<ApproveCar> {
  constructor(
    private readonly store: EventStore,
    private readonly settings: SettingsQueries,
  ) {
    super();
  }

  protected async decide({ actor, carId }: ApproveCar): Promise<void> {
    const { state, version } = await loadLiveCar(this.store, carId);
    if (state.status !== 'pending') throw conflict(AR.car.notPending);
    const { adDurationDays } = await this.settings.site();
    const approved: CarApproved = {
      type: 'CarApproved',
      data: { expiresAt: expiryFrom(new Date(), adDurationDays), automatic: false },
    };
    await this.store.append(
      { streamType: CAR_STREAM, streamId: carId, expectedVersion: version, events: [approved] },
      metadataFor(actor),
    );
  }
}
