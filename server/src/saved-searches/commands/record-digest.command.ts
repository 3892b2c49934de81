import { Command } from '@nestjs/cqrs';
import { DigestOutcome } from '../domain/saved-search-digest.decider';

/**
 * Records that a user's saved search digest of `day` (Damascus) lists these notifications, once.
 * Answers what the day's digest lists, and whether it had been recorded already.
 */
export class RecordSavedSearchDigest extends Command<DigestOutcome> {
  constructor(
    readonly userId: number,
    readonly day: string,
    readonly notificationIds: readonly number[],
  ) {
    super();
  }
}
