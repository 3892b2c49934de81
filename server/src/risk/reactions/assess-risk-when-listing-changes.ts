import { Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { CarEvent } from '../../cars/domain/car.events';
import { Reaction } from '../../dispatch/reaction';
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
  ) {}

  async handle(recorded: RecordedEvent): Promise<void> {
    const carId = Number(recorded.streamId);
    const assessed = await this.assessor.flagsOfReviewable(carId, checksAfter(recorded as unknown as CarEvent));
    if (!assessed) return;
    await this.commands.execute(new RecordCarRisk(carId, assessed.flags, assessed.status, recorded.position));
  }
}
