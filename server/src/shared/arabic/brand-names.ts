/**
 * Car makes as people write them in Syria, in Arabic and Latin script. The key is the canonical
 * (Latin, lower-case) name the product stores; aliases are given already normalised (see normalise.ts).
 */
export const BRAND_ALIASES: Record<string, readonly string[]> = {
  toyota: ['تويوتا'],
  mercedes: ['مرسيدس', 'مرسيدس بنز', 'مارسيدس', 'بنز', 'mercedes benz', 'mercedes-benz', 'benz'],
  bmw: ['بي ام دبليو', 'بي ام', 'بي إم دبليو', 'بيم', 'بي ام و'],
  audi: ['اودي', 'اؤدي'],
  honda: ['هوندا'],
  kia: ['كيا'],
  hyundai: ['هيونداي', 'هونداي', 'هيوندا', 'hundai'],
  nissan: ['نيسان'],
  lexus: ['لكزس', 'لكسس', 'ليكزس'],
  ford: ['فورد'],
  chevrolet: ['شفروليه', 'شيفروليه', 'شفرليه', 'شيفروليت', 'شفروليت', 'شفر', 'chevy'],
  mitsubishi: ['ميتسوبيشي', 'متسوبيشي'],
  mazda: ['مازدا'],
  volkswagen: ['فولكس فاجن', 'فولكسفاجن', 'فولكس واجن', 'vw'],
  peugeot: ['بيجو'],
  renault: ['رينو'],
  opel: ['اوبل'],
  suzuki: ['سوزوكي'],
  skoda: ['سكودا'],
  jeep: ['جيب'],
  chery: ['شيري'],
  geely: ['جيلي'],
  porsche: ['بورش', 'بورشه'],
  'land rover': ['لاند روفر', 'رنج روفر', 'range rover'],
};

/** Arabic display names of the canonical makes the listing forms offer. */
export const BRAND_ARABIC: Record<string, string> = {
  toyota: 'تويوتا',
  mercedes: 'مرسيدس',
  bmw: 'بي إم دبليو',
  audi: 'أودي',
  honda: 'هوندا',
  kia: 'كيا',
  hyundai: 'هيونداي',
  nissan: 'نيسان',
  lexus: 'لكزس',
  ford: 'فورد',
  chevrolet: 'شفروليه',
};
