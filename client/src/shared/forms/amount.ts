/**
 * A price as the server takes it (AMOUNT_PATTERN): digits with at most two decimals, above zero —
 * a price of zero reads as a free car or a free service.
 */
export const isPositiveAmount = (text: string): boolean => /^\d{1,13}(\.\d{1,2})?$/.test(text) && Number(text) > 0;
