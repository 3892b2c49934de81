import { DomainError } from '../../shared/domain-error';

/** «إبقاء» is for a published listing; a pending one is approved or rejected instead. */
export class ListingNotPublished extends DomainError {
  constructor() {
    super('conflict', 'risk.notPublished');
  }
}

/** A listing without flags has nothing for an admin to keep it despite. */
export class NoFlagsToKeep extends DomainError {
  constructor() {
    super('conflict', 'risk.nothingToKeep');
  }
}
