import { findContactDetails } from './contact-in-text';
import { findSplitPhones } from './split-phones';
import { mulberry32 } from '../../../shared/seeded-random';

/** A listing's texts in the order the risk check reads them: name, model, colour, description. */
const listing = (name: string, model: string, colour: string, description: string) => [name, model, colour, description];

/**
 * `count` generated mobiles from `seed`, each cut at one of its digits into a prefix and a suffix,
 * with two of a listing's four texts to put them in; `next` and `pick` go on drawing from the same seed.
 */
function* splitMobiles(seed: number, count: number) {
  const next = mulberry32(seed);
  const pick = <T>(items: readonly T[]) => items[Math.floor(next() * items.length)];
  for (let i = 0; i < count; i++) {
    const mobile = `09${pick([3, 4, 5, 6, 8, 9])}${String(Math.floor(next() * 1e7)).padStart(7, '0')}`;
    const cut = 2 + Math.floor(next() * 8);
    const [first, second] = [0, 1, 2, 3].sort(() => next() - 0.5);
    yield { mobile, prefix: mobile.slice(0, cut), suffix: mobile.slice(cut), first, second, next, pick };
  }
}

describe('a phone number split between texts of a listing', () => {
  it.each([
    [
      'between the name and the description',
      listing('تويوتا كامري للتواصل 0944', 'Camry', 'أبيض', '555 666 سيارة نظيفة'),
      [0, 3],
      '0944 … 555 666',
    ],
    [
      'read from the description to the name',
      listing('555666 كامري نظيفة', 'Camry', 'أبيض', 'للتواصل 0944'),
      [3, 0],
      '0944 … 555666',
    ],
    ['through a text of figures only', listing('كامري 0944', 'Camry', '555', '666 فحص كامل'), [0, 2, 3], '0944 … 555 … 666'],
    ['in Arabic-Indic figures', listing('كامري ٠٩٣٣', 'Camry', 'أبيض', '١٢٣ ٤٥٦ فحص كامل'), [0, 3], '٠٩٣٣ … ١٢٣ ٤٥٦'],
    [
      'spelled out',
      listing('كامري صفر تسعة أربعة أربعة', 'Camry', 'أبيض', 'خمسة خمسة خمسة ستة ستة ستة نظيفة'),
      [0, 3],
      'صفر تسعة أربعة أربعة … خمسة خمسة خمسة ستة ستة ستة',
    ],
    ['after the country code', listing('كامري 00963 9', 'Camry', 'أبيض', '44 555 666 نظيفة'), [0, 3], '00963 9 … 44 555 666'],
    [
      'from the start of the name to the end of the description',
      listing('0944 تويوتا كامري', 'Camry', 'أبيض', 'سيارة نظيفة 555 666'),
      [0, 3],
      '0944 … 555 666',
    ],
    ['at the ends of both texts', listing('تويوتا كامري 0944', 'Camry', 'أبيض', 'سيارة نظيفة 555 666'), [0, 3], '0944 … 555 666'],
    [
      'at the starts of both texts',
      listing('0944 تويوتا كامري', 'Camry', 'أبيض', '555 666 سيارة نظيفة'),
      [0, 3],
      '0944 … 555 666',
    ],
  ])('is found %s, quoted as written', (_, texts, parts, quoted) => {
    // Each text alone holds no number: the check of one text at a time passed them all.
    for (const text of texts) expect(findContactDetails(text).filter((f) => f.kind === 'phone')).toEqual([]);
    expect(findSplitPhones(texts)).toEqual([{ parts, finding: { kind: 'phone', text: quoted } }]);
  });

  it('finds 300 generated mobiles split at any of their digits between any two texts', () => {
    for (const { mobile, prefix, suffix, first, second, pick } of splitMobiles(32, 300)) {
      const texts = listing('هيونداي توسان 2018', 'Tucson', 'فضي', 'بحالة ممتازة، فحص كامل');
      texts[first] = `${texts[first]} ${pick(['', 'للتواصل ', 'رقمي '])}${prefix}`;
      texts[second] = `${suffix}${pick([' ', '، ', ' - '])}${texts[second]}`;
      const found = findSplitPhones(texts);
      expect({ texts, found: found.map((f) => f.finding.text.replace(/\D/g, '')) }).toEqual({ texts, found: [mobile] });
    }
  });

  it('finds 300 generated mobiles split between any two edges of two texts', () => {
    for (const { prefix, suffix, first, second, next } of splitMobiles(33, 300)) {
      const texts = listing('هيونداي توسان', 'Tucson', 'فضي', 'بحالة ممتازة، فحص كامل');
      const at = (text: string, part: string) => (next() < 0.5 ? `${part} ${text}` : `${text} ${part}`);
      texts[first] = at(texts[first], prefix);
      texts[second] = at(texts[second], suffix);
      // Found once, quoted by its two parts. Read in the other order, the two parts are sometimes a
      // number too («01909 … 09908», a landline): either flags the listing, whichever reads first.
      const parts = findSplitPhones(texts).map((f) =>
        f.finding.text
          .split(' … ')
          .map((part) => part.replace(/\D/g, ''))
          .sort(),
      );
      expect({ texts, parts }).toEqual({ texts, parts: [[prefix, suffix].sort()] });
    }
  });

  it('finds nothing in honest listings whose texts end and begin with figures', () => {
    const next = mulberry32(7);
    const pick = <T>(items: readonly T[]) => items[Math.floor(next() * items.length)];
    for (let i = 0; i < 2000; i++) {
      const year = 1990 + Math.floor(next() * 37);
      const texts = [
        `${pick(['كيا ريو', 'تويوتا كامري', 'هيونداي i10', 'مرسيدس C200'])} ${year}`,
        pick(['2008', 'C200', '320i', '500', '3']),
        pick(['أبيض', 'فضي', '2 لون']),
        `${pick([0, 1500, 85000, 150000, 240000])} كم، ${pick(['7 ركاب', '4 أبواب', 'محرك 1600', 'موديل 2015'])}`,
        `${pick(['دمشق', 'حلب', 'حمص 2', 'اللاذقية'])} ${pick(['', '12', '3'])}`.trim(),
        // A description that begins and ends with figures, and the seller's name as the page shows it.
        `${pick(['2015', '4x4', '1600 cc', '2'])} ${pick(['فحص كامل', 'بحالة ممتازة', 'أوراق نظامية'])} ${pick(['', '150000', '2019', '7'])}`.trim(),
        pick(['أبو أحمد', 'معرض الشام 2', 'سامر 77', 'محمد 1990', 'أبو علي 3']),
      ];
      expect({ texts, found: findSplitPhones(texts) }).toEqual({ texts, found: [] });
    }
  });

  it('leaves a number between the two ends of one text to the check of that text, which finds it', () => {
    const texts = listing('تويوتا كامري', 'Camry', 'أبيض', '0944 بحالة ممتازة 555 666');
    expect(findSplitPhones(texts)).toEqual([]);
    expect(findContactDetails(texts[3])).toEqual([{ kind: 'phone', text: '0944 … 555 666' }]);
  });

  it('leaves a number written whole in one text to the check of that text', () => {
    expect(findSplitPhones(listing('كامري 0944 555 666', 'Camry', 'أبيض', '2019 فحص كامل'))).toEqual([]);
  });
});
