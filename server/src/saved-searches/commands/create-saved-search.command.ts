import { Command } from '@nestjs/cqrs';
import { Actor } from '../../shared/auth/roles';
import { NewSavedSearch } from '../domain/saved-search.decider';

/** Saves a (checked, normalised) listings query; answers its id and whether it is new. */
export class CreateSavedSearch extends Command<{ savedSearchId: number; created: boolean }> {
  constructor(
    readonly actor: Actor,
    readonly search: NewSavedSearch,
  ) {
    super();
  }
}
