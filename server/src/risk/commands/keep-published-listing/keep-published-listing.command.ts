import { Command } from '@nestjs/cqrs';
import { Actor } from '../../../shared/auth/roles';

/** An admin keeps a published listing after looking at its flags («إبقاء»). */
export class KeepPublishedListing extends Command<void> {
  constructor(
    readonly actor: Actor,
    readonly carId: number,
  ) {
    super();
  }
}
