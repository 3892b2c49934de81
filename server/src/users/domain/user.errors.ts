import { DomainError } from '../../shared/domain-error';

/** The site always keeps one active admin. */
export class LastAdmin extends DomainError {
  constructor() {
    super('conflict', 'users.lastAdmin');
  }
}

export class CannotSuspendSelf extends DomainError {
  constructor() {
    super('conflict', 'users.suspendSelf');
  }
}

/** Another account has this e-mail address (as the read model's unique index found it). */
export class EmailTaken extends DomainError {
  constructor() {
    super('invalid', 'auth.emailTaken', { field: 'email' });
  }
}

/** A 422 on the field, not a 401: the session is fine, the proof is not. */
export class WrongCurrentPassword extends DomainError {
  constructor() {
    super('invalid', 'users.currentPassword', { field: 'current_password' });
  }
}

export class SamePassword extends DomainError {
  constructor() {
    super('invalid', 'users.samePassword', { field: 'password' });
  }
}
