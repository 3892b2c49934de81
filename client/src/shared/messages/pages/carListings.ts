import type { PluralForms } from '../../format/plural';

// The carListings page's Arabic texts (part of the client catalogue; loaded with that page only).

export const carListingsAr = {
  carsOnOffer: {
    zero: 'لا سيارات معروضة حاليًا',
    one: 'سيارة واحدة معروضة للبيع والإيجار',
    two: 'سيارتان معروضتان للبيع والإيجار',
    few: '# سيارات معروضة للبيع والإيجار',
    many: '# سيارة معروضة للبيع والإيجار',
    other: '# سيارة معروضة للبيع والإيجار',
  } satisfies PluralForms,
} as const;
