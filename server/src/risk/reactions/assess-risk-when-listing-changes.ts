import { Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { CarApproved, CarEvent } from '../../cars/domain/car.events';
import { Reaction } from '../../dispatch/reaction';
import { EventStore } from '../../event-store/event-store.service';
import { RecordedEvent } from '../../event-store/event.types';
import { checksAfter } from '../domain/checks-after';
import { RecordCarRisk } from '../commands/record-car-risk/record-car-risk.command';
import { RiskAssessor } from '../risk-assessor';

/**
 * The worker checks a pending or published listing again whenever what the checks read of it
 * changes (its text, offer or photos, its return to review) and records the flags when they
 * changed: a clean ad approved and then edited to carry a phone number, a copied photo or a price
 * too low reaches a moderator too (a published one re-read only by the checks its event can
 * change: checksAfter). Only these per-listing events cost a check: a rate change
 * re-prices listings in batches on a stream of its own (ListingsRepriced), never through a
 * listing's offer, so it assesses nothing. The checks read the market as it is when the event
 * is handled; the recorded event keeps what they found, so a replay rebuilds the same flags. A
 * listing whose photo another listing copies later is not checked again: the flag is on the
 * copy, which is the suspect.
 */
@Injectable()
@Reaction({
  subscription: 'risk',
  handles: [
    'CarListed',
    'CarRevised',
    'CarResubmitted',
    'CarImageProcessed',
    'CarImageRemoved',
    'CarOfferMade',
    'CarOfferRevised',
  ] satisfies Array<CarEvent['type']>,
})
export class AssessRiskWhenListingChanges {
  constructor(
    private readonly assessor: RiskAssessor,
    private readonly commands: CommandBus,
    private readonly events: EventStore,
  ) {}

  async handle(recorded: RecordedEvent): Promise<void> {
    const carId = Number(recorded.streamId);
    const listing = await this.assessor.reviewable(carId);
    if (!listing) return;
    // Only a published listing can have been approved since: a pending one is read no further.
    if (listing.status === 'active' && (await this.approvedSince(recorded))) return;
    const flags = await this.assessor.flagsOfReviewable(listing, checksAfter(recorded as unknown as CarEvent));
    if (!flags) return;
    await this.commands.execute(new RecordCarRisk(carId, flags, listing.status, recorded.position));
  }

  /**
   * Whether an admin approved the listing after this event: the admin judged it as it then was
   * (the pending checks had run on it, their flags recorded as seen at the approval), so checking
   * the event again finds nothing they did not see. A worker catching up on listings it has not
   * assessed yet (after a restart) would otherwise run every check, a price guide included, on
   * each published listing's first events, beside the live work. An automatic approval (review
   * before publishing off) judged nothing: those events are checked.
   */
  private async approvedSince(recorded: RecordedEvent): Promise<boolean> {
    const stream = await this.events.readStream(recorded.streamType, recorded.streamId);
    return stream.some(
      (e) => e.streamVersion > recorded.streamVersion && e.type === 'CarApproved' && !(e.data as CarApproved['data']).automatic,
    );
  }
}
