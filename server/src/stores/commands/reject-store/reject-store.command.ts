import { Command } from '@nestjs/cqrs';
import { Actor } from '../../../shared/auth/roles';

/** An admin turns a pending store down, optionally saying why (shown to the owner). */
export class RejectStore extends Command<void> {
  constructor(
    readonly actor: Actor,
    readonly storeId: number,
    readonly reason: string | null,
  ) {
    super();
  }
}
