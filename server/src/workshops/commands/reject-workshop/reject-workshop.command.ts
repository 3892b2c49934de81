import { Command } from '@nestjs/cqrs';
import { Actor } from '../../../shared/auth/roles';

/** An admin turns a pending workshop down, optionally saying why (shown to the owner). */
export class RejectWorkshop extends Command<void> {
  constructor(
    readonly actor: Actor,
    readonly workshopId: number,
    readonly reason: string | null,
  ) {
    super();
  }
}
