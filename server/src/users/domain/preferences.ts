/**
 * The notification choices a user keeps in their settings, with their defaults. The keys are
 * the API's (snake_case); the settings panel shows one toggle per key.
 */
export const DEFAULT_PREFERENCES = {
  /** An email when a buyer writes through a car page. */
  email_messages: true,
  /** An email when a listing is approved, rejected or expires. */
  email_listing_status: true,
  /** An email at once when a car matching one of the user's saved searches is published. */
  email_saved_searches: true,
  /** News and offers from Sayyara. */
  email_newsletter: false,
} as const satisfies Record<string, boolean>;

export type PreferenceKey = keyof typeof DEFAULT_PREFERENCES;
