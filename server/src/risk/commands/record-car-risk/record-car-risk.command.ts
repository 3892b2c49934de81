import { Command } from '@nestjs/cqrs';
import { AssessedStatus, RiskFlag } from '../../domain/risk.events';

/** The worker records what the risk checks found for a pending or published car (after the event at `causedBy`). */
export class RecordCarRisk extends Command<void> {
  constructor(
    readonly carId: number,
    readonly flags: RiskFlag[],
    readonly listingStatus: AssessedStatus,
    readonly causedBy: number,
  ) {
    super();
  }
}
