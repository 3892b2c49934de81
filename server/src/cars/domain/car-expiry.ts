const DAY_MS = 24 * 60 * 60 * 1000;

/** When a listing published now stops showing (the admin's ad duration). Stored in the event. */
export const expiryFrom = (from: Date, days: number): string => new Date(from.getTime() + days * DAY_MS).toISOString();
