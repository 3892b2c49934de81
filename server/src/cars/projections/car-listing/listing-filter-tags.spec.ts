import { listingFilterTags } from './listing-filter-tags';

const car = {
  year: 2018,
  transmission: 'automatic',
  condition: 'used',
  category_id: 1,
  mileage: 60_000,
  brand: 'toyota',
  model: 'Hilux',
};

describe("a listing's filter tags", () => {
  it('holds its year, gearbox, condition, body type and every mileage step it is within, in that order', () => {
    expect(listingFilterTags(car)).toEqual(['y2018', 'gautomatic', 'cused', 'b1', 'm75000', 'm100000', 'm150000', 'm200000']);
  });

  it.each([
    ['manual', 'gmanual'],
    ['automatic', 'gautomatic'],
    ['cvt', 'gautomatic'],
    ['dct', 'gautomatic'],
    [null, 'gautomatic'],
  ])('counts a %s gearbox as %s, as a buyer does', (transmission, tag) => {
    expect(listingFilterTags({ ...car, transmission }).filter((t) => t.startsWith('g'))).toEqual([tag]);
  });

  it('is within a step at its very mileage, and within none past the last', () => {
    expect(listingFilterTags({ ...car, mileage: 10_000 }).filter((t) => t.startsWith('m'))).toHaveLength(7);
    expect(listingFilterTags({ ...car, mileage: 10_001 }).filter((t) => t.startsWith('m'))[0]).toBe('m25000');
    expect(listingFilterTags({ ...car, mileage: 0 })).toContain('m10000');
    expect(listingFilterTags({ ...car, mileage: 200_001 }).filter((t) => t.startsWith('m'))).toEqual([]);
  });

  it("takes the body type the seller chose, else its model's from the catalogue", () => {
    expect(listingFilterTags(car)).toContain('b1'); // a Hilux its seller calls a sedan
    expect(listingFilterTags({ ...car, category_id: null })).toContain('b4'); // a pick-up by the catalogue
    expect(listingFilterTags({ ...car, category_id: null, model: 'سبورتاج', brand: 'kia' })).toContain('b2');
  });

  it('leaves out what the listing does not say', () => {
    const unsaid = { year: null, transmission: null, condition: null, category_id: null, mileage: null };
    expect(listingFilterTags({ ...unsaid, brand: 'toyota', model: 'Supra' })).toEqual(['gautomatic']);
  });
});
