import { findContactDetails, westernDigits } from './contact-in-text';
import { mulberry32 } from '../../../shared/seeded-random';

const ARABIC_INDIC = '٠١٢٣٤٥٦٧٨٩';
const EXTENDED = '۰۱۲۳۴۵۶۷۸۹';
const indic = (text: string, digits = ARABIC_INDIC) => text.replace(/\d/g, (d) => digits[Number(d)]);

/** A seeded generator: the same cases on every run, many of them. */
const random = mulberry32;

const SEPARATORS = ['', ' ', '-', '.', ' - ', '/', '  '];
const PREFIXES = ['0', '+963 ', '+963', '00963 ', '00963-', '963', '+963 0', '(+963) ', ''];

/** A Syrian mobile in one of the ways people write it: a prefix, then 9xx xxx xxx in groups. */
function writtenMobile(next: () => number): string {
  const digits = `9${[3, 4, 5, 6, 8, 9][Math.floor(next() * 6)]}${String(Math.floor(next() * 1e7)).padStart(7, '0')}`;
  const prefix = PREFIXES[Math.floor(next() * PREFIXES.length)];
  const sep = SEPARATORS[Math.floor(next() * SEPARATORS.length)];
  const groups = next() < 0.5 ? [digits.slice(0, 3), digits.slice(3, 6), digits.slice(6)] : [digits.slice(0, 3), digits.slice(3)];
  const number = `${prefix}${groups.join(sep)}`;
  const r = next();
  return r < 0.25 ? indic(number) : r < 0.35 ? indic(number, EXTENDED) : number;
}

const kinds = (text: string) => findContactDetails(text).map((f) => f.kind);

describe('contact details in a listing text', () => {
  it('reads Arabic-Indic and extended digits as digits', () => {
    expect(westernDigits('٠٩٣٣ ۱۲۳')).toBe('0933 123');
  });

  it.each([
    '0933123456',
    '0933 123 456',
    '0933-123-456',
    '0933.123.456',
    '09 33 12 34 56',
    '(0933) 123456',
    '+963933123456',
    '+963 933 123 456',
    '+963-933-123-456',
    '00963 933 123 456',
    '00963933123456',
    '963933123456',
    '+963 0933 123 456',
    '٠٩٣٣١٢٣٤٥٦',
    '٠٩٣٣ ١٢٣ ٤٥٦',
    '+٩٦٣ ٩٣٣ ١٢٣ ٤٥٦',
    '۰۹۴۴-۷۷۸-۸۹۹',
    '011 2345678',
    '021-2345678',
    '+963 11 234 5678',
  ])('finds the phone number %s inside a sentence', (number) => {
    const found = findContactDetails(`سيارة نظيفة جدًا للتواصل ${number} شكرًا`);
    expect(found).toEqual([expect.objectContaining({ kind: 'phone' })]);
    expect(westernDigits(found[0].text).replace(/\D/g, '')).toBe(westernDigits(number).replace(/\D/g, ''));
  });

  it('finds 500 generated mobiles, however written, wherever they sit', () => {
    const next = random(26);
    for (let i = 0; i < 500; i++) {
      const number = writtenMobile(next);
      const text = next() < 0.5 ? `اتصل على ${number} مباشرة` : `${number} السعر قابل للتفاوض`;
      expect({ text, kinds: kinds(text) }).toEqual({ text, kinds: ['phone'] });
    }
  });

  it.each([
    ['after «و»', 'للتواصل و944 555 666', '944 555 666'],
    ['after «على»', 'اتصل على944555666', '944555666'],
    ['before a letter', 'الرقم ٩٣٣١٢٣٤٥٦فقط', '٩٣٣١٢٣٤٥٦'],
  ])('finds a mobile without its trunk 0 with an Arabic letter touching it %s', (_, text, number) => {
    expect(findContactDetails(text)).toEqual([{ kind: 'phone', text: number }]);
  });

  it('finds no number in 500 generated prices in pounds, however written', () => {
    const next = random(950);
    for (let i = 0; i < 500; i++) {
      // Up to 999 million pounds, rounded to ten thousand at the finest, as prices are.
      const pounds = String((1 + Math.floor(next() * 99_999)) * 10_000);
      const sep = SEPARATORS[Math.floor(next() * SEPARATORS.length)];
      const grouped = pounds.replace(/\B(?=(\d{3})+$)/g, sep === '' ? ',' : sep);
      const written = next() < 0.3 ? indic(grouped) : grouped;
      const text = `السعر ${written} ${next() < 0.5 ? 'ل.س' : 'ليرة سورية'} قابل للتفاوض`;
      expect({ text, found: findContactDetails(text) }).toEqual({ text, found: [] });
    }
  });

  it.each([
    ['a zero-width non-joiner', '0944\u200c555\u200c666'],
    ['a zero-width joiner', '٠٩٤٤\u200d٥٥٥\u200d٦٦٦'],
    ['a right-to-left mark', '0944\u200f555\u200f666'],
    ['an Arabic comma', '0944،555،666'],
    ['a middle dot', '0944 · 555 · 666'],
    ['stars', '0944*555*666'],
    ['an emoji', '0944📞555📞666'],
  ])('finds a number whose groups are split by %s', (_, number) => {
    expect(kinds(`للتواصل ${number}`)).toEqual(['phone']);
  });

  it.each([
    ['full-width digits', 'للتواصل ０９４４ ５５５ ６６６', 'phone'],
    ['mathematical digits', 'للتواصل 𝟎𝟗𝟒𝟒𝟓𝟓𝟓𝟔𝟔𝟔', 'phone'],
    ['circled digits', 'للتواصل ⓪⑨④④⑤⑤⑤⑥⑥⑥', 'phone'],
    ['a full-width address', 'ｓｅｌｌｅｒ＠ｍａｉｌ．ｃｏｍ', 'email'],
    ['Arabic presentation forms', 'راسلني ﻭﺍﺗﺴﺎﺏ', 'messenger'],
  ])('finds contact details written in %s', (_, text, kind) => {
    expect(kinds(text)).toEqual([kind]);
  });

  it.each([
    ['in Arabic words', 'صفر تسعة أربعة أربعة خمسة خمسة خمسة ستة ستة ستة'],
    ['in words ending in ه', 'صفر تسعه اربعه اربعه خمسه خمسه خمسه سته سته سته'],
    ['in Levantine words', 'صفر تسعة تلاتة تلاتة تمانية تمانية تنين تنين سبعة سبعة'],
    ['with «و» between the words', 'صفر تسعة أربعة وأربعة خمسة وخمسة وخمسة ستة وستة وستة'],
    ['with tashkeel', 'صِفْر تِسْعَة أَرْبَعَة أَرْبَعَة خَمْسَة خَمْسَة خَمْسَة سِتَّة سِتَّة سِتَّة'],
    ['stretched by tatweel', 'صـفـر تـسـعـة أربـعـة أربـعـة خـمـسـة خـمـسـة خـمـسـة سـتـة سـتـة سـتـة'],
    ['in words and figures', '0944 خمسة خمسة خمسة 666'],
    ['in words and Arabic-Indic figures', '٠٩٤٤ خمسة وخمسة وخمسة ٦٦٦'],
    ['in English words', 'zero nine four four five five five six six six'],
    ['in English capitals', 'ZERO NINE 44 FIVE five five 666'],
    ['in English words written in Arabic letters', 'زيرو ناين فور فور فايف فايف فايف سكس سكس سكس'],
    ['in English words in Arabic letters and figures', 'زيرو ناين فور فور 555 666'],
    ['as spoken, in hundreds and tens', 'صفر تسعة أربعة أربعة خمسمية خمسة وخمسين ستمية ستة وستين'],
    ['as spoken, with «و» everywhere', 'صفر تسعمئة وأربعة وأربعين، خمسمئة وخمسة وخمسين، ستمئة وستة وستين'],
    ['as spoken in Levantine', 'صفر تسعة تلتعش خمس مية خمستعش تمنمية وسبعة'],
    ['as spoken, in words and figures', 'زيرو تسعة ٤٤ خمسمية خمسة وخمسين ٦٦٦'],
    ['with four zero-width spaces between its groups', '0944\u200b\u200b\u200b\u200b555\u200b\u200b\u200b\u200b666'],
    ['with tashkeel between its figures', '0944ًًًًً555ًًًًً666'],
    ['with the letter O for its zero', 'O944 555 666'],
    ['with letters for its zero and ones', 'O933 l23 456'],
    ['with letters for its ones after the country code', '00963 9Il 555 666'],
    ['without its trunk 0', '944 555 666'],
    ['without its trunk 0, in one run', '944555666'],
    ['without its trunk 0, in Arabic-Indic figures', '٩٣٣-١٢٣-٤٥٦'],
    ['as spoken, without its trunk 0', 'تسعمية وأربعة وأربعين، خمسمية خمسة وخمسين، ستمية ستة وستين'],
  ])('finds a number written %s, quoted as written', (_, number) => {
    expect(findContactDetails(`للتواصل ${number} شكرًا`)).toEqual([{ kind: 'phone', text: number }]);
  });

  it('quotes a spelled number as written after letters whose lower case is longer (İ)', () => {
    const number = 'صفر تسعة أربعة أربعة خمسة خمسة خمسة ستة ستة ستة';
    expect(findContactDetails(`İİİ ${number} شكرًا`)).toEqual([{ kind: 'phone', text: number }]);
  });

  it('finds 300 generated mobiles with any of their digits spelled out', () => {
    const next = random(963);
    const pick = <T>(items: readonly T[]) => items[Math.floor(next() * items.length)];
    const words = [
      ['صفر', 'زيرو', 'zero'],
      ['واحد', 'one'],
      ['اثنين', 'اتنين', 'تنين'],
      ['ثلاثة', 'تلاتة', 'ثلاث'],
      ['أربعة', 'اربعه', 'أربع'],
      ['خمسة', 'خمسه', 'خمس'],
      ['ستة', 'سته', 'ست'],
      ['سبعة', 'سبعه', 'سبع'],
      ['ثمانية', 'تمانية', 'ثمان'],
      ['تسعة', 'تسعه', 'تسع'],
    ];
    for (let i = 0; i < 300; i++) {
      const digits = `09${[3, 4, 5, 6, 8, 9][Math.floor(next() * 6)]}${String(Math.floor(next() * 1e7)).padStart(7, '0')}`;
      const number = digits
        .split('')
        .map((digit) => (next() < 0.6 ? `${next() < 0.2 ? 'و' : ''}${pick(words[Number(digit)])}` : digit))
        .join(pick([' ', ' ', '، ', ' - ']));
      const text = `اتصل على ${number} مباشرة`;
      expect({ text, found: findContactDetails(text) }).toEqual({ text, found: [{ kind: 'phone', text: number }] });
    }
  });

  it('finds 300 generated mobiles said in words, digit by digit, in tens and in hundreds', () => {
    const next = random(2026);
    const pick = <T>(items: readonly T[]) => items[Math.floor(next() * items.length)];
    const units = ['صفر', 'واحد', 'اثنين', 'ثلاثة', 'أربعة', 'خمسة', 'ستة', 'سبعة', 'ثمانية', 'تسعة'];
    const tens = ['', '', 'عشرين', 'ثلاثين', 'أربعين', 'خمسين', 'ستين', 'سبعين', 'ثمانين', 'تسعين'];
    const teens = [
      ['أحد عشر', 'حدعش'],
      ['اثنا عشر', 'اتنعش'],
      ['ثلاثة عشر', 'تلتعش'],
      ['أربعة عشر', 'اربعتعش'],
      ['خمسة عشر', 'خمستعش'],
      ['ستة عشر', 'ستعش'],
      ['سبعة عشر', 'سبعتعش'],
      ['ثمانية عشر', 'تمنتعش'],
      ['تسعة عشر', 'تسعتعش'],
    ];
    const hundreds = ['', 'مية', 'ميتين', 'تلتمية', 'أربعمية', 'خمسمية', 'ستمية', 'سبعمية', 'تمنمية', 'تسعمية'];
    const and = () => pick([' و', ' و', ' و ']);
    // 11–99 but 10, as said: a teen, round tens, or the unit «و» the tens.
    const pair = (n: number) =>
      n < 20 ? pick(teens[n - 11]) : n % 10 ? `${units[n % 10]}${and()}${tens[Math.floor(n / 10)]}` : tens[n / 10];
    const triple = (n: number) => {
      const rest = n % 100;
      const said = hundreds[Math.floor(n / 100)];
      if (!rest) return said;
      if (rest < 10) return `${said}${and()}${units[rest]}`;
      return `${said}${pick([' ', ...[and()]])}${rest === 10 ? 'عشرة' : pair(rest)}`;
    };
    for (let i = 0; i < 300; i++) {
      const digits = `09${[3, 4, 5, 6, 8, 9][Math.floor(next() * 6)]}${String(Math.floor(next() * 1e7)).padStart(7, '0')}`;
      const said: string[] = [];
      for (let at = 0; at < digits.length;) {
        const left = digits.length - at;
        const size = digits[at] === '0' ? 1 : pick([1, 2, 3].filter((n) => n <= left));
        const group = Number(digits.slice(at, at + size));
        // Groups a listener would take apart otherwise are said digit by digit: 10 after a digit
        // reads as a teen, and a round hundred before what follows as that hundred and more.
        const plain =
          size === 1 || (size === 2 && group === 10) || (size === 3 && group % 100 === 0 && at + size < digits.length);
        if (plain)
          said.push(
            ...digits
              .slice(at, at + size)
              .split('')
              .map((d) => units[Number(d)]),
          );
        else said.push(size === 2 ? pair(group) : triple(group));
        at += size;
      }
      const text = `للتواصل ${said.join(' ')} شكرًا`;
      const found = findContactDetails(text);
      expect({ text, found: found.map((f) => f.kind) }).toEqual({ text, found: ['phone'] });
    }
  });

  it.each([
    ['in three groups', 'للتواصل 0944 سيارة 555 نظيفة 666 شكرًا', '0944 … 555 … 666'],
    ['in two groups', 'سيارة 0944 بحالة ممتازة 555666 فحص كامل', '0944 … 555666'],
    ['after the country code', 'موديل 2016 اتصل +963 ولا 944 تتردد 555 666', '+963 … 944 … 555 666'],
    ['beside a year', 'موديل 2015 0933 فحص كامل 123 ماشية 456', '0933 … 123 … 456'],
    ['in Arabic-Indic figures', 'رقمي ٠٩٣٣ والباقي ١٢٣ ٤٥٦', '٠٩٣٣ … ١٢٣ ٤٥٦'],
    ['partly spelled out', 'للتواصل 0944 ثم خمسة خمسة خمسة وبعدها 666', '0944 … خمسة خمسة خمسة … 666'],
    ['in five groups', 'رقمي 09 سيارة 44 نظيفة 55 فحص 56 كامل 66', '09 … 44 … 55 … 56 … 66'],
    ['one figure to a group after the first', '0944 س 5 س 5 س 5 س 6 س 66', '0944 … 5 … 5 … 5 … 6 … 66'],
    ['one figure to a group after +963', '+963 و 9 و 4 و 4 و 5 و 5 و 5 و 6 و 6 و 6', '+963 … 9 … 4 … 4 … 5 … 5 … 5 … 6 … 6 … 6'],
  ])('finds a mobile split by words %s, quoted by its parts', (_, text, quoted) => {
    expect(findContactDetails(text)).toEqual([{ kind: 'phone', text: quoted }]);
  });

  it('finds 300 generated mobiles split by words into two to nine groups, among other figures', () => {
    const next = random(41);
    const pick = <T>(items: readonly T[]) => items[Math.floor(next() * items.length)];
    const words = ['سيارة', 'نظيفة', 'بحالة ممتازة', 'فحص كامل', 'و', 'الرقم', 'ثم', 'بدون حوادث، فرش جلد'];
    for (let i = 0; i < 300; i++) {
      const mobile = `09${pick([3, 4, 5, 6, 8, 9])}${String(Math.floor(next() * 1e7)).padStart(7, '0')}`;
      // One to eight cuts, the first after the second figure at the earliest.
      const cuts = [2, 3, 4, 5, 6, 7, 8, 9].filter(() => next() < 0.4);
      const bounds = [0, ...(cuts.length ? cuts : [4]), 10];
      const groups = bounds.slice(1).map((end, at) => mobile.slice(bounds[at], end));
      const split = groups.map((group, at) => (at ? `${pick(words)} ${group}` : group)).join(' ');
      const text = `${pick(['', 'موديل 2015 ', 'عداد 150000 كم '])}للتواصل ${split} ${pick(['', 'السعر 9500 دولار', '4 أبواب'])}`;
      const found = findContactDetails(text).map((f) => f.text.split(' … ').join('').replace(/\D/g, ''));
      expect({ text, found }).toEqual({ text, found: [mobile] });
    }
  });

  it('finds no mobile across words in 2,000 honest descriptions full of figures', () => {
    const next = random(43);
    const pick = <T>(items: readonly T[]) => items[Math.floor(next() * items.length)];
    const figure = () =>
      pick([
        `موديل ${1990 + Math.floor(next() * 37)}`,
        `عداد ${pick(['0', '95000', '150000', '240,000', '9 000'])} كم`,
        `السعر ${pick(['9500', '12000', '950', '96,000'])} دولار`,
        `محرك ${pick(['1600', '2400', '3.5', '998'])} سي سي`,
        `${pick(['4', '5', '7', '2'])} ${pick(['أبواب', 'ركاب', 'إطارات'])}`,
        `صيانة كل ${pick(['5000', '10000'])} كم`,
        `${pick(['٢٠١٨', '٩٣٠٠', '٤٥٠٠٠'])} ${pick(['موديل', 'كم'])}`,
        `جنط ${pick(['16', '17', '18'])}`,
        `فحص ${pick(['09/2024', '03/2025', '12/2023'])}`,
      ]);
    for (let i = 0; i < 2000; i++) {
      const text = Array.from(
        { length: 2 + Math.floor(next() * 5) },
        () => `${figure()} ${pick(['نظيفة', 'و', 'فقط', 'بحالة ممتازة'])}`,
      ).join(' ');
      expect({ text, found: findContactDetails(text) }).toEqual({ text, found: [] });
    }
  });

  it('finds a number written beside other figures', () => {
    expect(findContactDetails('موديل 2015 0933123456 السعر 9000')).toEqual([{ kind: 'phone', text: '0933123456' }]);
    expect(findContactDetails('عداد 120000 - 0944 778 899')).toEqual([{ kind: 'phone', text: '0944 778 899' }]);
  });

  it.each([
    'تويوتا كامري 2018 فل كامل',
    'موديل 2015 عداد 120000 كم، محرك 2400 سي سي',
    'السعر 15000 دولار أو 225000000 ليرة',
    'قطعت 95,000 كم، صيانة كل 5000 كم، 4 إطارات جديدة 2023',
    'سيارة نظيفة جدًا، صيانة دورية في الوكالة، فحص كامل، بدون حوادث، فرش جلد وشاشة وكاميرا خلفية.',
    'دمشق - المزة',
    'رقم الشاصي JTDBR32E720123456',
    'قوة 180 حصان 5 مقاعد 2012 - 2016',
    'سعر ٢٥٠٠٠ دولار موديل ٢٠٢٠ عداد ٤٥٠٠٠',
    'ست سرعات، أربع أبواب، سبعة ركاب',
    'موديل ألفين وخمسة عشر، ماشية مئة وعشرين ألف كيلو',
    'خمسة ركاب وأربع بوابات وست وسائد هوائية، جنط سبعة عشر',
    'one owner, four new tyres, five seats, six speed gearbox',
    'السعر تسعة آلاف وخمسمئة دولار، صيانة كل خمسة آلاف كيلو',
    'واحد اثنين ثلاثة أربعة خمسة: خمس نجوم',
    'نظيفة مية بالمية، ماشية مئة وخمسة وعشرين ألف، موديل ألفين وتسعتعش، أربعمية وخمسين حصان',
    'محرك V6 سعة 3.5l، حساس O2 جديد، عداد 120000 كم، 4WD',
    'هيونداي i10 موديل 2012 أو i20 أو i30 موديل 2015، عداد 150000',
    'جاهزة للتسليم فور الدفع، فحص تو تو، كفالة وان يير',
    'السعر 950,000,000 ل.س أو 935500000 ليرة سورية',
    'رقم الشاصي JTDBR32E960123456',
    'عداد 944555 كم، السعر 9500 دولار',
    '',
  ])('finds nothing in the honest text «%s»', (text) => {
    expect(findContactDetails(text)).toEqual([]);
  });

  it.each([
    ['واتساب فقط', 'messenger'],
    ['راسلني على الواتس', 'messenger'],
    ['WhatsApp me', 'messenger'],
    ['wa.me/963933123456', 'messenger'],
    ['https://t.me/cars_dealer', 'messenger'],
    ['تلغرام @cars_dealer', 'messenger'],
    ['حسابي @seller_sy', 'messenger'],
    ['فايبر', 'messenger'],
    ['seller@example.com', 'email'],
    ['my.name+cars@mail.sy', 'email'],
    ['www.cars-sy.com', 'link'],
    ['https://example.org/car/1', 'link'],
    ['زوروا موقعنا carsdeal.sy', 'link'],
  ])('finds «%s» as %s', (text, kind) => {
    expect(kinds(`للتواصل: ${text}`)).toContain(kind);
  });

  it('takes an e-mail for an e-mail, not a handle or a link as well', () => {
    expect(kinds('بريدي seller@example.com')).toEqual(['email']);
  });
});
