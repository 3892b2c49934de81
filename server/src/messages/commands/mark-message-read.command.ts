import { Command } from '@nestjs/cqrs';
import { Actor } from '../../shared/auth/roles';

/** The seller has opened a message. Idempotent. */
export class MarkMessageRead extends Command<void> {
  constructor(
    readonly actor: Actor,
    readonly messageId: number,
  ) {
    super();
  }
}
