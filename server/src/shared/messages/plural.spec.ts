import { recommendationTexts } from '../../recommendations/domain/ranking';
import { AR, COUNTED } from './ar';
import { plural } from './plural';

describe('Arabic counted phrases on the server', () => {
  it('take the form their count needs: 0, 1, 2, 3–10, 11–99 and 100 up', () => {
    expect([0, 1, 2, 3, 10, 11, 100, 101].map((n) => plural(n, COUNTED.seats))).toEqual([
      '0 مقعد',
      'مقعد واحد',
      'مقعدان',
      '3 مقاعد',
      '10 مقاعد',
      '11 مقعدًا',
      '100 مقعد',
      '101 مقعد',
    ]);
  });

  it('read right in the messages that count', () => {
    expect(AR.categories.inUse(1)).toBe('لا يمكن حذف الفئة لأنها مستخدمة في سيارة واحدة');
    expect(AR.categories.inUse(12)).toBe('لا يمكن حذف الفئة لأنها مستخدمة في 12 سيارة');
    expect(AR.images.tooMany(10)).toBe('لا يمكن رفع أكثر من 10 صور للإعلان');
    expect(AR.images.tooMany(2)).toBe('لا يمكن رفع أكثر من صورتين للإعلان');
    const [note] = recommendationTexts([], 9).slice(-1);
    expect(note).toContain('من بين 9 سيارات معروضة حاليًا');
    expect(recommendationTexts([], 2).at(-1)).toContain('من بين سيارتين معروضتين حاليًا');
  });
});
