import type { CarEvent } from '../../cars/domain/car.events';
import { CONTACT_TEXTS } from './contact-texts';
import type { RiskFlagCode } from './risk.events';

/** The risk checks, each with the flags it raises. */
export const RISK_CHECKS = {
  contact: ['contact_in_text'],
  photos: ['stolen_photo', 'duplicate_listing'],
  price: ['price_too_low'],
  burst: ['new_account_burst'],
} as const satisfies Record<string, readonly RiskFlagCode[]>;

export type RiskCheck = keyof typeof RISK_CHECKS;
export const ALL_CHECKS: readonly RiskCheck[] = ['contact', 'photos', 'price', 'burst'];

/** The free texts the contact check reads, as a revision of the car or of its offer names them. */
const TEXT_DETAILS = CONTACT_TEXTS.flatMap((text) => ('detail' in text ? [text.detail] : []));
const TEXT_TERMS = CONTACT_TEXTS.flatMap((text) => ('term' in text ? [text.term] : []));
const PRICED_DETAILS = ['brand', 'model', 'year', 'mileage'] as const;
const PRICED_TERMS = ['priceMinor', 'currency', 'offerType'] as const;

const touches = (changes: object, keys: readonly string[]) => keys.some((key) => key in changes);

/**
 * The checks whose outcome a published listing's event can change: a revision re-reads only what
 * it touched (new seats read nothing; a new colour, the text; a new price, the price guide), the other flags stay as
 * recorded. The price guide is the costly read, and active listings are revised far more often
 * than pending ones are reviewed. A pending listing is checked whole on every event instead.
 */
export function checksAfter(event: CarEvent): readonly RiskCheck[] {
  switch (event.type) {
    case 'CarRevised': {
      const { changes } = event.data;
      return [
        ...(touches(changes, TEXT_DETAILS) ? (['contact'] as const) : []),
        ...(touches(changes, PRICED_DETAILS) ? (['price'] as const) : []),
      ];
    }
    case 'CarOfferRevised': {
      const { changes } = event.data;
      return [
        ...(touches(changes, TEXT_TERMS) ? (['contact'] as const) : []),
        ...(touches(changes, PRICED_TERMS) ? (['price'] as const) : []),
      ];
    }
    case 'CarOfferMade':
      return ['contact', 'price'];
    case 'CarImageProcessed':
    case 'CarImageRemoved':
      return ['photos'];
    default:
      return ALL_CHECKS;
  }
}
