import { Command } from '@nestjs/cqrs';
import { RiskFlag } from '../../domain/risk.events';

/** The worker records what the risk checks found for a pending car (after the event at `causedBy`). */
export class RecordCarRisk extends Command<void> {
  constructor(
    readonly carId: number,
    readonly flags: RiskFlag[],
    readonly causedBy: number,
  ) {
    super();
  }
}
