/**
 * An Arabic counted phrase in its six forms (CLDR plural categories): zero, one, two, few
 * (3–10), many (11–99) and other (100, 101, 102…), few and many by the last two digits; `#`
 * stands for the count. The client has the same helper (client/src/shared/format/plural.ts).
 */
export type PluralForms = Readonly<Record<Intl.LDMLPluralRule, string>>;

const rules = new Intl.PluralRules('ar');
const digits = new Intl.NumberFormat('ar-SY', { numberingSystem: 'latn', maximumFractionDigits: 0 });

/** plural(9, forms) → '9 سيارات'; the count in Latin digits, as everywhere else. */
export function plural(count: number, forms: PluralForms): string {
  return forms[rules.select(count)].replace('#', digits.format(count));
}
