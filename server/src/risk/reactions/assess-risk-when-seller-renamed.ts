import { Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { Reaction } from '../../dispatch/reaction';
import { RecordedEvent } from '../../event-store/event.types';
import { UserEvent, UserProfileUpdated } from '../../users/domain/user.events';
import { RecordCarRisk } from '../commands/record-car-risk/record-car-risk.command';
import { RiskQueries } from '../queries/risk-queries';
import { RiskAssessor } from '../risk-assessor';

/**
 * The contact check reads the seller's name beside each listing's texts (a number begun in the
 * name, «أبو سامر 0944», and ended in the description, «555 666 …»). A listing is checked when it
 * changes; a seller who renames themselves after approval changes no listing, so the worker
 * checks the seller's pending and published listings again when their name changes, each by the
 * contact check alone once published (a pending one is checked whole, as on any of its events).
 */
@Injectable()
@Reaction({ subscription: 'risk', handles: ['UserProfileUpdated'] satisfies Array<UserEvent['type']> })
export class AssessRiskWhenSellerRenamed {
  constructor(
    private readonly assessor: RiskAssessor,
    private readonly risk: RiskQueries,
    private readonly commands: CommandBus,
  ) {}

  async handle(recorded: RecordedEvent): Promise<void> {
    if ((recorded.data as UserProfileUpdated['data']).name === undefined) return;
    for (const carId of await this.risk.reviewableListingsOf(Number(recorded.streamId))) {
      const listing = await this.assessor.reviewable(carId);
      const flags = listing && (await this.assessor.flagsOfReviewable(listing, ['contact']));
      if (listing && flags) await this.commands.execute(new RecordCarRisk(carId, flags, listing.status, recorded.position));
    }
  }
}
