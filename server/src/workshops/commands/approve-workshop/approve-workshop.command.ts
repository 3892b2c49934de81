import { Command } from '@nestjs/cqrs';
import { Actor } from '../../../shared/auth/roles';

/** An admin publishes a pending workshop (and with it the ads its owner has added). */
export class ApproveWorkshop extends Command<void> {
  constructor(
    readonly actor: Actor,
    readonly workshopId: number,
  ) {
    super();
  }
}
