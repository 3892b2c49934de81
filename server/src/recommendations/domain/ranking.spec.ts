import { Preferences } from './preferences';
import { Candidate, fitsHardLimits, rankCars, recommend, recommendationTexts } from './ranking';

let nextId = 1;
const car = (overrides: Partial<Candidate>): Candidate => ({
  id: nextId++,
  name: 'سيارة',
  brand: 'toyota',
  year: 2017,
  mileage: 90_000,
  fuelType: 'petrol',
  transmission: 'automatic',
  horsepower: 150,
  seats: 5,
  categoryId: 1,
  priceUsdMinor: 1_500_000,
  location: 'دمشق',
  ...overrides,
});

const prefs = (overrides: Partial<Preferences> = {}): Preferences => ({
  budget: { minUsd: 10_000, maxUsd: 20_000 },
  minSeats: 5,
  use: 'city',
  fuel: null,
  transmission: null,
  age: 'any',
  ...overrides,
});

describe('recommendation ranking', () => {
  it('never recommends a car over the budget or with fewer seats than asked, whatever it is given', () => {
    const market = [
      car({ priceUsdMinor: 2_000_000, seats: 7 }), // exactly the budget: allowed
      car({ priceUsdMinor: 2_000_001, seats: 7 }), // one cent over
      car({ priceUsdMinor: 900_000, seats: 5 }), // too few seats
      car({ priceUsdMinor: 1_200_000, seats: 8 }),
    ];
    const wanted = prefs({ minSeats: 7, use: 'family' });
    const ranked = rankCars(market, wanted, 10);
    expect(ranked.map((r) => r.car.id)).toEqual(expect.arrayContaining([market[0].id, market[3].id]));
    expect(ranked).toHaveLength(2);
    for (const { car: picked } of ranked) expect(fitsHardLimits(picked, wanted)).toBe(true);
  });

  it('has no ceiling for the top budget', () => {
    const ranked = rankCars([car({ priceUsdMinor: 9_000_000 })], prefs({ budget: { minUsd: 35_000, maxUsd: null } }));
    expect(ranked).toHaveLength(1);
  });

  it('puts the car that meets more wishes first: fuel, transmission, use, age', () => {
    const diesel4x4 = car({ fuelType: 'diesel', categoryId: 2, horsepower: 190, year: 2019, transmission: 'automatic' });
    const petrolSedan = car({ fuelType: 'petrol', categoryId: 1, year: 2019, transmission: 'manual' });
    const ranked = rankCars(
      [petrolSedan, diesel4x4],
      prefs({ use: 'offroad', fuel: ['diesel'], transmission: ['automatic'], age: 'recent' }),
    );
    expect(ranked.map((r) => r.car.id)).toEqual([diesel4x4.id, petrolSedan.id]);
    expect(ranked[0].reasons).toEqual([
      'بسعر 15,000\u00a0$ ضمن ميزانيتك',
      '5 مقاعد',
      'قوية ومناسبة للطرق الجبلية والوعرة',
      'تعمل على الديزل كما تفضل',
      'ناقل حركة أوتوماتيك',
      'موديل 2019 حديث',
    ]);
  });

  it('favours the cheapest third when price matters most', () => {
    const cheap = car({ priceUsdMinor: 1_000_000, year: 2012 });
    const dear = car({ priceUsdMinor: 1_900_000, year: 2020 });
    const middle = car({ priceUsdMinor: 1_500_000, year: 2016 });
    expect(rankCars([dear, middle, cheap], prefs({ age: 'cheapest' }))[0].car.id).toBe(cheap.id);
  });

  it('breaks ties by newer year, then lower mileage, then price', () => {
    const older = car({ year: 2015 });
    const newer = car({ year: 2018 });
    const newerLessDriven = car({ year: 2018, mileage: 40_000 });
    expect(rankCars([older, newer, newerLessDriven], prefs()).map((r) => r.car.id)).toEqual([
      newerLessDriven.id,
      newer.id,
      older.id,
    ]);
  });

  it('writes one text per car and ends with a note, also when nothing fits', () => {
    const picked = rankCars([car({ name: 'تويوتا كامري', year: 2018, location: 'حلب' })], prefs());
    const texts = recommendationTexts(picked, 1);
    expect(texts).toHaveLength(2);
    expect(texts[0]).toMatch(/^تويوتا كامري \(2018\) في حلب: بسعر 15,000/);
    expect(texts[1]).toMatch(/^ملاحظة:/);
    const none = recommendationTexts([], 0);
    expect(none).toHaveLength(2);
    expect(none[0]).toMatch(/لا توجد حاليًا سيارات/);
    expect(none[1]).toMatch(/^ملاحظة:/);
  });

  describe('a budget is a range, and what is given up is said', () => {
    const fiveToTen = prefs({ budget: { minUsd: 5_000, maxUsd: 10_000 } });

    it('keeps to «من 5,000 إلى 10,000 دولار» when cars in that range are on offer', () => {
      const inRange = car({ priceUsdMinor: 720_000 });
      const under = [car({ priceUsdMinor: 460_000 }), car({ priceUsdMinor: 490_000 })];
      const { ranked, relaxed, eligibleCount } = recommend([...under, inRange], fiveToTen);
      expect(ranked.map((r) => r.car.id)).toEqual([inRange.id]);
      expect(eligibleCount).toBe(1);
      expect(relaxed).toEqual([]);
      expect(ranked[0].reasons[0]).toBe('بسعر 7,200\u00a0$ ضمن ميزانيتك');
    });

    it('offers cheaper cars only when none is in range, never calls them «ضمن ميزانيتك», and says why', () => {
      const under = [car({ priceUsdMinor: 460_000 }), car({ priceUsdMinor: 490_000 })];
      const over = car({ priceUsdMinor: 1_100_000 });
      const { ranked, relaxed, eligibleCount } = recommend([...under, over], fiveToTen);
      expect(ranked.map((r) => r.car.id).sort()).toEqual(under.map((c) => c.id).sort());
      for (const { reasons } of ranked) {
        expect(reasons[0]).toMatch(/^بسعر 4,[69]00\u00a0\$، أقل من ميزانيتك$/);
        expect(reasons.join(' ')).not.toContain('ضمن ميزانيتك');
      }
      expect(relaxed).toEqual([
        {
          preference: 'budget',
          reason:
            'لا توجد الآن سيارات معروضة بين 5,000\u00a0$ و10,000\u00a0$ بعدد المقاعد الذي تحتاجه، فاقترحنا أقرب السيارات الأرخص من ميزانيتك.',
        },
      ]);
      const note = recommendationTexts(ranked, eligibleCount, relaxed).at(-1)!;
      expect(note).toMatch(/^ملاحظة: لا توجد الآن سيارات معروضة بين 5,000/);
    });

    it('says so when nobody offers the fuel asked for, and still suggests the rest', () => {
      const petrol = car({ fuelType: 'petrol' });
      const { ranked, relaxed } = recommend([petrol], prefs({ fuel: ['diesel'] }));
      expect(ranked.map((r) => r.car.id)).toEqual([petrol.id]);
      expect(relaxed).toEqual([
        {
          preference: 'fuel',
          reason: 'لا توجد الآن سيارات تعمل على الديزل ضمن ميزانيتك وبعدد المقاعد الذي تحتاجه، فاقترحنا سيارات بوقود آخر.',
        },
      ]);
      expect(recommend([petrol, car({ fuelType: 'diesel' })], prefs({ fuel: ['diesel'] })).relaxed).toEqual([]);
    });
  });
});
