/**
 * The authorization matrix: for every HTTP route of the server, the status each kind of caller
 * gets. authz-matrix.int-spec.ts fails when the server has a route missing here (or this table
 * names a route the server no longer has), so every new route must add its line.
 *
 * Rules the table follows: public routes answer anonymous callers; protected ones answer 401
 * without a token; admin-only ones 403 for everyone else; writes on something a user owns are
 * 2xx for its owner (and admins) and 403 for anyone else (404 when it is hidden from them, like
 * someone else's pending car); suspended accounts may read but any write is 403, on public
 * routes too.
 *
 * Adding a route is one line below. Only a new kind of subject or body also needs its case in
 * `prepare` or `bodyFor` of authz-matrix.int-spec.ts.
 *
 * A cell is either one status or `o(own, other)`: the status when the caller owns the subject
 * and when someone else does. Anonymous callers own nothing (their cell is always "other").
 * A key may carry a scenario in brackets ('GET /api/cars/:id [pending car]') to check the same
 * route on a second kind of subject.
 */

export const CALLERS = ['anonymous', 'user', 'shop_manager', 'workshop', 'admin', 'suspended'] as const;
export type Caller = (typeof CALLERS)[number];

export interface OwnOther {
  own: number;
  other: number;
}
export type Cell = number | OwnOther;

/**
 * What a call acts on; path parameters (:id, :imageId, *key) come from it. Every cell gets a
 * fresh one, so a call that consumes its subject (delete, approve) never affects another cell.
 */
export type Subject =
  | 'nothing'
  | 'variant' // a processed image in storage
  | 'original' // an uploaded original in storage (never public)
  | 'caller' // the caller's own account or session: a fresh caller per cell
  | 'activeCar' // approved, with a sale offer
  | 'pendingCar' // awaiting moderation, with a sale offer
  | 'carWithoutOffer' // approved, no offer yet
  | 'carWithTwoPhotos' // approved, with an offer; :imageId is its first photo
  | 'messageToOwner' // a visitor's message about the owner's active car
  | 'contactMessage' // a visitor's message to the site's team
  | 'resetLink' // a live password reset link of a fresh account (its token is a parameter)
  | 'part'; // a spare part in the catalogue, sold by the owner

/** A valid body, so the status reflects authorization and not validation. */
export type Body =
  | 'none'
  | 'registration' // a new account with a unique email
  | 'credentials' // the caller's own email and password (a fresh account's for anonymous)
  | 'carForm' // multipart: the car form and one photo
  | 'photos' // multipart: one photo
  | 'carEdit' // form-urlencoded: a new colour
  | 'offer' // JSON: a sale offer
  | 'offerEdit' // JSON: a new price
  | 'rejection' // JSON: a reason
  | 'contact' // JSON: the car page's contact form
  | 'contactForm' // JSON: the contact page's form
  | 'email' // JSON: an address for a reset link
  | 'newPassword' // JSON: the subject's reset token and a new password
  | 'answers'; // JSON: an answer to every question of the questionnaire

export interface Row {
  subject: Subject;
  body: Body;
  expect: Record<Caller, Cell>;
}

export const o = (own: number, other: number): OwnOther => ({ own, other });

function row(
  subject: Subject,
  body: Body,
  ...cells: [anonymous: number, user: Cell, shop_manager: Cell, workshop: Cell, admin: Cell, suspended: Cell]
): Row {
  const expect = Object.fromEntries(CALLERS.map((caller, i) => [caller, cells[i]])) as Record<Caller, Cell>;
  return { subject, body, expect };
}

// prettier-ignore
export const MATRIX: Record<string, Row> = {
  //                                            subject             body             anonymous  user          shop_manager  workshop      admin         suspended
  // Operations and API documentation: public.
  'GET /health':                            row('nothing',          'none',          200,       200,          200,          200,          200,          200),
  'GET /api/docs':                          row('nothing',          'none',          200,       200,          200,          200,          200,          200),
  'GET /api/docs/':                         row('nothing',          'none',          200,       200,          200,          200,          200,          200),
  'GET /api/docs/index.html':               row('nothing',          'none',          200,       200,          200,          200,          200,          200),
  'GET /api/docs/swagger-ui-init.js':       row('nothing',          'none',          200,       200,          200,          200,          200,          200),
  'GET /api/docs/docs/swagger-ui-init.js':  row('nothing',          'none',          200,       200,          200,          200,          200,          200),
  'GET /api/docs.json':                     row('nothing',          'none',          200,       200,          200,          200,          200,          200),
  'GET /api/docs-yaml':                     row('nothing',          'none',          200,       200,          200,          200,          200,          200),
  // Swagger UI mounts this route only to hide the licence file: 404 for everyone.
  'GET /api/docs/LICENSE':                  row('nothing',          'none',          404,       404,          404,          404,          404,          404),

  // Accounts and sessions. Register and login do not act as the caller, so a suspended caller's
  // token does not stop them (but a suspended account cannot log in); nor does it stop logout.
  'POST /auth/register':                    row('nothing',          'registration',  201,       201,          201,          201,          201,          201),
  'POST /auth/login':                       row('nothing',          'credentials',   200,       200,          200,          200,          200,          403),
  // Forgotten passwords act for nobody signed in, like login.
  'POST /auth/forgot-password':             row('nothing',          'email',         200,       200,          200,          200,          200,          200),
  'POST /auth/reset-password':              row('resetLink',        'newPassword',   200,       200,          200,          200,          200,          200),
  'POST /auth/logout':                      row('caller',           'none',          401,       200,          200,          200,          200,          200),
  'GET /api/me':                            row('nothing',          'none',          401,       200,          200,          200,          200,          200),
  'DELETE /api/me':                         row('caller',           'none',          401,       200,          200,          200,          200,          403),

  // Media: processed variants are public, originals (which may carry GPS) never are.
  'GET /media/placeholder/car.svg':         row('nothing',          'none',          200,       200,          200,          200,          200,          200),
  'GET /media/*key':                        row('variant',          'none',          200,       200,          200,          200,          200,          200),
  'GET /media/*key [original]':             row('original',         'none',          404,       404,          404,          404,          404,          404),

  // Cars: public reads of active cars; a pending car exists only for its owner and admins.
  'GET /api/cars':                          row('nothing',          'none',          200,       200,          200,          200,          200,          200),
  'GET /api/car-offers':                    row('nothing',          'none',          200,       200,          200,          200,          200,          200),
  'GET /api/cars/:id':                      row('activeCar',        'none',          200,       o(200, 200),  o(200, 200),  o(200, 200),  o(200, 200),  o(200, 200)),
  'GET /api/cars/:id [pending car]':        row('pendingCar',       'none',          404,       o(200, 404),  o(200, 404),  o(200, 404),  o(200, 200),  o(200, 404)),
  'GET /api/cars/:id/similar':              row('activeCar',        'none',          200,       o(200, 200),  o(200, 200),  o(200, 200),  o(200, 200),  o(200, 200)),
  'GET /api/cars/:id/similar [pending car]': row('pendingCar',      'none',          404,       o(200, 404),  o(200, 404),  o(200, 404),  o(200, 200),  o(200, 404)),
  'POST /api/cars':                         row('nothing',          'carForm',       401,       201,          201,          201,          201,          403),
  'PUT /api/cars/:id':                      row('activeCar',        'carEdit',       401,       o(200, 403),  o(200, 403),  o(200, 403),  o(200, 200),  o(403, 403)),
  // Someone else's pending car does not exist for them, even when they try to change it.
  'PUT /api/cars/:id [pending car]':        row('pendingCar',       'carEdit',       401,       o(200, 404),  o(200, 404),  o(200, 404),  o(200, 200),  o(403, 403)),
  'DELETE /api/cars/:id':                   row('activeCar',        'none',          401,       o(200, 403),  o(200, 403),  o(200, 403),  o(200, 200),  o(403, 403)),
  'PUT /api/cars/:id/approve':              row('pendingCar',       'none',          401,       o(403, 403),  o(403, 403),  o(403, 403),  o(200, 200),  o(403, 403)),
  'PUT /api/cars/:id/reject':               row('pendingCar',       'rejection',     401,       o(403, 403),  o(403, 403),  o(403, 403),  o(200, 200),  o(403, 403)),
  'POST /api/cars/:id/offers':              row('carWithoutOffer',  'offer',         401,       o(201, 403),  o(201, 403),  o(201, 403),  o(201, 201),  o(403, 403)),
  'PUT /api/cars/:id/offers':               row('activeCar',        'offerEdit',     401,       o(200, 403),  o(200, 403),  o(200, 403),  o(200, 200),  o(403, 403)),
  'POST /api/cars/:id/images':              row('activeCar',        'photos',        401,       o(201, 403),  o(201, 403),  o(201, 403),  o(201, 201),  o(403, 403)),
  'POST /api/cars/:id/images [pending car]': row('pendingCar',      'photos',        401,       o(201, 404),  o(201, 404),  o(201, 404),  o(201, 201),  o(403, 403)),
  'DELETE /api/cars/:id/images/:imageId':   row('carWithTwoPhotos', 'none',          401,       o(200, 403),  o(200, 403),  o(200, 403),  o(200, 200),  o(403, 403)),

  // Favourites: any account keeps any car it may see (a hidden one does not exist for it).
  'GET /api/favourites':                    row('nothing',          'none',          401,       200,          200,          200,          200,          200),
  'PUT /api/favourites/:carId':             row('activeCar',        'none',          401,       o(200, 200),  o(200, 200),  o(200, 200),  o(200, 200),  o(403, 403)),
  'PUT /api/favourites/:carId [pending car]': row('pendingCar',     'none',          401,       o(200, 404),  o(200, 404),  o(200, 404),  o(200, 200),  o(403, 403)),
  'DELETE /api/favourites/:carId':          row('activeCar',        'none',          401,       o(200, 200),  o(200, 200),  o(200, 200),  o(200, 200),  o(403, 403)),

  // Messages to sellers: anyone may write about someone else's active car (their own is a 422);
  // only the recipient sees or marks a message, admins included (404 for anyone else).
  'POST /api/cars/:id/messages':            row('activeCar',        'contact',       201,       o(422, 201),  o(422, 201),  o(422, 201),  o(422, 201),  o(403, 403)),
  'GET /api/messages':                      row('nothing',          'none',          401,       200,          200,          200,          200,          200),
  'PUT /api/messages/:id/read':             row('messageToOwner',   'none',          401,       o(200, 404),  o(200, 404),  o(200, 404),  o(200, 404),  o(403, 403)),

  // The contact page: anyone may write to the team (a suspended account may not); admins read.
  'POST /api/contact':                      row('nothing',          'contactForm',   201,       201,          201,          201,          201,          403),
  'GET /api/contact-messages':              row('nothing',          'none',          401,       403,          403,          403,          200,          403),
  'PUT /api/contact-messages/:id/read':     row('contactMessage',   'none',          401,       403,          403,          403,          200,          403),

  // Spare parts: a public catalogue; anyone may ask a store about a part (their own is a 422).
  'GET /api/spare-parts':                   row('nothing',          'none',          200,       200,          200,          200,          200,          200),
  'POST /api/spare-parts/:id/messages':     row('part',             'contact',       201,       o(422, 201),  o(422, 201),  o(422, 201),  o(422, 201),  o(403, 403)),

  // 'Know your needs': public; asking for a recommendation changes nothing, so a suspended account may too.
  'GET /api/questions':                     row('nothing',          'none',          200,       200,          200,          200,          200,          200),
  'POST /api/car-recommendations':          row('nothing',          'answers',       200,       200,          200,          200,          200,          200),
};

/** The route a matrix key checks: the key without its scenario. */
export const routeOf = (key: string): string => key.replace(/\s*\[.*\]$/, '');
