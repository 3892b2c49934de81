/** The years an auditor can pick a day from: this one and the five before it. */
export const LOG_YEARS = Array.from({ length: 6 }, (_, i) => new Date().getFullYear() - 5 + i);
