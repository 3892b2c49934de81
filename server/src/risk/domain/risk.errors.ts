import { DomainError } from '../../shared/domain-error';

/** «إبقاء» is for a published listing; a pending one is approved or rejected instead. */
export class ListingNotPublished extends DomainError {
  constructor() {
    super('conflict', 'risk.notPublished');
  }
}

/**
 * The admin decided on flags that are no longer the listing's: a check found something since the
 * card was drawn, and the decision would record as seen a flag they did not see.
 */
export class FlagsChangedSinceShown extends DomainError {
  constructor() {
    super('conflict', 'risk.flagsChanged');
  }
}

/** A listing without flags has nothing for an admin to keep it despite. */
export class NoFlagsToKeep extends DomainError {
  constructor() {
    super('conflict', 'risk.nothingToKeep');
  }
}
