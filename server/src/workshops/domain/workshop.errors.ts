import { DomainError } from '../../shared/domain-error';

/** Approve and reject act only on a workshop waiting for review. */
export class WorkshopNotPending extends DomainError {
  constructor() {
    super('conflict', 'workshop.notPending');
  }
}

/** Nobody reviews their own workshop. */
export class OwnWorkshopReview extends DomainError {
  constructor() {
    super('forbidden', 'review.own');
  }
}

/** One review per person and workshop. */
export class AlreadyReviewed extends DomainError {
  constructor() {
    super('conflict', 'review.twice');
  }
}

/** An ad names a workshop that does not exist for the caller: a wrong field, not a missing page. */
export class UnknownAdWorkshop extends DomainError {
  constructor() {
    super('invalid', 'ad.workshop', { field: 'workshop_id' });
  }
}
