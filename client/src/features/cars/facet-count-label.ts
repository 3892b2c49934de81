import { formatNumber } from '../../shared/format/number';
import type { FacetCount } from './facets-api';

/** «تويوتا (1٬234)»: how many active listings a choice has, once the counts are in. */
export const withCount = (label: string, counts: FacetCount[] | undefined, value: string): string => {
  if (!counts) return label;
  return `${label} (${formatNumber(counts.find((c) => c.value === value)?.count ?? 0)})`;
};
