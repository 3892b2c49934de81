/** The five cities the marketplace is organised around (tabs, demo data), in this order. */
export const MAIN_CITIES = ['دمشق', 'حلب', 'حمص', 'اللاذقية', 'طرطوس'] as const;

/** Suggestions for city fields: the main five first, then the other governorate centres. */
export const SYRIAN_CITIES = [
  ...MAIN_CITIES,
  'ريف دمشق',
  'حماة',
  'إدلب',
  'درعا',
  'السويداء',
  'القنيطرة',
  'دير الزور',
  'الرقة',
  'الحسكة',
] as const;
