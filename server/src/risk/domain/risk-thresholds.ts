/**
 * Every threshold of the moderation queue's risk flags, in one place, each with its reason.
 * A flag never blocks anything: it points an admin at what to look at, so the thresholds lean
 * towards saying nothing on an honest listing (the demo market raises no flag, a test checks it).
 */
export const RISK_THRESHOLDS = {
  /**
   * Photos whose 64-bit perceptual hashes differ in at most this many bits are one photo. A
   * re-encoded, resized or recompressed copy differs by 0–4 bits, a copy cropped by 3–5% by up to
   * 10 (measured: media/photo-hash.spec.ts); two different photos by 12 or more even when they are
   * drawings of the same car in the same light (the demo market's closest pair), and unrelated
   * photographs by about 32. The band look-up finds every pair up to 11 bits (photo-bands.ts).
   */
  samePhotoMaxBits: 10,

  /**
   * A sale price under this share of the price indicator's median for its group (same make and
   * model, ±2 years, same mileage band) is too good to be true: the advance-payment scam asks for
   * a deposit on a car that does not exist. Honest bargains sit at 80–90% of the median; 60% is
   * far below the indicator's own «سعر ممتاز» band (90%).
   */
  tooCheapShareOfMedian: 0.6,

  /**
   * A new account in a hurry: an account this many hours old or less that already has
   * `hurriedListings` listings no admin approved yet (this one included). Scammers open an
   * account and spray listings before anyone looks; an honest newcomer lists one or two cars.
   * Listings an admin approved are vouched for and do not count (a dealer whose first cars were
   * approved lists on without a flag). Roles do not exempt anyone: anyone may sign up as a
   * store manager; only admins' own listings are not checked.
   */
  newAccountHours: 48,
  hurriedListings: 4,
} as const;

/**
 * How much each flag weighs in the queue's risk order: a stolen photo or contact details are
 * near-certain signs, a price or a burst alone only a reason to look closer.
 */
export const FLAG_WEIGHTS = {
  stolen_photo: 40,
  contact_in_text: 30,
  price_too_low: 30,
  duplicate_listing: 20,
  new_account_burst: 20,
} as const;
