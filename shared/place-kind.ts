/**
 * The two kinds of place users open and admins moderate; their views, photos and moderation share
 * code. Imported by the server and, for its type only, by the client.
 */
export type PlaceKind = 'store' | 'workshop';
