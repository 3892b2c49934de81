import type { PluralForms } from '../../format/plural';

// The stores page's Arabic texts (part of the client catalogue; loaded with that page only).

export const storesAr = {
  /** After «من أصل» (genitive): 'عرض 9 من أصل 10 متاجر'. */
  ofStores: {
    zero: '# متجر',
    one: 'متجر واحد',
    two: 'متجرين',
    few: '# متاجر',
    many: '# متجرًا',
    other: '# متجر',
  } satisfies PluralForms,
} as const;
