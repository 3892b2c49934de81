import { publicName } from './public-name';

describe('an account name as others read it', () => {
  it.each([
    ['أبو سامر', 'أبو سامر'],
    ['معرض 2015 للسيارات', 'معرض 2015 للسيارات'],
    ['أبو سامر 0944 555 666', 'أبو سامر …'],
    ['0944 555 666 أبو سامر', '… أبو سامر'],
    ['سامر samer@mail.sy واتساب', 'سامر …'],
    ['أبو سامر صفر تسعة أربعة أربعة خمسة خمسة خمسة ستة ستة ستة', 'أبو سامر …'],
    ['سامر ０９４４ ５５５ ６６６', 'سامر …'],
    ['0944555666', null],
    ['واتساب 0944555666', null],
    ['أبو 0944 سامر 555666', 'أبو … سامر …'],
    ['0944 أبو 555 سامر 666', '… أبو … سامر …'],
    [null, null],
  ])('shows «%s» as «%s»', (name, shown) => {
    expect(publicName(name)).toBe(shown);
    // Read again, from what it remembers: the same.
    expect(publicName(name)).toBe(shown);
  });
});
