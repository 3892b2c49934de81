import { Command } from '@nestjs/cqrs';

/**
 * The system takes an active listing whose time ran out off the market (the maintenance job).
 * Answers whether it expired: a car renewed, removed or already expired meanwhile is left alone.
 */
export class ExpireCar extends Command<boolean> {
  constructor(
    readonly carId: number,
    /** The moment the decision is taken for (the job's clock). */
    readonly asOf: Date,
  ) {
    super();
  }
}
