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
  | 'settledCar' // approved, with a sale offer, once its photo was processed and the risk checks had read it
  | 'pendingCar' // awaiting moderation, with a sale offer
  | 'carWithoutOffer' // approved, no offer yet
  | 'carWithTwoPhotos' // approved, with an offer; :imageId is its first photo
  | 'messageToOwner' // a visitor's message about the owner's active car
  | 'carStream' // an active car's event stream (:type is 'car')
  | 'loggedEvent' // an event of the log (:position), the first one
  | 'expiredCar' // approved, with an offer, then past its ad duration
  | 'account' // another user's account (:id), a fresh one per cell
  | 'category' // a car category an admin added (:id)
  | 'activeStore' // approved
  | 'pendingStore' // awaiting moderation
  | 'activeWorkshop' // approved
  | 'pendingWorkshop' // awaiting moderation
  | 'workshopAd' // an ad of an approved workshop
  | 'inspection' // a warranty inspection request, still requested
  | 'contactMessage' // a visitor's message to the site's team
  | 'resetLink' // a live password reset link of a fresh account (its token is a parameter)
  | 'part' // a spare part in the catalogue, sold by the owner
  | 'draftPhoto' // a resumable photo upload (tus) the owner started, 10 bytes long, none sent yet
  | 'savedSearch' // a saved listings query
  | 'notification'; // a notification in the owner's bell (a saved search's match)

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
  | 'approval' // JSON: approve anyway (the subject's photo may still be processing)
  | 'contact' // JSON: the car page's contact form
  | 'profile' // JSON: the caller's own name and phone
  | 'password' // JSON: the caller's current password and a new one
  | 'userEdit' // JSON: an admin's edit of an account
  | 'role' // JSON: a role to assign or remove
  | 'categoryName' // JSON: a new, unique category name
  | 'settings' // JSON: system settings (the values in force, so other cells are unaffected)
  | 'rates' // JSON: exchange rates (the values in force)
  | 'storeForm' // multipart: the store form and a logo
  | 'storeEdit' // multipart: a new name
  | 'workshopForm' // JSON: the workshop form
  | 'workshopEdit' // JSON: a new name
  | 'workshopSettings' // JSON: the dashboard's two notice toggles
  | 'review' // JSON: a rating and a comment
  | 'adForm' // JSON: an ad for the subject workshop (:id)
  | 'adEdit' // JSON: a new price
  | 'inspectionForm' // JSON: the warranty inspection form
  | 'inspectionStatus' // JSON: scheduled
  | 'contactForm' // JSON: the contact page's form
  | 'email' // JSON: an address for a reset link
  | 'newPassword' // JSON: the subject's reset token and a new password
  | 'answers' // JSON: an answer to every question of the questionnaire
  | 'tusCreate' // tus: a new upload of 10 bytes (Upload-Length)
  | 'tusChunk' // tus: the subject upload's 10 bytes from offset 0
  | 'savedSearch'; // JSON: a name and a listings query no one has saved yet

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
  'POST /auth/reset-password/check':        row('resetLink',        'newPassword',   200,       200,          200,          200,          200,          200),
  'POST /auth/logout':                      row('caller',           'none',          401,       200,          200,          200,          200,          200),
  'GET /api/me':                            row('nothing',          'none',          401,       200,          200,          200,          200,          200),
  'DELETE /api/me':                         row('caller',           'none',          401,       200,          200,          200,          200,          403),
  'PUT /api/me':                            row('caller',           'profile',       401,       200,          200,          200,          200,          403),
  'PUT /api/me/password':                   row('caller',           'password',      401,       200,          200,          200,          200,          403),

  // User management: admins only, on any account.
  'GET /api/users':                         row('nothing',          'none',          401,       403,          403,          403,          200,          403),
  'GET /api/users/:id':                     row('account',          'none',          401,       403,          403,          403,          200,          403),
  'PUT /api/users/:id':                     row('account',          'userEdit',      401,       403,          403,          403,          200,          403),
  'DELETE /api/users/:id':                  row('account',          'none',          401,       403,          403,          403,          200,          403),
  'POST /api/users/:id/assign-role':        row('account',          'role',          401,       403,          403,          403,          200,          403),
  'POST /api/users/:id/remove-role':        row('account',          'role',          401,       403,          403,          403,          200,          403),
  'PUT /api/users/:id/suspend':             row('account',          'none',          401,       403,          403,          403,          200,          403),
  'PUT /api/users/:id/activate':            row('account',          'none',          401,       403,          403,          403,          200,          403),

  // Categories: public reads, admin writes.
  'GET /api/categories':                    row('nothing',          'none',          200,       200,          200,          200,          200,          200),
  'GET /api/categories/:id':                row('category',         'none',          200,       200,          200,          200,          200,          200),
  'POST /api/categories':                   row('nothing',          'categoryName',  401,       403,          403,          403,          201,          403),
  'PUT /api/categories/:id':                row('category',         'categoryName',  401,       403,          403,          403,          200,          403),
  'DELETE /api/categories/:id':             row('category',         'none',          401,       403,          403,          403,          200,          403),

  // Settings: the public part for every browser, the rest, the totals and clearing the cache for admins.
  'GET /api/settings':                      row('nothing',          'none',          200,       200,          200,          200,          200,          200),
  'GET /api/admin/settings':                row('nothing',          'none',          401,       403,          403,          403,          200,          403),
  'PUT /api/admin/settings':                row('nothing',          'settings',      401,       403,          403,          403,          200,          403),
  'GET /api/admin/exchange-rates':          row('nothing',          'none',          401,       403,          403,          403,          200,          403),
  'PUT /api/admin/exchange-rates':          row('nothing',          'rates',         401,       403,          403,          403,          200,          403),
  'POST /api/admin/cache/clear':            row('nothing',          'none',          401,       403,          403,          403,          200,          403),
  'GET /api/admin/stats':                   row('nothing',          'none',          401,       403,          403,          403,          200,          403),
  'GET /api/admin/moderation':              row('nothing',          'none',          401,       403,          403,          403,          200,          403),
  // «إبقاء» of a published listing: admins only; the subject carries no flags, so an admin's is a 409.
  'PUT /api/admin/moderation/:id/keep':     row('settledCar',       'none',          401,       o(403, 403),  o(403, 403),  o(403, 403),  o(200, 200),  o(403, 403)),

  // Media: processed variants are public, originals (which may carry GPS) never are.
  'GET /media/placeholder/car.svg':         row('nothing',          'none',          200,       200,          200,          200,          200,          200),
  'GET /media/*key':                        row('variant',          'none',          200,       200,          200,          200,          200,          200),
  'GET /media/*key [original]':             row('original',         'none',          404,       404,          404,          404,          404,          404),

  // Cars: public reads of active cars; a pending car exists only for its owner and admins.
  'GET /api/cars':                          row('nothing',          'none',          200,       200,          200,          200,          200,          200),
  'GET /api/car-offers':                    row('nothing',          'none',          200,       200,          200,          200,          200,          200),
  'GET /api/cars/facets':                   row('nothing',          'none',          200,       200,          200,          200,          200,          200),
  'GET /api/search/suggest':                row('nothing',          'none',          200,       200,          200,          200,          200,          200),
  'GET /api/cars/:id':                      row('activeCar',        'none',          200,       o(200, 200),  o(200, 200),  o(200, 200),  o(200, 200),  o(200, 200)),
  'GET /api/cars/:id [pending car]':        row('pendingCar',       'none',          404,       o(200, 404),  o(200, 404),  o(200, 404),  o(200, 200),  o(200, 404)),
  // The price guide of the car form: public; without its required query every caller gets the same 422.
  'GET /api/price-guide':                   row('nothing',          'none',          422,       422,          422,          422,          422,          422),
  'GET /api/cars/:id/similar':              row('activeCar',        'none',          200,       o(200, 200),  o(200, 200),  o(200, 200),  o(200, 200),  o(200, 200)),
  'GET /api/cars/:id/similar [pending car]': row('pendingCar',      'none',          404,       o(200, 404),  o(200, 404),  o(200, 404),  o(200, 200),  o(200, 404)),
  'POST /api/cars':                         row('nothing',          'carForm',       401,       201,          201,          201,          201,          403),
  'PUT /api/cars/:id':                      row('activeCar',        'carEdit',       401,       o(200, 403),  o(200, 403),  o(200, 403),  o(200, 200),  o(403, 403)),
  // Someone else's pending car does not exist for them, even when they try to change it.
  'PUT /api/cars/:id [pending car]':        row('pendingCar',       'carEdit',       401,       o(200, 404),  o(200, 404),  o(200, 404),  o(200, 200),  o(403, 403)),
  'DELETE /api/cars/:id':                   row('activeCar',        'none',          401,       o(200, 403),  o(200, 403),  o(200, 403),  o(200, 200),  o(403, 403)),
  'PUT /api/cars/:id/approve':              row('pendingCar',       'approval',      401,       o(403, 403),  o(403, 403),  o(403, 403),  o(200, 200),  o(403, 403)),
  'PUT /api/cars/:id/reject':               row('pendingCar',       'rejection',     401,       o(403, 403),  o(403, 403),  o(403, 403),  o(200, 200),  o(403, 403)),
  'PUT /api/cars/:id/take-down':            row('activeCar',        'rejection',     401,       o(403, 403),  o(403, 403),  o(403, 403),  o(200, 200),  o(403, 403)),
  'POST /api/cars/:id/offers':              row('carWithoutOffer',  'offer',         401,       o(201, 403),  o(201, 403),  o(201, 403),  o(201, 201),  o(403, 403)),
  'PUT /api/cars/:id/offers':               row('activeCar',        'offerEdit',     401,       o(200, 403),  o(200, 403),  o(200, 403),  o(200, 200),  o(403, 403)),
  'POST /api/cars/:id/images':              row('activeCar',        'photos',        401,       o(201, 403),  o(201, 403),  o(201, 403),  o(201, 201),  o(403, 403)),
  'POST /api/cars/:id/images [pending car]': row('pendingCar',      'photos',        401,       o(201, 404),  o(201, 404),  o(201, 404),  o(201, 201),  o(403, 403)),
  // Resumable photo uploads: only their owner sees or continues them (404 for anyone else, admins too).
  'POST /api/uploads':                      row('nothing',          'tusCreate',     401,       201,          201,          201,          201,          403),
  'HEAD /api/uploads/:id':                  row('draftPhoto',       'none',          401,       o(200, 404),  o(200, 404),  o(200, 404),  o(200, 404),  o(200, 404)),
  'PATCH /api/uploads/:id':                 row('draftPhoto',       'tusChunk',      401,       o(204, 404),  o(204, 404),  o(204, 404),  o(204, 404),  o(403, 403)),
  'DELETE /api/uploads/:id':                row('draftPhoto',       'none',          401,       o(204, 404),  o(204, 404),  o(204, 404),  o(204, 404),  o(403, 403)),
  'DELETE /api/cars/:id/images/:imageId':   row('carWithTwoPhotos', 'none',          401,       o(200, 403),  o(200, 403),  o(200, 403),  o(200, 200),  o(403, 403)),
  'PUT /api/cars/:id/renew':                row('activeCar',        'none',          401,       o(200, 403),  o(200, 403),  o(200, 403),  o(200, 200),  o(403, 403)),
  // An expired listing is hidden like a pending one: only its owner and admins know it exists.
  'PUT /api/cars/:id/renew [expired car]':  row('expiredCar',       'none',          401,       o(200, 404),  o(200, 404),  o(200, 404),  o(200, 200),  o(403, 403)),
  // A car page reports being opened (a counter, not a write of the caller's): suspended accounts too.
  'POST /api/cars/:id/views':               row('activeCar',        'none',          200,       o(200, 200),  o(200, 200),  o(200, 200),  o(200, 200),  o(200, 200)),
  'POST /api/cars/:id/views [pending car]': row('pendingCar',       'none',          404,       o(200, 404),  o(200, 404),  o(200, 404),  o(200, 200),  o(200, 404)),
  // The seller's phone on request: anyone, signed in or not, of a public car; a pending car's
  // only to its owner and admins (a 404 for the rest, as its page). Suspended accounts read too.
  'POST /api/cars/:id/contact':             row('activeCar',        'none',          200,       o(200, 200),  o(200, 200),  o(200, 200),  o(200, 200),  o(200, 200)),
  'POST /api/cars/:id/contact [pending car]': row('pendingCar',     'none',          404,       o(200, 404),  o(200, 404),  o(200, 404),  o(200, 200),  o(200, 404)),
  // A car's views, phone reveals and messages per day: its seller's and the admins' only.
  'GET /api/cars/:id/leads':                row('activeCar',        'none',          401,       o(200, 403),  o(200, 403),  o(200, 403),  o(200, 200),  o(200, 403)),
  'GET /api/cars/:id/leads [pending car]':  row('pendingCar',       'none',          401,       o(200, 404),  o(200, 404),  o(200, 404),  o(200, 200),  o(200, 404)),

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

  // The audit log: read-only, for auditors and admins (see audit.int-spec.ts for an auditor who is not an admin).
  'GET /api/audit/events':                  row('nothing',          'none',          401,       403,          403,          403,          200,          403),
  'GET /api/audit/export':                  row('nothing',          'none',          401,       403,          403,          403,          200,          403),
  'GET /api/audit/streams/:type/:id':       row('carStream',        'none',          401,       o(403, 403),  o(403, 403),  o(403, 403),  o(200, 200),  o(403, 403)),
  'GET /api/audit/streams/:type/:id/state': row('carStream',        'none',          401,       o(403, 403),  o(403, 403),  o(403, 403),  o(200, 200),  o(403, 403)),
  'GET /api/audit/digest':                  row('nothing',          'none',          401,       403,          403,          403,          200,          403),
  'GET /api/audit/events/:position/proof':  row('loggedEvent',      'none',          401,       403,          403,          403,          200,          403),
  // The key that signs the digests is public: an auditor checks a digest without trusting the server.
  'GET /api/audit/key':                     row('nothing',          'none',          200,       200,          200,          200,          200,          200),

  // Stores: public reads of approved stores; any account opens one; the owner (or an admin)
  // changes it (403 for others, 404 when it is not public); admins decide on pending ones.
  'GET /api/stores':                        row('nothing',          'none',          200,       200,          200,          200,          200,          200),
  'GET /api/stores/:id':                    row('activeStore',      'none',          200,       o(200, 200),  o(200, 200),  o(200, 200),  o(200, 200),  o(200, 200)),
  'GET /api/stores/:id [pending store]':    row('pendingStore',     'none',          404,       o(200, 404),  o(200, 404),  o(200, 404),  o(200, 200),  o(200, 404)),
  'POST /api/stores':                       row('nothing',          'storeForm',     401,       201,          201,          201,          201,          403),
  'PUT /api/stores/:id':                    row('activeStore',      'storeEdit',     401,       o(200, 403),  o(200, 403),  o(200, 403),  o(200, 200),  o(403, 403)),
  'PUT /api/stores/:id [pending store]':    row('pendingStore',     'storeEdit',     401,       o(200, 404),  o(200, 404),  o(200, 404),  o(200, 200),  o(403, 403)),
  'POST /api/stores/:id':                   row('activeStore',      'storeEdit',     401,       o(200, 403),  o(200, 403),  o(200, 403),  o(200, 200),  o(403, 403)),
  'DELETE /api/stores/:id':                 row('activeStore',      'none',          401,       o(200, 403),  o(200, 403),  o(200, 403),  o(200, 200),  o(403, 403)),
  'PUT /api/stores/:id/approve':            row('pendingStore',     'none',          401,       o(403, 403),  o(403, 403),  o(403, 403),  o(200, 200),  o(403, 403)),
  'PUT /api/stores/:id/reject':             row('pendingStore',     'rejection',     401,       o(403, 403),  o(403, 403),  o(403, 403),  o(200, 200),  o(403, 403)),
  'POST /api/stores/:id/views':             row('activeStore',      'none',          200,       o(200, 200),  o(200, 200),  o(200, 200),  o(200, 200),  o(403, 403)),

  // Workshops: as stores; reviews by anyone signed in but the owner (403), once each.
  'GET /api/workshops':                     row('nothing',          'none',          200,       200,          200,          200,          200,          200),
  'GET /api/workshops/:id':                 row('activeWorkshop',   'none',          200,       o(200, 200),  o(200, 200),  o(200, 200),  o(200, 200),  o(200, 200)),
  'GET /api/workshops/:id [pending workshop]': row('pendingWorkshop', 'none',        404,       o(200, 404),  o(200, 404),  o(200, 404),  o(200, 200),  o(200, 404)),
  'POST /api/workshops':                    row('nothing',          'workshopForm',  401,       201,          201,          201,          201,          403),
  'PUT /api/workshops/:id':                 row('activeWorkshop',   'workshopEdit',  401,       o(200, 403),  o(200, 403),  o(200, 403),  o(200, 200),  o(403, 403)),
  'PUT /api/workshops/:id [pending workshop]': row('pendingWorkshop', 'workshopEdit', 401,      o(200, 404),  o(200, 404),  o(200, 404),  o(200, 200),  o(403, 403)),
  'POST /api/workshops/:id':                row('activeWorkshop',   'workshopEdit',  401,       o(200, 403),  o(200, 403),  o(200, 403),  o(200, 200),  o(403, 403)),
  'DELETE /api/workshops/:id':              row('activeWorkshop',   'none',          401,       o(200, 403),  o(200, 403),  o(200, 403),  o(200, 200),  o(403, 403)),
  'PUT /api/workshops/:id/approve':         row('pendingWorkshop',  'none',          401,       o(403, 403),  o(403, 403),  o(403, 403),  o(200, 200),  o(403, 403)),
  'PUT /api/workshops/:id/reject':          row('pendingWorkshop',  'rejection',     401,       o(403, 403),  o(403, 403),  o(403, 403),  o(200, 200),  o(403, 403)),
  'PUT /api/workshops/:id/settings':        row('activeWorkshop',   'workshopSettings', 401,    o(200, 403),  o(200, 403),  o(200, 403),  o(200, 200),  o(403, 403)),
  'GET /api/workshops/:id/reviews':         row('activeWorkshop',   'none',          200,       o(200, 200),  o(200, 200),  o(200, 200),  o(200, 200),  o(200, 200)),
  'POST /api/workshops/:id/reviews':        row('activeWorkshop',   'review',        401,       o(403, 201),  o(403, 201),  o(403, 201),  o(403, 201),  o(403, 403)),
  'POST /api/workshops/:id/reviews [pending workshop]': row('pendingWorkshop', 'review', 401,   o(403, 404),  o(403, 404),  o(403, 404),  o(403, 404),  o(403, 403)),
  'POST /api/workshops/:id/views':          row('activeWorkshop',   'none',          200,       o(200, 200),  o(200, 200),  o(200, 200),  o(200, 200),  o(403, 403)),

  // Workshop ads: only the workshop's owner (or an admin) adds to it or changes its ads.
  'GET /api/workshop-ads':                  row('nothing',          'none',          200,       200,          200,          200,          200,          200),
  'GET /api/workshop-ads/:id':              row('workshopAd',       'none',          200,       o(200, 200),  o(200, 200),  o(200, 200),  o(200, 200),  o(200, 200)),
  'POST /api/workshop-ads':                 row('activeWorkshop',   'adForm',        401,       o(201, 403),  o(201, 403),  o(201, 403),  o(201, 201),  o(403, 403)),
  'POST /api/workshop-ads [pending workshop]': row('pendingWorkshop', 'adForm',      401,       o(201, 422),  o(201, 422),  o(201, 422),  o(201, 201),  o(403, 403)),
  'PUT /api/workshop-ads/:id':              row('workshopAd',       'adEdit',        401,       o(200, 403),  o(200, 403),  o(200, 403),  o(200, 200),  o(403, 403)),
  'POST /api/workshop-ads/:id':             row('workshopAd',       'adEdit',        401,       o(200, 403),  o(200, 403),  o(200, 403),  o(200, 200),  o(403, 403)),
  'DELETE /api/workshop-ads/:id':           row('workshopAd',       'none',          401,       o(200, 403),  o(200, 403),  o(200, 403),  o(200, 200),  o(403, 403)),

  // Warranty inspection: any account asks; each sees its own (admins all); admins move them along.
  'GET /api/inspection':                    row('nothing',          'none',          401,       200,          200,          200,          200,          200),
  'POST /api/inspection':                   row('nothing',          'inspectionForm', 401,      201,          201,          201,          201,          403),
  'PUT /api/inspection/:id/status':         row('inspection',       'inspectionStatus', 401,    o(403, 403),  o(403, 403),  o(403, 403),  o(200, 200),  o(403, 403)),

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

  // Saved searches and notifications: one's own only; another user's is a 404 (admins' too).
  'GET /api/saved-searches':                row('nothing',          'none',          401,       200,          200,          200,          200,          200),
  'POST /api/saved-searches':               row('nothing',          'savedSearch',   401,       201,          201,          201,          201,          403),
  'DELETE /api/saved-searches/:id':         row('savedSearch',      'none',          401,       o(204, 404),  o(204, 404),  o(204, 404),  o(204, 404),  o(403, 403)),
  'POST /api/saved-searches/:id/seen':      row('savedSearch',      'none',          401,       o(200, 404),  o(200, 404),  o(200, 404),  o(200, 404),  o(403, 403)),
  // The link of a saved search mail: public, checked by its signed token (none here: not found).
  'GET /api/saved-searches/unsubscribe':    row('nothing',          'none',          404,       404,          404,          404,          404,          404),
  'GET /api/notifications':                 row('nothing',          'none',          401,       200,          200,          200,          200,          200),
  'POST /api/notifications/read-all':       row('nothing',          'none',          401,       200,          200,          200,          200,          403),
  'POST /api/notifications/:id/read':       row('notification',     'none',          401,       o(200, 404),  o(200, 404),  o(200, 404),  o(200, 404),  o(403, 403)),
};

/** The route a matrix key checks: the key without its scenario. */
export const routeOf = (key: string): string => key.replace(/\s*\[.*\]$/, '');
