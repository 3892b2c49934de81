/**
 * The notification choices a user keeps in their settings, with their defaults. The keys are
 * the API's (snake_case); the settings panel shows one control per key.
 */
export const DEFAULT_PREFERENCES = {
  /** An email when a buyer writes through a car page. */
  email_messages: true,
  /** An email when a listing is approved, rejected or expires. */
  email_listing_status: true,
  /** Any email about cars matching the user's saved searches (false: `saved_search_mail` is 'off'). */
  email_saved_searches: true,
  /** How those emails come: one per car at once, one daily digest, or none. */
  saved_search_mail: 'instant',
  /** News and offers from Sayyara. */
  email_newsletter: false,
} as const satisfies Preferences;

export const SAVED_SEARCH_MAIL = ['instant', 'daily', 'off'] as const;
export type SavedSearchMail = (typeof SAVED_SEARCH_MAIL)[number];

/** A user's choices: mostly on/off, `saved_search_mail` one of SAVED_SEARCH_MAIL. */
export type Preferences = Record<string, boolean | string>;

/**
 * The saved search mail frequency a stored set means. Sets written before the frequency existed
 * have only the boolean: on was "at once", off was none.
 */
export function savedSearchMailOf(preferences: Preferences): SavedSearchMail {
  const mode = preferences.saved_search_mail;
  if (typeof mode === 'string' && (SAVED_SEARCH_MAIL as readonly string[]).includes(mode)) return mode as SavedSearchMail;
  return preferences.email_saved_searches === false ? 'off' : 'instant';
}

/** The whole set as the API shows it: the defaults, the stored choices, the two saved search keys agreeing. */
export function completePreferences(stored: Preferences): Preferences {
  const mode = savedSearchMailOf(stored);
  return { ...DEFAULT_PREFERENCES, ...stored, saved_search_mail: mode, email_saved_searches: mode !== 'off' };
}

/**
 * Applies changes to a complete set. `saved_search_mail` wins when given; otherwise the older
 * clients' boolean decides: off is 'off', on keeps a daily digest and turns 'off' into 'instant'.
 */
export function changePreferences(current: Preferences, changes: Preferences): Preferences {
  const before = savedSearchMailOf(current);
  const asked = changes.saved_search_mail;
  const toggle = changes.email_saved_searches;
  const mode: SavedSearchMail =
    typeof asked === 'string'
      ? savedSearchMailOf({ saved_search_mail: asked })
      : toggle === false
        ? 'off'
        : toggle === true && before === 'off'
          ? 'instant'
          : before;
  return { ...current, ...changes, saved_search_mail: mode, email_saved_searches: mode !== 'off' };
}
