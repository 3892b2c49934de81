import { Decision } from '../../event-store/command-streams';
import { PictureOutcome } from '../../media/image-slot';
import { ImageRef, ImageResult } from '../../media/stored-image';
import { Actor, isAdmin } from '../../shared/auth/roles';
import { Forbidden, NotFound } from '../../shared/domain-error';
import { expiryFrom } from './car-expiry';
import {
  CarHasNoOffer,
  CarImagesRequired,
  CarIncomplete,
  CarNotActive,
  CarNotPending,
  CarNotRenewable,
  CarOfferExists,
  LastCarImage,
  RentalNeedsPeriod,
  TooManyCarImages,
  UnknownCarCategory,
} from './car.errors';
import { CarDetails, CarEvent, FlagSeen, OfferTerms } from './car.events';
import { CarState, isLive } from './car.state';

/**
 * A car's decisions: the command's data, the car's state and `now` in, events out, or a
 * DomainError. No I/O: what a decision needs from elsewhere (the site's settings, whether a
 * category exists, a new id) the handler reads first and passes in.
 */

/** The car, when it exists and was not removed; otherwise NotFound. */
export function liveCar(state: CarState): CarState {
  if (!isLive(state)) throw new NotFound();
  return state;
}

/**
 * Only the owner or an admin changes a car: Forbidden for anyone else, or NotFound when the car
 * is one they may not even see (pending, rejected, expired), as a read would answer (CONTRACT.md).
 */
export function assertMayChange(state: CarState, actor: Actor): void {
  if (state.ownerId === actor.id || isAdmin(actor)) return;
  throw state.status === 'active' ? new Forbidden() : new NotFound();
}

/** The site's settings a listing decision uses. */
export interface ListingRules {
  reviewBeforePublish: boolean;
  adDurationDays: number;
  maxImagesPerAd: number;
}

/** Puts a car on the market: pending review, or active at once when review is off. */
export function listCar(
  listing: { carId: number; owner: Actor; details: CarDetails; images: ImageRef[]; featured: boolean | undefined },
  now: Date,
  rules: ListingRules,
  categoryExists: boolean,
): CarEvent[] {
  const { carId, owner, details, images } = listing;
  if (images.length === 0) throw new CarImagesRequired();
  if (images.length > rules.maxImagesPerAd) throw new TooManyCarImages(rules.maxImagesPerAd);
  if (!categoryExists) throw new UnknownCarCategory();
  // Featuring is an admin decision; a seller's form value is ignored (a field, not a gate).
  const featured = isAdmin(owner) ? (listing.featured ?? false) : false;
  const events: CarEvent[] = [{ type: 'CarListed', data: { carId, ownerId: owner.id, details, images, featured } }];
  if (!rules.reviewBeforePublish) {
    events.push({ type: 'CarApproved', data: { expiresAt: expiryFrom(now, rules.adDurationDays), automatic: true } });
  }
  return events;
}

/** What a listing lacks for an admin to judge it whole: a price (its offer) and a ready photo. */
export function missingForReview(state: CarState): Array<'price' | 'photo'> {
  const missing: Array<'price' | 'photo'> = [];
  if (!state.offer) missing.push('price');
  if (!state.images.some((i) => i.status === 'ready')) missing.push('photo');
  return missing;
}

/** How an admin decides: approving an incomplete listing `anyway`, and the risk flags they saw. */
export interface Verdict {
  anyway?: boolean;
  flagsSeen: FlagSeen[];
}

/**
 * An admin publishes a pending car until the ad duration runs out. A car without a price or a
 * ready photo is approved only `anyway` (explicitly), and the event says what it lacked.
 */
export function approveCar(state: CarState, now: Date, adDurationDays: number, verdict: Verdict): CarEvent[] {
  if (liveCar(state).status !== 'pending') throw new CarNotPending();
  const missing = missingForReview(state);
  if (missing.length && !verdict.anyway) throw new CarIncomplete(missing);
  return [
    {
      type: 'CarApproved',
      data: {
        expiresAt: expiryFrom(now, adDurationDays),
        automatic: false,
        ...(missing.length ? { incomplete: missing } : {}),
        flagsSeen: verdict.flagsSeen,
      },
    },
  ];
}

/** An admin turns a pending car down, optionally saying why. */
export function rejectCar(state: CarState, reason: string | null, flagsSeen: FlagSeen[] = []): CarEvent[] {
  if (liveCar(state).status !== 'pending') throw new CarNotPending();
  return [{ type: 'CarRejected', data: { reason, flagsSeen } }];
}

/**
 * An admin takes a published car down, saying why: a rejection the owner reads and can fix, as
 * a pending car's (their edit resubmits it for review), hidden from buyers meanwhile. Only an
 * active car: a pending one is rejected, an expired one shows to nobody already.
 */
export function takeDownCar(state: CarState, reason: string, flagsSeen: FlagSeen[]): CarEvent[] {
  if (liveCar(state).status !== 'active') throw new CarNotActive();
  return [{ type: 'CarRejected', data: { reason, flagsSeen, takenDown: true } }];
}

/** The owner or an admin deletes a car. */
export function removeCar(state: CarState, actor: Actor): CarEvent[] {
  assertMayChange(liveCar(state), actor);
  return [{ type: 'CarRemoved', data: { reason: state.ownerId === actor.id ? 'owner' : 'admin' } }];
}

/** An active or expired car's owner (or an admin) extends it by the ad duration from now; never shortens it. */
export function renewCar(state: CarState, actor: Actor, now: Date, adDurationDays: number): CarEvent[] {
  assertMayChange(liveCar(state), actor);
  if (state.status !== 'active' && state.status !== 'expired') throw new CarNotRenewable();
  const expiresAt = expiryFrom(now, adDurationDays);
  if (state.expiresAt && state.expiresAt >= expiresAt) return [];
  return [{ type: 'CarRenewed', data: { expiresAt } }];
}

/** An active car whose time ran out by `asOf` expires (the maintenance job); anything else: false, nothing. */
export function expireCar(state: CarState, asOf: Date): Decision<boolean> {
  if (!isLive(state) || state.status !== 'active' || !state.expiresAt) return { events: [], result: false };
  if (new Date(state.expiresAt).getTime() > asOf.getTime()) return { events: [], result: false };
  return { events: [{ type: 'CarExpired', data: {} }], result: true };
}

/**
 * The owner (or an admin) edits the details; an admin may also (un)feature the car (anyone
 * else's value is ignored). An owner's edit of a rejected car sends it back to review.
 */
export function reviseCar(
  state: CarState,
  actor: Actor,
  edit: { details: Partial<CarDetails>; featured: boolean | undefined },
  categoryExists: boolean,
): CarEvent[] {
  assertMayChange(liveCar(state), actor);
  const { details, featured } = edit;
  if (details.categoryId != null && !categoryExists) throw new UnknownCarCategory();
  const events: CarEvent[] = [];
  if (Object.keys(details).length) events.push({ type: 'CarRevised', data: { changes: details } });
  if (isAdmin(actor) && featured !== undefined && featured !== state.featured) {
    events.push({ type: 'CarFeatureSet', data: { featured } });
  }
  if (state.status === 'rejected' && state.ownerId === actor.id) events.push({ type: 'CarResubmitted', data: {} });
  return events;
}

/** More photos, within the admin's limit per ad. */
export function addCarImages(state: CarState, actor: Actor, images: ImageRef[], maxImagesPerAd: number): CarEvent[] {
  assertMayChange(liveCar(state), actor);
  if (images.length === 0) throw new CarImagesRequired();
  if (state.images.length + images.length > maxImagesPerAd) throw new TooManyCarImages(maxImagesPerAd);
  return [{ type: 'CarImagesAdded', data: { images } }];
}

/** One photo less; the last one stays. */
export function removeCarImage(state: CarState, actor: Actor, imageId: string): CarEvent[] {
  assertMayChange(liveCar(state), actor);
  if (!state.images.some((i) => i.imageId === imageId)) throw new NotFound();
  if (state.images.length === 1) throw new LastCarImage();
  return [{ type: 'CarImageRemoved', data: { imageId } }];
}

/** The car's one offer (sale or rent); defaults fill what the form left out. */
export function makeOffer(state: CarState, actor: Actor, offerId: number, terms: Partial<OfferTerms>): CarEvent[] {
  assertMayChange(liveCar(state), actor);
  if (state.offer) throw new CarOfferExists();
  const offerType = terms.offerType ?? 'sale';
  return [
    {
      type: 'CarOfferMade',
      data: {
        offerId,
        offerType,
        priceMinor: terms.priceMinor ?? 0,
        currency: terms.currency ?? 'SYP',
        pricingPeriod: offerType === 'rent' ? (terms.pricingPeriod ?? null) : null,
        isAvailable: terms.isAvailable ?? true,
        additionalFeatures: terms.additionalFeatures ?? '',
        location: terms.location ?? '',
      },
    },
  ];
}

/** Changes to the offer: a sale has no pricing period, a rental must keep one. No change, no event. */
export function reviseOffer(state: CarState, actor: Actor, changes: Partial<OfferTerms>): CarEvent[] {
  assertMayChange(liveCar(state), actor);
  if (!state.offer) throw new CarHasNoOffer();
  const c = { ...changes };
  const offerType = c.offerType ?? state.offer.offerType;
  if (offerType === 'sale') {
    if (state.offer.pricingPeriod !== null || c.pricingPeriod) c.pricingPeriod = null;
  } else if ((c.pricingPeriod !== undefined ? c.pricingPeriod : state.offer.pricingPeriod) === null) {
    throw new RentalNeedsPeriod();
  }
  return Object.keys(c).length ? [{ type: 'CarOfferRevised', data: { changes: c } }] : [];
}

/**
 * The image worker's result for one photo. Idempotent: a photo already settled, or one whose
 * car or photo is gone, records nothing (so a job that runs twice yields one result).
 */
export function recordImageResult(state: CarState, imageId: string, result: ImageResult): Decision<PictureOutcome> {
  const image = state.images.find((i) => i.imageId === imageId);
  if (!isLive(state) || !image) return { events: [], result: 'gone' };
  if (image.status !== 'processing') return { events: [], result: 'already-settled' };
  const event: CarEvent =
    result.kind === 'processed'
      ? {
          type: 'CarImageProcessed',
          data: {
            imageId,
            width: result.width,
            height: result.height,
            variants: result.variants,
            ...(result.hash ? { hash: result.hash } : {}),
          },
        }
      : { type: 'CarImageRejected', data: { imageId, reason: result.reason } };
  return { events: [event], result: 'recorded' };
}
