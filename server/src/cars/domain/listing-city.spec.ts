import { cityOf, knownCity } from './listing-city';

describe('the city of a listing', () => {
  it.each([
    ['دمشق', 'دمشق'],
    ['دمشق - المزة', 'دمشق'],
    ['دمشق-المزة', 'دمشق'],
    ['  حلب  ', 'حلب'],
    ['اللاذقيه - الزراعة', 'اللاذقية'],
    ['ريف دمشق - جرمانا', 'ريف دمشق'],
    ['حمص - طريق دمشق', 'حمص'],
    ['المزة، دمشق', 'دمشق'],
    ['حماه', 'حماة'],
    ['منبج - الحي الشرقي', 'منبج'],
    ['منبج، الحي الشرقي', 'منبج'],
  ])('%s → %s', (location, city) => {
    expect(cityOf(location)).toBe(city);
  });

  it('is null without a place', () => {
    expect(cityOf(null)).toBeNull();
    expect(cityOf('')).toBeNull();
    expect(cityOf(' - ')).toBeNull();
  });

  it('recognises a filter naming one known city in any folded spelling, and nothing else', () => {
    expect(knownCity('اللاذقيه')).toBe('اللاذقية');
    expect(knownCity(' دمشق ')).toBe('دمشق');
    expect(knownCity('ريف دمشق')).toBe('ريف دمشق');
    expect(knownCity('المزة')).toBeNull();
    expect(knownCity('دمشق - المزة')).toBeNull();
    expect(knownCity(undefined)).toBeNull();
  });
});
