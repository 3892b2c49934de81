import { describe, expect, it } from '@jest/globals';
import { countedManage } from '../messages/ar-manage';
import { carDetailsAr } from '../messages/pages/carDetails';
import { carListingsAr } from '../messages/pages/carListings';
import { partsAr } from '../messages/pages/parts';
import { rentalsAr } from '../messages/pages/rentals';
import { searchResultsAr } from '../messages/pages/searchResults';
import { storesAr } from '../messages/pages/stores';
import { workshopsAr } from '../messages/pages/workshops';
import { formatTotal, plural, pluralTotal } from './plural';

const COUNTS = [0, 1, 2, 3, 10, 11, 100, 101] as const;
const phrases = (forms: Parameters<typeof plural>[1]) => COUNTS.map((count) => plural(count, forms));

describe('Arabic counted phrases', () => {
  it('pick the form the count needs: 0, 1, 2, 3–10, 11–99 and 100 up', () => {
    expect(phrases(searchResultsAr.cars)).toEqual([
      'لا سيارات',
      'سيارة واحدة',
      'سيارتان',
      '3 سيارات',
      '10 سيارات',
      '11 سيارة',
      '100 سيارة',
      '101 سيارة',
    ]);
    expect(phrases(rentalsAr.months)).toEqual([
      '0 شهر',
      'شهر واحد',
      'شهران',
      '3 أشهر',
      '10 أشهر',
      '11 شهرًا',
      '100 شهر',
      '101 شهر',
    ]);
    expect(phrases(storesAr.ofStores)).toEqual([
      '0 متجر',
      'متجر واحد',
      'متجرين',
      '3 متاجر',
      '10 متاجر',
      '11 متجرًا',
      '100 متجر',
      '101 متجر',
    ]);
  });

  it('follow the last two digits past a hundred', () => {
    expect(plural(103, partsAr.pieces)).toBe('103 قطع');
    expect(plural(111, partsAr.pieces)).toBe('111 قطعة');
    expect(plural(150, carDetailsAr.horsepower)).toBe('150 حصانًا');
    expect(plural(200, carDetailsAr.horsepower)).toBe('200 حصان');
  });

  it('write counts with Latin digits and grouping, as every other number', () => {
    expect(plural(12_500, countedManage.views)).toBe('12,500 مشاهدة');
    expect(plural(8, partsAr.pieces)).toBe('8 قطع');
    expect(plural(12, rentalsAr.months)).toBe('12 شهرًا');
  });

  it('keep a case of their own where the sentence needs it', () => {
    expect(plural(2, countedManage.photos)).toBe('صورتان');
    expect(plural(2, countedManage.photosToUpload)).toBe('صورتين');
    expect(plural(2, countedManage.unreadMessages)).toBe('رسالتان غير مقروءتين');
  });

  it('have all six forms in every phrase, each with the count or a number word', () => {
    const everyPhrase = [
      searchResultsAr.cars,
      carListingsAr.carsOnOffer,
      storesAr.ofStores,
      workshopsAr.workshops,
      workshopsAr.reviews,
      partsAr.pieces,
      rentalsAr.months,
      carDetailsAr.horsepower,
      ...Object.values(countedManage),
    ];
    for (const forms of everyPhrase) {
      for (const form of ['few', 'many', 'other'] as const) expect(forms[form]).toContain('#');
      expect(forms.one).not.toContain('#');
      expect(forms.two).not.toContain('#');
    }
  });

  it('say «more than» a total the server only counted up to its cap', () => {
    expect(pluralTotal({ total: 10000, total_is_estimate: true }, searchResultsAr.cars)).toBe(
      `أكثر من ${plural(10000, searchResultsAr.cars)}`,
    );
    expect(pluralTotal({ total: 10000, total_is_estimate: true }, searchResultsAr.cars)).toMatch(/^أكثر من 10.000 سيارة$/);
    expect(pluralTotal({ total: 12, total_is_estimate: false }, searchResultsAr.cars)).toBe('12 سيارة');
    expect(pluralTotal({ total: 3 }, searchResultsAr.cars)).toBe('3 سيارات');
    expect(formatTotal({ total: 10000, total_is_estimate: true })).toMatch(/^أكثر من 10.000$/);
    expect(formatTotal({ total: 42 })).toBe('42');
  });
});
