import { DomainError } from '../../shared/domain-error';

/** Approve and reject act only on a store waiting for review. */
export class StoreNotPending extends DomainError {
  constructor() {
    super('conflict', 'store.notPending');
  }
}
