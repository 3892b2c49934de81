/** The catalogue's categories (public-area.md §2, spare parts), in the order the tiles show them. */
export const PART_CATEGORIES = [
  'engine',
  'brakes',
  'suspension',
  'electrical',
  'air_conditioning',
  'lighting',
  'oils_filters',
  'wheels_tyres',
] as const;
export type PartCategory = (typeof PART_CATEGORIES)[number];

/** Original (the car maker's own) or replacement (another maker's). */
export const PART_TYPES = ['original', 'replacement'] as const;
export type PartType = (typeof PART_TYPES)[number];

/** The car makes the filter offers. */
export const PART_MAKES = ['toyota', 'honda', 'hyundai', 'kia', 'mercedes', 'bmw', 'volkswagen', 'chevrolet'] as const;
export type PartMake = (typeof PART_MAKES)[number];

/** The car models the filter offers, with their make. */
export const PART_MODELS = {
  camry: 'toyota',
  corolla: 'toyota',
  civic: 'honda',
  accord: 'honda',
  elantra: 'hyundai',
  sportage: 'kia',
} as const satisfies Record<string, PartMake>;
export type PartModel = keyof typeof PART_MODELS;

/** Arabic names of the categories, for the search column (a visitor types 'فرامل', not 'brakes'). */
export const PART_CATEGORY_ARABIC: Record<PartCategory, string> = {
  engine: 'المحرك',
  brakes: 'الفرامل',
  suspension: 'نظام التعليق',
  electrical: 'الكهرباء',
  air_conditioning: 'التكييف',
  lighting: 'الإضاءة',
  oils_filters: 'الزيوت والفلاتر',
  wheels_tyres: 'الإطارات والجنوط',
};
