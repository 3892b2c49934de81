import { Brand, BRANDS } from '../../../server/src/cars/domain/car.constants';
import { BRAND_ARABIC } from '../../../server/src/shared/arabic/brand-names';

/**
 * What the generated market sells: the project's makes, each with the models Syrians list most,
 * written in Arabic the way sellers title them. `weight` is a model's share of listings (Toyota,
 * Kia and Hyundai dominate the Syrian market), `usd` a typical price of a recent one in US dollars.
 */
interface Model {
  model: string;
  ar: string;
  weight: number;
  usd: number;
  category: number; // 1 sedan, 2 SUV, 3 hatchback, 4 pick-up, 5 coupé, 6 van
  horsepower: number;
  seats: number;
}

const COUNTRY: Record<Brand, string> = {
  toyota: 'اليابان',
  honda: 'اليابان',
  nissan: 'اليابان',
  lexus: 'اليابان',
  kia: 'كوريا الجنوبية',
  hyundai: 'كوريا الجنوبية',
  mercedes: 'ألمانيا',
  bmw: 'ألمانيا',
  audi: 'ألمانيا',
  ford: 'الولايات المتحدة',
  chevrolet: 'الولايات المتحدة',
};

const m = (model: string, ar: string, weight: number, usd: number, category = 1, horsepower = 150, seats = 5): Model => ({
  model,
  ar,
  weight,
  usd,
  category,
  horsepower,
  seats,
});

const MODELS: Record<Brand, Model[]> = {
  toyota: [
    m('Camry', 'كامري', 9, 26000, 1, 178),
    m('Corolla', 'كورولا', 8, 20000, 1, 132),
    m('Land Cruiser', 'لاندكروزر', 4, 75000, 2, 305, 7),
    m('Hilux', 'هايلكس', 4, 30000, 4, 160),
    m('Yaris', 'يارس', 3, 15000, 3, 106),
    m('Prado', 'برادو', 3, 50000, 2, 270, 7),
    m('RAV4', 'راف فور', 2, 32000, 2, 203),
  ],
  kia: [
    m('Sportage', 'سبورتاج', 7, 24000, 2, 181),
    m('Cerato', 'سيراتو', 7, 17000, 1, 147),
    m('Rio', 'ريو', 6, 13000, 3, 120),
    m('Picanto', 'بيكانتو', 5, 10000, 3, 84),
    m('Sorento', 'سورينتو', 3, 30000, 2, 191, 7),
    m('Optima', 'اوبتيما', 2, 20000, 1, 185),
  ],
  hyundai: [
    m('Elantra', 'النترا', 7, 18000, 1, 147),
    m('Accent', 'اكسنت', 7, 13000, 1, 120),
    m('Tucson', 'توسان', 5, 25000, 2, 181),
    m('Sonata', 'سوناتا', 4, 22000, 1, 191),
    m('Avante', 'افانتي', 3, 15000, 1, 140),
    m('Santa Fe', 'سانتافي', 2, 32000, 2, 185, 7),
  ],
  mercedes: [
    m('C200', 'سي 200', 3, 38000, 1, 204),
    m('E200', 'اي 200', 3, 50000, 1, 197),
    m('S500', 'اس 500', 1, 95000, 1, 435),
    m('G500', 'جي كلاس', 1, 140000, 2, 416),
  ],
  bmw: [m('320i', '320', 2, 36000, 1, 184), m('520i', '520', 2, 48000, 1, 184), m('X5', 'اكس 5', 1, 65000, 2, 335)],
  audi: [m('A4', 'اي فور', 1, 35000, 1, 201), m('A6', 'اي 6', 1, 45000, 1, 261), m('Q7', 'كيو 7', 1, 60000, 2, 335, 7)],
  honda: [m('Civic', 'سيفيك', 3, 22000, 1, 158), m('Accord', 'اكورد', 2, 27000, 1, 192), m('CR-V', 'سي ار في', 2, 30000, 2, 190)],
  nissan: [
    m('Sunny', 'صني', 4, 12000, 1, 118),
    m('Altima', 'التيما', 2, 22000, 1, 188),
    m('Patrol', 'باترول', 2, 60000, 2, 400, 7),
    m('X-Trail', 'اكس تريل', 1, 26000, 2, 181),
  ],
  lexus: [m('LX570', 'ال اكس 570', 1, 90000, 2, 383, 8), m('ES350', 'اي اس 350', 1, 42000, 1, 302)],
  ford: [
    m('Focus', 'فوكس', 2, 15000, 3, 160),
    m('Explorer', 'اكسبلورر', 1, 38000, 2, 300, 7),
    m('Ranger', 'رينجر', 1, 28000, 4, 210),
  ],
  chevrolet: [
    m('Aveo', 'افيو', 3, 10000, 1, 108),
    m('Optra', 'اوبترا', 3, 9000, 1, 109),
    m('Cruze', 'كروز', 2, 15000, 1, 153),
    m('Captiva', 'كابتيفا', 1, 20000, 2, 167, 7),
  ],
};

/** One entry per unit of weight, so `entries[hash % length]` picks a model with its market share. */
export function catalogueEntries(): Array<Omit<Model, 'weight' | 'ar'> & { brand: Brand; title: string; country: string }> {
  return BRANDS.flatMap((brand) =>
    MODELS[brand].flatMap(({ weight, ar, ...model }) =>
      Array.from({ length: weight }, () => ({ ...model, brand, title: `${BRAND_ARABIC[brand]} ${ar}`, country: COUNTRY[brand] })),
    ),
  );
}

/** Where listings are, weighted like the population of sellers: Damascus and Aleppo first. */
export const MARKET_CITIES = [
  ...Array(14).fill('دمشق'),
  ...Array(4).fill('دمشق - المزة'),
  ...Array(2).fill('ريف دمشق'),
  ...Array(10).fill('حلب'),
  ...Array(5).fill('حمص'),
  ...Array(4).fill('اللاذقية'),
  ...Array(3).fill('طرطوس'),
  ...Array(3).fill('حماة'),
  ...Array(2).fill('درعا'),
  'السويداء',
  'دير الزور',
  'إدلب',
] as string[];

export const MARKET_COLOURS = ['أبيض', 'أسود', 'فضي', 'رمادي', 'أحمر', 'أزرق', 'بيج', 'كحلي'];

export const MARKET_TITLE_SUFFIXES = ['', ' فل كامل', ' نظيفة جدا', ' بحالة الوكالة', ' فحص كامل', ' اوتوماتيك'];

export const MARKET_DESCRIPTIONS = [
  'سيارة نظيفة جدًا بدون حوادث وصيانة دورية في الوكالة',
  'فحص كامل، فرش جلد، شاشة وكاميرا خلفية، السعر قابل للتفاوض',
  'مالك أول، محرك وقير بحالة ممتازة، جمرك جديد',
  'للبيع أو المبادلة، بحاجة لبعض الصيانة البسيطة',
  'استعمال شخصي، تبديل زيت منتظم، إطارات جديدة',
];
