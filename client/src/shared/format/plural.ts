import { formatNumber } from './number';

/**
 * An Arabic counted phrase in its six forms (CLDR plural categories): zero, one, two, few
 * (3–10), many (11–99) and other (100, 101, 102…); few and many follow the last two digits,
 * so 103 takes "few" and 111 "many". `#` stands for the count. The noun's case follows the
 * sentence (nominative «سيارتان», genitive after «من» «سيارتين»), so each message keeps its own
 * forms rather than one table per noun.
 */
export type PluralForms = Readonly<Record<Intl.LDMLPluralRule, string>>;

const rules = new Intl.PluralRules('ar');

/** The form `count` takes, its `#` written with Latin digits: plural(12, months) → '12 شهرًا'. */
export function plural(count: number, forms: PluralForms): string {
  return forms[rules.select(count)].replace('#', formatNumber(count));
}
