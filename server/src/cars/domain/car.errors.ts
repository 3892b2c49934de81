import { AR } from '../../shared/messages/ar';
import { DomainError } from '../../shared/domain-error';

/** Approve and reject act only on a car waiting for review. */
export class CarNotPending extends DomainError {
  constructor() {
    super('conflict', 'car.notPending');
  }
}

/** A take-down acts only on a published (active) car. */
export class CarNotActive extends DomainError {
  constructor() {
    super('conflict', 'car.notActive');
  }
}

/**
 * An admin approves only a listing they could judge whole: a price and at least one ready photo,
 * unless they say explicitly that they approve it anyway («موافقة رغم النقص»).
 */
export class CarIncomplete extends DomainError {
  constructor(missing: Array<'price' | 'photo'>) {
    super('conflict', 'car.incomplete', {
      args: [missing.map((m) => (m === 'price' ? AR.car.incompleteNoPrice : AR.car.incompleteNoPhoto)).join('، و')],
    });
  }
}

/** A car has one offer; a second is a change of the first. */
export class CarOfferExists extends DomainError {
  constructor() {
    super('conflict', 'car.offerExists');
  }
}

export class CarHasNoOffer extends DomainError {
  constructor() {
    super('not-found', 'car.noOffer');
  }
}

/** A listing keeps at least one photo. */
export class LastCarImage extends DomainError {
  constructor() {
    super('conflict', 'car.lastImage');
  }
}

/** Pending and rejected cars were never approved: they go through review, not renewal. */
export class CarNotRenewable extends DomainError {
  constructor() {
    super('conflict', 'car.notRenewable');
  }
}

export class CarImagesRequired extends DomainError {
  constructor() {
    super('invalid', 'images.required', { field: 'images' });
  }
}

/** More photos than the admin's limit per ad. */
export class TooManyCarImages extends DomainError {
  constructor(max: number) {
    super('invalid', 'images.tooMany', { field: 'images', args: [max] });
  }
}

export class UnknownCarCategory extends DomainError {
  constructor() {
    super('invalid', 'car.category', { field: 'category_id' });
  }
}

/** A rental offer says per what period its price is. */
export class RentalNeedsPeriod extends DomainError {
  constructor() {
    super('invalid', 'offer.pricingPeriod', { field: 'pricing_period' });
  }
}
