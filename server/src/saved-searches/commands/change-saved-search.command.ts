import { Command } from '@nestjs/cqrs';
import { Actor } from '../../shared/auth/roles';

/** Deletes one of the user's saved searches. */
export class DeleteSavedSearch extends Command<void> {
  constructor(
    readonly actor: Actor,
    readonly savedSearchId: number,
  ) {
    super();
  }
}

/** The user opened a saved search's matches: its new-match count starts again. */
export class MarkSavedSearchSeen extends Command<void> {
  constructor(
    readonly actor: Actor,
    readonly savedSearchId: number,
  ) {
    super();
  }
}
