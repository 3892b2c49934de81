/** A plausible email address (the server has the last word): something@domain.tld, no spaces. */
export const isEmail = (value: string): boolean => /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/.test(value.trim());
