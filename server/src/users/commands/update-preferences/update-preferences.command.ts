import { Command } from '@nestjs/cqrs';
import { Actor } from '../../../shared/auth/roles';

/** The signed-in user's notification choices; unnamed ones keep their value. */
export class UpdatePreferences extends Command<Record<string, boolean>> {
  constructor(
    readonly actor: Actor,
    readonly changes: Record<string, boolean>,
  ) {
    super();
  }
}
