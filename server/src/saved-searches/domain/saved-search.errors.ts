import { DomainError } from '../../shared/domain-error';

/** A user keeps at most MAX_SAVED_SEARCHES searches. */
export class TooManySavedSearches extends DomainError {
  constructor() {
    super('invalid', 'savedSearches.tooMany', { field: 'query' });
  }
}
