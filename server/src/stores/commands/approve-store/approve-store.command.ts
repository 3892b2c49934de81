import { Command } from '@nestjs/cqrs';
import { Actor } from '../../../shared/auth/roles';

/** An admin publishes a pending store. */
export class ApproveStore extends Command<void> {
  constructor(
    readonly actor: Actor,
    readonly storeId: number,
  ) {
    super();
  }
}
