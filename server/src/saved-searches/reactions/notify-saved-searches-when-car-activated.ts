import { Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { CAR } from '../../cars/domain/car.state';
import { Reaction } from '../../dispatch/reaction';
import { stateAt } from '../../event-store/aggregate';
import { EventStore } from '../../event-store/event-store.service';
import { RecordedEvent } from '../../event-store/event.types';
import { RaiseNotifications } from '../../notifications/commands/raise-notifications.command';
import { AR } from '../../shared/messages/ar';
import { formatPriceWithApprox } from '../../shared/money/money';
import { MatchedCar, SavedSearchMatcher } from '../matching/saved-search-matcher';

/**
 * When a car becomes active (approved — by an admin, or on its own when review is off, also after
 * an edit — or renewed after expiring), the owners of the saved searches it matches get a
 * notification: one per search, never for their own car, never twice for the same car and search.
 * Notifications are raised once per event (their stream is keyed by its position), so a
 * redelivered batch raises nothing new; the push follows from NotificationRaised.
 */
@Injectable()
@Reaction({ subscription: 'saved-searches', handles: ['CarApproved', 'CarRenewed'] })
export class NotifySavedSearchesWhenCarActivated {
  constructor(
    private readonly store: EventStore,
    private readonly matcher: SavedSearchMatcher,
    private readonly commands: CommandBus,
  ) {}

  async handle(recorded: RecordedEvent): Promise<void> {
    if (recorded.type === 'CarRenewed') {
      const { before } = await stateAt(this.store, CAR, recorded);
      if (before.status === 'active') return;
    }
    const found = await this.matcher.match(Number(recorded.streamId));
    if (!found?.matches.length) return;
    const { car, matches } = found;
    await this.commands.execute(
      new RaiseNotifications(
        recorded.position,
        matches.map((match) => ({
          userId: match.userId,
          kind: 'saved_search_match' as const,
          title: AR.notifications.savedSearchMatchTitle(match.name),
          body: describe(car),
          link: `/car/${car.id}`,
          carId: car.id,
          savedSearchId: match.savedSearchId,
        })),
      ),
    );
  }
}

/**
 * The car's name and price, the seller's own first (the bell and the mails read it):
 * «كيا ريو 2016 — 585,000 ل.س (≈ 5,318 $)», «تويوتا كامري 2018 — 18,500 $ (≈ 2,035,000 ل.س)».
 */
const describe = (car: MatchedCar): string =>
  car.priceMinor !== null && car.currency
    ? `${car.name} — ${formatPriceWithApprox(car.priceMinor, car.currency, { usdMinor: car.priceUsdMinor, sypMinor: car.priceSypMinor })}`
    : car.name;
