import { Brand } from '../../cars/domain/car.constants';
import { CityCar, CitySeller } from './demo-cities';
import { mulberry32 } from '../../../../shared/seeded-random';

/**
 * A few popular models with enough listings (8–15 each, issue 29) that the price indicator has
 * something to say on the demo market: most cards carry a band and «عروض جيدة فقط» lists some.
 * Prices follow each model's depreciation with age and kilometres (about what Syrian listings
 * ask), with a spread of ±12% drawn from a fixed seed, so every start lists the same cars. Some
 * sellers price in pounds, as many do.
 */
interface PopularModel {
  brand: Brand;
  model: string;
  arabic: string;
  count: number;
  /** What a 2020 at 50,000 km asks, in US dollars; the fall per year and per 10,000 km. */
  price2020: number;
  perYear: number;
  per10000Km: number;
  years: [number, number];
  horsepower: number;
  category: number;
}

const MODELS: PopularModel[] = [
  {
    brand: 'toyota',
    model: 'Corolla',
    arabic: 'تويوتا كورولا',
    count: 12,
    price2020: 17_500,
    perYear: 0.1,
    per10000Km: 0.012,
    years: [2012, 2022],
    horsepower: 139,
    category: 1,
  },
  {
    brand: 'hyundai',
    model: 'Elantra',
    arabic: 'هيونداي إلنترا',
    count: 11,
    price2020: 15_500,
    perYear: 0.11,
    per10000Km: 0.013,
    years: [2011, 2021],
    horsepower: 147,
    category: 1,
  },
  {
    brand: 'kia',
    model: 'Rio',
    arabic: 'كيا ريو',
    count: 10,
    price2020: 11_000,
    perYear: 0.1,
    per10000Km: 0.012,
    years: [2010, 2021],
    horsepower: 100,
    category: 1,
  },
  {
    brand: 'kia',
    model: 'Sportage',
    arabic: 'كيا سبورتاج',
    count: 9,
    price2020: 21_000,
    perYear: 0.09,
    per10000Km: 0.01,
    years: [2012, 2022],
    horsepower: 181,
    category: 2,
  },
];

const SELLERS: CitySeller[] = ['sham-motors', 'hala', 'omar', 'homs-auto', 'tartus-cars'];
const PLACES = [
  'دمشق - المزة',
  'حلب - الفرقان',
  'حمص - الوعر',
  'اللاذقية - الزراعة',
  'طرطوس - الكورنيش',
  'حماة',
  'دمشق - كفرسوسة',
];
const COLOURS = ['أبيض', 'فضي', 'أسود', 'رمادي', 'أحمر', 'أزرق'];
/** Pounds a dollar, for the sellers who price in pounds (the demo's rate). */
const SYP_PER_USD = 110;

export const DEMO_COMPARABLE_CARS: CityCar[] = (() => {
  const next = mulberry32(29);
  const cars: CityCar[] = [];
  for (const m of MODELS) {
    for (let i = 0; i < m.count; i += 1) {
      const year = m.years[0] + Math.floor(next() * (m.years[1] - m.years[0] + 1));
      const age = Math.max(0, 2026 - year);
      // About 12,000–20,000 km a year, some more, some less.
      const km = Math.round((age * (12 + next() * 8) + next() * 10) * 1000);
      const fair = m.price2020 * Math.exp(m.perYear * (year - 2020) - m.per10000Km * ((km - 50_000) / 10_000));
      const asked = fair * (0.88 + next() * 0.24);
      const inPounds = next() < 0.3;
      const price = inPounds ? Math.round((asked * SYP_PER_USD) / 10_000) * 10_000 : Math.round(asked / 100) * 100;
      const seller = SELLERS[i % SELLERS.length];
      cars.push({
        seller,
        name: `${m.arabic} ${year}`,
        brand: m.brand,
        model: m.model,
        year,
        mileage: km,
        fuel: 'petrol',
        transmission: next() < 0.8 ? 'automatic' : 'manual',
        horsepower: m.horsepower,
        seats: 5,
        color: COLOURS[Math.floor(next() * COLOURS.length)],
        condition: 'used',
        country: m.brand === 'toyota' ? 'اليابان' : 'كوريا الجنوبية',
        category: m.category,
        description: `${m.arabic} موديل ${year}، ${Math.round(km / 1000)} ألف كم، صيانة دورية وبحالة جيدة.`,
        offer: {
          type: 'sale',
          price: String(price),
          currency: inPounds ? 'SYP' : 'USD',
          location: PLACES[Math.floor(next() * PLACES.length)],
          features: 'مكيف, نوافذ كهربائية',
        },
        moderation: 'approve',
      });
    }
  }
  return cars;
})();
