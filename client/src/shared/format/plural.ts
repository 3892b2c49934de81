import { ar } from '../messages/ar';
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

type ListTotal = { total: number; total_is_estimate?: boolean };

/** «أكثر من …» around a counted total when the server stopped counting at its cap. */
const atLeast = (pagination: ListTotal, counted: string) =>
  pagination.total_is_estimate ? ar.common.moreThan(counted) : counted;

/** A list's total in words: a market of 200,000 cars reads «أكثر من 10,000 سيارة». */
export const pluralTotal = (pagination: ListTotal, forms: PluralForms): string =>
  atLeast(pagination, plural(pagination.total, forms));

/** The same for a bare number (a count in brackets beside a heading). */
export const formatTotal = (pagination: ListTotal): string => atLeast(pagination, formatNumber(pagination.total));
