/**
 * Numbers written in words, as the contact check reads them (figures-view.ts): a digit word
 * («خمسة», «five»), and the numbers up to 999 a phone number is said in, Standard and Levantine:
 * «خمسة وخمسين» 55, «خمستعش» 15, «خمسمية خمسة وخمسين» 555. Each reads as its figures, so
 * «صفر تسعة أربعة أربعة خمسمية خمسة وخمسين ستمية ستة وستين» is 0944555666. Spellings are the
 * view's folded ones: ا for the hamza seats, ه for ta marbuta, ي for alef maqsura, no tashkeel.
 */

type Words = Readonly<Record<string, number>>;

/** Each digit's words: Standard and Levantine, English, and English written in Arabic letters («ناين فور»). */
const DIGITS: Words = wordsOf([
  ['صفر', 'زيرو', 'zero'],
  ['واحد', 'واحده', 'one', 'وان'],
  ['اثنين', 'اثنان', 'اتنين', 'تنين', 'two', 'تو'],
  ['ثلاثه', 'ثلاث', 'تلاته', 'تلات', 'three', 'ثري', 'تري'],
  ['اربعه', 'اربع', 'four', 'فور'],
  ['خمسه', 'خمس', 'five', 'فايف', 'فايڤ'],
  ['سته', 'ست', 'six', 'سكس', 'سيكس'],
  ['سبعه', 'سبع', 'seven', 'سفن', 'سيفن'],
  ['ثمانيه', 'ثماني', 'ثمان', 'تمانيه', 'تمنيه', 'تمان', 'eight', 'ايت'],
  ['تسعه', 'تسع', 'nine', 'ناين'],
]);

/** 1–9 as the first word of a teen in Standard Arabic («أحد عشر», «اثنا عشر», «خمسة عشر»). */
const TEEN_UNITS: Words = { ...withoutZero(DIGITS), احد: 1, احدي: 1, اثنا: 2, اثني: 2 };

const TEN: Words = { عشره: 10, عشر: 10 };

const TENS: Words = {
  عشرين: 20,
  ثلاثين: 30,
  تلاتين: 30,
  اربعين: 40,
  خمسين: 50,
  ستين: 60,
  سبعين: 70,
  ثمانين: 80,
  تمانين: 80,
  تسعين: 90,
};

/** 11–19 in one Levantine word. */
const SPOKEN_TEENS: Words = wordsOf(
  [
    [],
    ['احدعش', 'حدعش'],
    ['اتنعش', 'اتناعش', 'طنعش'],
    ['تلتعش', 'تلطعش'],
    ['اربعتعش', 'اربعطعش'],
    ['خمستعش', 'خمسطعش'],
    ['ستعش', 'سطعش'],
    ['سبعتعش', 'سبعطعش'],
    ['تمنتعش', 'تمنطعش'],
    ['تسعتعش', 'تسعطعش'],
  ],
  10,
);

/** The hundreds, one word or two («خمسمية», «خمس مية», «خمسمائة»). */
const HUNDREDS: Words = (() => {
  const hundred = ['ميه', 'مئه', 'مائه'];
  const stems: Array<[number, string[]]> = [
    [3, ['ثلاث', 'تلت', 'تلات']],
    [4, ['اربع']],
    [5, ['خمس']],
    [6, ['ست']],
    [7, ['سبع']],
    [8, ['ثمان', 'ثماني', 'تمن', 'تمان']],
    [9, ['تسع']],
  ];
  const words: Record<string, number> = { ميتين: 200, مئتين: 200, مائتين: 200, مئتان: 200, مائتان: 200 };
  for (const word of hundred) words[word] = 100;
  for (const [digit, forms] of stems)
    for (const stem of forms)
      for (const word of hundred) {
        words[`${stem}${word}`] = digit * 100;
        words[`${stem} ${word}`] = digit * 100;
      }
  return words;
})();

function wordsOf(byValue: ReadonlyArray<readonly string[]>, offset = 0): Words {
  return Object.fromEntries(byValue.flatMap((words, value) => words.map((word) => [word, value + offset])));
}

function withoutZero(words: Words): Words {
  return Object.fromEntries(Object.entries(words).filter(([, value]) => value !== 0));
}

/** An alternation of words, longest first (so «ثلاثه» is not read as «ثلاث» and a letter), spaces as any. */
const any = (words: Words): string =>
  Object.keys(words)
    .sort((a, b) => b.length - a.length)
    .map((word) => word.replace(/ /g, '\\s+'))
    .join('|');

/** Below a hundred, but a lone digit: units and tens («خمسة وخمسين»), a teen, tens, ten. */
const BELOW_HUNDRED = `(?:(?:${any(withoutZero(DIGITS))})\\s*و\\s*(?:${any(TENS)})|(?:${any(TEEN_UNITS)})\\s+(?:${any(TEN)})|${any(SPOKEN_TEENS)}|${any(TENS)}|${any(TEN)})`;

/**
 * One number in words standing alone (no letter either side, «و» allowed before it): hundreds with
 * what follows them (a lone digit only after «و»: «خمسمية وخمسة» is 505, «خمسمية خمسة» 500 and 5),
 * a number below a hundred, or a digit word. Global: the view reads them all.
 */
export const NUMBER_WORDS = new RegExp(
  `(?<!\\p{L})و?(?:(?:${any(HUNDREDS)})(?:\\s*و?\\s*${BELOW_HUNDRED}|\\s*و\\s*(?:${any(withoutZero(DIGITS))}))?|${BELOW_HUNDRED}|${any(DIGITS)})(?!\\p{L})`,
  'gu',
);

/** A word of `words`, or the same word after the conjunction «و» («وخمسين»). */
function valueIn(words: Words, word: string | undefined): number | undefined {
  if (word === undefined) return undefined;
  return words[word] ?? (word.startsWith('و') ? words[word.slice(1)] : undefined);
}

/**
 * The figures a match of NUMBER_WORDS stands for: a digit word one figure, a number below a
 * hundred two (or one for a digit), hundreds three («خمسمية وخمسة» 505).
 */
export function figuresOf(match: string): string {
  const words = match.split(/\s+/).filter((word) => word && word !== 'و');
  let hundreds: number | undefined;
  for (const taken of [2, 1]) {
    hundreds = valueIn(HUNDREDS, words.slice(0, taken).join(' '));
    if (hundreds !== undefined) {
      words.splice(0, taken);
      break;
    }
  }
  const below = belowHundred(words);
  if (hundreds !== undefined) return String(hundreds + (below?.value ?? 0)).padStart(3, '0');
  return below ? String(below.value).padStart(below.figures, '0') : '';
}

/** The value of the words after any hundreds, and how many figures it is written in. */
function belowHundred(words: readonly string[]): { value: number; figures: number } | undefined {
  const [first, second] = words as ReadonlyArray<string | undefined>;
  if (first === undefined) return undefined;
  if (second !== undefined) {
    const tens = valueIn(TENS, second);
    const unit = valueIn(DIGITS, first);
    if (tens !== undefined && unit !== undefined) return { value: tens + unit, figures: 2 };
    const teen = valueIn(TEEN_UNITS, first);
    if (teen !== undefined && valueIn(TEN, second) !== undefined) return { value: 10 + teen, figures: 2 };
    return undefined;
  }
  for (const words of [SPOKEN_TEENS, TENS, TEN]) {
    const value = valueIn(words, first);
    if (value !== undefined) return { value, figures: 2 };
  }
  const digit = valueIn(DIGITS, first);
  return digit === undefined ? undefined : { value: digit, figures: 1 };
}
