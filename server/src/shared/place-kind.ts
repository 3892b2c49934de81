/** The two kinds of place users open and admins moderate; their views, photos and moderation share code. */
export type PlaceKind = 'store' | 'workshop';
