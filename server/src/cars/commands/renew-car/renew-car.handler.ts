import { CommandHandler } from '@nestjs/cqrs';
import { EventStore } from '../../../event-store/event-store.service';
import { RetryingCommandHandler } from '../../../event-store/retrying-command-handler';
import { SettingsQueries } from '../../../settings/queries/settings-queries';
import { metadataFor } from '../../../shared/event-metadata';
import { conflict } from '../../../shared/http/http-errors';
import { AR } from '../../../shared/messages/ar';
import { CAR_STREAM, CarRenewed } from '../../domain/car.events';
import { assertMayChange, loadLiveCar } from '../car-access';
import { expiryFrom } from '../car-expiry';
import { RenewCar } from './renew-car.command';

@CommandHandler(RenewCar)
export class RenewCarHandler extends RetryingCommandHandler<RenewCar> {
  constructor(
    private readonly store: EventStore,
    private readonly settings: SettingsQueries,
  ) {
    super();
  }

  protected async decide({ actor, carId }: RenewCar): Promise<void> {
    const { state, version } = await loadLiveCar(this.store, carId);
    assertMayChange(state, actor);
    // Pending and rejected cars were never approved: they go through review, not renewal.
    if (state.status !== 'active' && state.status !== 'expired') throw conflict(AR.car.notRenewable);
    const { adDurationDays } = await this.settings.site();
    const expiresAt = expiryFrom(new Date(), adDurationDays);
    if (state.expiresAt && state.expiresAt >= expiresAt) return;
    const renewed: CarRenewed = { type: 'CarRenewed', data: { expiresAt } };
    await this.store.append(
      { streamType: CAR_STREAM, streamId: carId, expectedVersion: version, events: [renewed] },
      metadataFor(actor),
    );
  }
}
