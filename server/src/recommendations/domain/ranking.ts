import { formatMoney } from '../../shared/money/money';
import { COUNTED } from '../../shared/messages/ar';
import { plural } from '../../shared/messages/plural';
import { FuelType, Preferences, Transmission } from './preferences';

/** An active car for sale as the ranking sees it (price in US cents). */
export interface Candidate {
  id: number;
  name: string;
  brand: string;
  year: number | null;
  mileage: number;
  /** A FuelType or a Transmission as the listing form offers them; any text the column holds is ranked too. */
  fuelType: string;
  transmission: string;
  horsepower: number;
  seats: number;
  /** 1 sedan, 2 SUV, 3 hatchback, 4 pick-up, 5 coupé, 6 van (the categories' ids). */
  categoryId: number | null;
  priceUsdMinor: number;
  location: string | null;
}

export interface Recommended {
  car: Candidate;
  score: number;
  reasons: string[];
}

// The rules below are stated twice, here for one car and in ranking-sql.ts for the database to
// rank a whole market: a change to one is a change to the other (recommendation-ranking.int-spec
// compares the two on random markets).
export const SUV = 2;
export const PICKUP = 4;
export const VAN = 6;
export const SMALL = [1, 3];
export const LUXURY_MAKES = ['mercedes', 'bmw', 'lexus', 'audi', 'porsche', 'land rover'];
export const RECENT_YEAR = 2018;

const FUEL_WORDS: Record<string, string> = { petrol: 'البنزين', diesel: 'الديزل', hybrid: 'النظام الهجين', electric: 'الكهرباء' };
const TRANSMISSION_WORDS: Record<string, string> = { automatic: 'أوتوماتيك', manual: 'يدوي', cvt: 'CVT', dct: 'DCT' };

/** The hard limits: never over the budget, never fewer seats than asked. */
export function fitsHardLimits(car: Candidate, prefs: Preferences): boolean {
  const max = prefs.budget.maxUsd;
  return (max === null || car.priceUsdMinor <= max * 100) && car.seats >= prefs.minSeats;
}

/** How well the car suits the intended use, with the reason to tell. */
function useScore(car: Candidate, prefs: Preferences): [number, string | null] {
  switch (prefs.use) {
    case 'city': {
      const score =
        (SMALL.includes(car.categoryId ?? 0) ? 2 : 0) +
        (car.horsepower <= 150 ? 1 : 0) +
        (['hybrid', 'electric'].includes(car.fuelType) ? 1 : 0);
      return [score, score >= 2 ? 'اقتصادية وسهلة القيادة في المدينة' : null];
    }
    case 'family': {
      const score = (car.seats >= 7 ? 2 : 0) + ([SUV, VAN].includes(car.categoryId ?? 0) ? 2 : 0) + (car.seats >= 5 ? 1 : 0);
      return [score, score >= 3 ? 'واسعة ومريحة لمشاوير العائلة' : null];
    }
    case 'offroad': {
      const score =
        ([SUV, PICKUP].includes(car.categoryId ?? 0) ? 3 : 0) +
        (car.horsepower >= 180 ? 1 : 0) +
        (car.fuelType === 'diesel' ? 1 : 0);
      return [score, score >= 3 ? 'قوية ومناسبة للطرق الجبلية والوعرة' : null];
    }
    case 'travel': {
      const score =
        (['diesel', 'hybrid'].includes(car.fuelType) ? 2 : 0) +
        (car.mileage < 100_000 ? 1 : 0) +
        ((car.year ?? 0) >= 2016 ? 1 : 0);
      return [score, score >= 2 ? 'اقتصادية ومريحة في السفر الطويل' : null];
    }
    case 'luxury': {
      const score = (LUXURY_MAKES.includes(car.brand) ? 3 : 0) + (car.horsepower >= 200 ? 1 : 0);
      return [score, score >= 3 ? 'فخمة بأداء قوي' : null];
    }
  }
}

/** Within the whole range the buyer named: «من 5,000 إلى 10,000 دولار» is not «up to 10,000». */
export const inBudget = (car: Candidate, prefs: Preferences) => car.priceUsdMinor >= prefs.budget.minUsd * 100;

/** Points for each wish the car meets, and the words that say so. */
export function scoreCar(car: Candidate, prefs: Preferences, cheapestThird: number): Recommended {
  const price = formatMoney(car.priceUsdMinor, 'USD');
  const within = inBudget(car, prefs);
  const reasons = [within ? `بسعر ${price} ضمن ميزانيتك` : `بسعر ${price}، أقل من ميزانيتك`];
  let score = 0;
  if (within) score += 1; // uses the budget the buyer named
  if (prefs.minSeats >= 5) reasons.push(plural(car.seats, COUNTED.seats));
  const [forUse, useReason] = useScore(car, prefs);
  score += forUse;
  if (useReason) reasons.push(useReason);
  if (prefs.fuel?.includes(car.fuelType as FuelType)) {
    score += 3;
    reasons.push(`تعمل على ${FUEL_WORDS[car.fuelType]} كما تفضل`);
  }
  if (prefs.transmission) {
    const matches = prefs.transmission.includes(car.transmission as Transmission);
    score += matches ? 2 : -1;
    if (matches) reasons.push(`ناقل حركة ${TRANSMISSION_WORDS[car.transmission] ?? car.transmission}`);
  }
  const year = car.year ?? 0;
  if (prefs.age === 'recent') {
    score += year >= RECENT_YEAR ? 2 : year < 2014 ? -1 : 0;
    if (year >= RECENT_YEAR) reasons.push(`موديل ${year} حديث`);
  } else if (prefs.age === 'any') {
    if (car.mileage < 150_000) score += 1;
  } else if (car.priceUsdMinor <= cheapestThird) {
    score += 2;
    reasons.push('من أرخص الخيارات المتاحة');
  }
  return { car, score, reasons };
}

/**
 * The best `limit` cars among these (see `recommend` for the pool). Cars breaking a hard limit are never returned,
 * whatever the caller passed in. Ties go to the newer car, then the lower mileage and price.
 */
export function rankCars(cars: Candidate[], prefs: Preferences, limit = 5): Recommended[] {
  const eligible = cars.filter((car) => fitsHardLimits(car, prefs));
  const prices = eligible.map((c) => c.priceUsdMinor).sort((a, b) => a - b);
  const cheapestThird = prices[cheapestThirdIndex(prices.length)] ?? 0;
  return eligible
    .map((car) => scoreCar(car, prefs, cheapestThird))
    .sort(byRank)
    .slice(0, limit);
}

/** The ranking's order (RANK_ORDER in SQL): the most points, then the newer car, the lower mileage and price, the lower id. */
export const byRank = (a: Recommended, b: Recommended): number =>
  b.score - a.score ||
  (b.car.year ?? 0) - (a.car.year ?? 0) ||
  a.car.mileage - b.car.mileage ||
  a.car.priceUsdMinor - b.car.priceUsdMinor ||
  a.car.id - b.car.id;

/** A wish given up because no car met it, and why, in the buyer's words. */
export interface Relaxation {
  preference: 'budget' | 'fuel';
  reason: string;
}

const dollars = (usd: number) => formatMoney(usd * 100, 'USD');

/**
 * The picks for these answers, and what had to be given up to find any. Over the budget's top
 * or short of seats: never. Under the budget's bottom: only when nothing inside the range is on
 * offer, and then said. A fuel nobody offers within these limits: the other cars, and said.
 */
export function recommend(
  cars: Candidate[],
  prefs: Preferences,
  limit = 5,
): { ranked: Recommended[]; eligibleCount: number; relaxed: Relaxation[] } {
  const allowed = cars.filter((car) => fitsHardLimits(car, prefs));
  const inRange = allowed.filter((car) => inBudget(car, prefs));
  const pool = inRange.length === 0 ? allowed : inRange;
  const withFuel = pool.filter((car) => prefs.fuel?.includes(car.fuelType as FuelType)).length;
  const relaxed = relaxations(prefs, { allowed: allowed.length, inBudget: inRange.length, poolWithFuel: withFuel });
  return { ranked: rankCars(pool, prefs, limit), eligibleCount: pool.length, relaxed };
}

/**
 * What had to be given up, from how many cars pass the hard limits, how many of those are
 * within the budget's range, and how many of the pool (those, or all allowed when none is)
 * run on a preferred fuel.
 */
export function relaxations(
  prefs: Preferences,
  counts: { allowed: number; inBudget: number; poolWithFuel: number },
): Relaxation[] {
  const relaxed: Relaxation[] = [];
  if (counts.inBudget === 0 && counts.allowed > 0) {
    const { minUsd, maxUsd } = prefs.budget;
    const range = maxUsd === null ? `بأكثر من ${dollars(minUsd)}` : `بين ${dollars(minUsd)} و${dollars(maxUsd)}`;
    relaxed.push({
      preference: 'budget',
      reason: `لا توجد الآن سيارات معروضة ${range} بعدد المقاعد الذي تحتاجه، فاقترحنا أقرب السيارات الأرخص من ميزانيتك.`,
    });
  }
  const fuel = prefs.fuel;
  if (fuel && counts.allowed > 0 && counts.poolWithFuel === 0) {
    const words = fuel.map((each) => FUEL_WORDS[each]).join(' أو ');
    relaxed.push({
      preference: 'fuel',
      reason: `لا توجد الآن سيارات تعمل على ${words} ضمن ميزانيتك وبعدد المقاعد الذي تحتاجه، فاقترحنا سيارات بوقود آخر.`,
    });
  }
  return relaxed;
}

/** Where the cheapest third of a pool of `size` cars, cheapest first, ends (0-based): rankCars' `cheapestThird`. */
export const cheapestThirdIndex = (size: number): number => Math.max(0, Math.ceil(size / 3) - 1);

/** The response's texts: one per recommended car, then the note (always last), which says first what was given up. */
export function recommendationTexts(ranked: Recommended[], eligibleCount: number, relaxed: Relaxation[] = []): string[] {
  const lines = ranked.map(({ car, reasons }) => {
    const where = car.location ? ` في ${car.location}` : '';
    const year = car.year && !car.name.includes(String(car.year)) ? ` (${car.year})` : '';
    return `${car.name}${year}${where}: ${reasons.join('، ')}.`;
  });
  if (lines.length === 0) {
    lines.push(
      'لا توجد حاليًا سيارات معروضة ضمن ميزانيتك وبعدد المقاعد الذي تحتاجه. جرّب ميزانية أعلى أو عد لاحقًا، فالإعلانات تتجدد يوميًا.',
    );
  }
  const givenUp = relaxed.map((each) => `${each.reason} `).join('');
  const note =
    eligibleCount > 0
      ? `ملاحظة: ${givenUp}اخترنا هذه السيارات من بين ${plural(eligibleCount, COUNTED.ofCarsOnOffer)} حاليًا ضمن ميزانيتك وبعدد المقاعد الذي تحتاجه. افحص السيارة لدى ورشة موثوقة وتأكد من أوراقها قبل الشراء.`
      : 'ملاحظة: الاقتراحات مبنية على السيارات المعروضة للبيع في سيّارة لحظة الطلب، وتتغير مع كل إعلان جديد.';
  return [...lines, note];
}
