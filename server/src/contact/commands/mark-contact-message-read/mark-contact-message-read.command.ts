import { Command } from '@nestjs/cqrs';
import { Actor } from '../../../shared/auth/roles';

/** An admin has opened a contact message. Idempotent: the first reader is kept. */
export class MarkContactMessageRead extends Command<void> {
  constructor(
    readonly actor: Actor,
    readonly messageId: number,
  ) {
    super();
  }
}
