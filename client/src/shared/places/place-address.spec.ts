import { describe, expect, it } from '@jest/globals';
import { placeAddress } from './place-address';

describe('placeAddress', () => {
  it('says the city once when the address already begins with it', () => {
    expect(placeAddress('حمص', 'حمص - الوعر، شارع الكورنيش')).toBe('حمص - الوعر، شارع الكورنيش');
    expect(placeAddress('دمشق', 'دمشق، المزة')).toBe('دمشق، المزة');
  });

  it('joins a city and an address that does not name it, and keeps whichever is alone', () => {
    expect(placeAddress('حمص', 'الوعر، شارع الكورنيش')).toBe('حمص - الوعر، شارع الكورنيش');
    expect(placeAddress('حلب', null)).toBe('حلب');
    expect(placeAddress(null, 'الجميلية')).toBe('الجميلية');
    expect(placeAddress('', '')).toBe('');
  });
});
