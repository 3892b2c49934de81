import { NewEvent } from '../../event-store/event.types';
import { ImageRef } from '../../media/stored-image';
import { assertMayChange, isOwnerOrAdmin, openPlace, PlaceEdit, revisePlace } from '../../places/place.decider';
import { Actor } from '../../shared/auth/roles';
import { NotFound } from '../../shared/domain-error';
import { AlreadyReviewed, OwnWorkshopReview, UnknownAdWorkshop } from './workshop.errors';
import { WorkshopAdTerms, WorkshopDetails, WorkshopEvent, WorkshopSettings } from './workshop.events';
import { WORKSHOP_PLACE } from './workshop.place';
import { isOpen, WorkshopState } from './workshop.state';

/**
 * A workshop's decisions. Approving, rejecting, closing and recording its image are the same for
 * every place (places/place.decider.ts); its reviews, ads and settings are its own.
 */

/** A new workshop for its owner: pending until an admin approves it. */
export function openWorkshop(
  workshopId: number,
  owner: Actor,
  details: WorkshopDetails,
  image: ImageRef | null,
): WorkshopEvent[] {
  return [{ type: 'WorkshopOpened', data: { workshopId, ownerId: owner.id, details, image } }];
}

/** The owner (or an admin) edits a workshop: details, image and, once approved, active/inactive. */
export function reviseWorkshop(state: WorkshopState, actor: Actor, edit: PlaceEdit): NewEvent[] {
  return revisePlace(WORKSHOP_PLACE, state, actor, edit);
}

/** Which live notices the owner gets; the same settings again change nothing. */
export function changeWorkshopSettings(state: WorkshopState, actor: Actor, settings: WorkshopSettings): WorkshopEvent[] {
  assertMayChange(openPlace(state), actor);
  const same = state.settings.notifyReviews === settings.notifyReviews && state.settings.notifyStatus === settings.notifyStatus;
  return same ? [] : [{ type: 'WorkshopSettingsChanged', data: { ...settings } }];
}

/**
 * A rating and a comment, once per person, never for one's own workshop, only for a public one.
 * The review goes into the workshop's stream, so "once per person" holds under concurrency: two
 * reviews by the same person race for the same stream version and the second sees the first.
 */
export function reviewWorkshop(
  state: WorkshopState,
  reviewer: Actor,
  review: { reviewId: number; rating: number; comment: string },
): WorkshopEvent[] {
  openPlace(state);
  if (state.ownerId === reviewer.id) throw new OwnWorkshopReview();
  if (state.status !== 'active') throw new NotFound();
  if (state.reviews[reviewer.id] !== undefined) throw new AlreadyReviewed();
  return [
    {
      type: 'WorkshopReviewed',
      data: { reviewId: review.reviewId, reviewerId: reviewer.id, rating: review.rating, comment: review.comment },
    },
  ];
}

/** The owner (or an admin) advertises a service of the workshop named in the form. */
export function publishWorkshopAd(state: WorkshopState, actor: Actor, adId: number, terms: WorkshopAdTerms): WorkshopEvent[] {
  // The workshop is named in the body: one that does not exist for the caller is a wrong field, not a 404.
  const visible = isOpen(state) && (state.status === 'active' || isOwnerOrAdmin(state, actor));
  if (!visible) throw new UnknownAdWorkshop();
  assertMayChange(state, actor);
  return [{ type: 'WorkshopAdPublished', data: { adId, ...terms } }];
}

/** The ad must be the workshop's, and the caller its owner or an admin; no change, no event. */
export function reviseWorkshopAd(
  state: WorkshopState,
  actor: Actor,
  adId: number,
  changes: Partial<WorkshopAdTerms>,
): WorkshopEvent[] {
  if (!openPlace(state).adIds.includes(adId)) throw new NotFound();
  assertMayChange(state, actor);
  return Object.keys(changes).length ? [{ type: 'WorkshopAdRevised', data: { adId, changes } }] : [];
}

export function removeWorkshopAd(state: WorkshopState, actor: Actor, adId: number): WorkshopEvent[] {
  if (!openPlace(state).adIds.includes(adId)) throw new NotFound();
  assertMayChange(state, actor);
  return [{ type: 'WorkshopAdRemoved', data: { adId, reason: state.ownerId === actor.id ? 'owner' : 'admin' } }];
}
