import { Command } from '@nestjs/cqrs';
import { Actor } from '../../../shared/auth/roles';
import { Preferences } from '../../domain/preferences';

/** The signed-in user's notification choices; unnamed ones keep their value. */
export class UpdatePreferences extends Command<Preferences> {
  constructor(
    readonly actor: Actor,
    readonly changes: Preferences,
  ) {
    super();
  }
}
