/**
 * A car page's address, `/car/<id>`: the server finds its photo to preload by it and the client
 * its first request. The id has at most 9 digits, as the ids in use do (MAX_ID has 10: a 10-digit
 * address is still a car page, only not preloaded).
 */
export const CAR_PAGE_PATH = /^\/car\/(\d{1,9})\/?$/;
