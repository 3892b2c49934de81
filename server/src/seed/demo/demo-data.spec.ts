import { PART_CATEGORIES } from '../../parts/domain/part.constants';
import { carPhotoSvg } from './car-photo';
import { DEMO_PARTS } from './demo-parts';
import { partPhotoSvg } from './part-photo';

describe('demo data', () => {
  it('draws photos without captions (Latin text under the cards’ buttons read as English)', () => {
    for (const scene of [0, 1, 2, 3]) expect(carPhotoSvg('أبيض', scene)).not.toContain('<text');
    for (const category of PART_CATEGORIES) expect(partPhotoSvg(category, 0)).not.toContain('<text');
  });

  it('marks a part as fitting every car only when its text says so', () => {
    const fitsAll = DEMO_PARTS.filter((part) => part.makes.length === 0 && part.models.length === 0);
    expect(fitsAll.length).toBeGreaterThan(0);
    for (const part of fitsAll) expect(part.compatibility).toEqual(['يناسب جميع السيارات']);
  });
});
