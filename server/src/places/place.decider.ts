import { Decision } from '../event-store/command-streams';
import { NewEvent } from '../event-store/event.types';
import { PictureOutcome, PictureResult } from '../media/image-slot';
import { ImageRef } from '../media/stored-image';
import { Actor, isAdmin } from '../shared/auth/roles';
import { Forbidden, NotFound } from '../shared/domain-error';
import { isOpenPlace, PlaceState, PlaceType } from './place';

/**
 * The decisions every place takes the same way, for stores and workshops alike: moderation
 * (approve, reject), closing, and what an edit does besides the details. Pure: state in, events
 * out, a DomainError when refused.
 */

/** The place when it exists and is not closed; otherwise NotFound. */
export function openPlace<S extends PlaceState>(state: S): S {
  if (!isOpenPlace(state)) throw new NotFound();
  return state;
}

export const isOwnerOrAdmin = (state: PlaceState, actor: Actor): boolean => state.ownerId === actor.id || isAdmin(actor);

/**
 * Only the owner or an admin changes a place or adds to it: Forbidden for anyone else, or
 * NotFound when the place is not public (pending, rejected, inactive), as a read would answer.
 */
export function assertMayChange(state: PlaceState, actor: Actor): void {
  if (isOwnerOrAdmin(state, actor)) return;
  throw state.status === 'active' ? new Forbidden() : new NotFound();
}

/** An admin publishes a pending place. */
export function approvePlace<S extends PlaceState>(place: PlaceType<S>, state: S): NewEvent[] {
  if (openPlace(state).status !== 'pending') throw place.notPending();
  return [{ type: place.events.approved, data: {} }];
}

/** An admin turns a pending place down, optionally saying why (shown to the owner). */
export function rejectPlace<S extends PlaceState>(place: PlaceType<S>, state: S, reason: string | null): NewEvent[] {
  if (openPlace(state).status !== 'pending') throw place.notPending();
  return [{ type: place.events.rejected, data: { reason } }];
}

/** The owner or an admin deletes a place. */
export function closePlace<S extends PlaceState>(place: PlaceType<S>, state: S, actor: Actor): NewEvent[] {
  assertMayChange(openPlace(state), actor);
  return [{ type: place.events.closed, data: { reason: state.ownerId === actor.id ? 'owner' : 'admin' } }];
}

export interface PlaceEdit {
  /** The details present in the form (none: the details stay). */
  details: object;
  /** A new picture, or null. */
  newPicture: ImageRef | null;
  /** The form's "remove the picture" (ignored when a new one comes). */
  removePicture: boolean;
  /** The status select. */
  status?: string;
}

/**
 * An edit by the owner or an admin: the details, the picture and, once approved, the
 * active/inactive status (any other value, or any value before approval, changes nothing).
 * An owner's edit of a rejected place sends it back to review. Nothing changed: no events.
 */
export function revisePlace<S extends PlaceState>(place: PlaceType<S>, state: S, actor: Actor, edit: PlaceEdit): NewEvent[] {
  assertMayChange(openPlace(state), actor);
  const { events: names } = place;
  const events: NewEvent[] = [];
  if (Object.keys(edit.details).length) events.push({ type: names.revised, data: { changes: edit.details } });
  if (edit.newPicture) events.push(place.pictureChanged(edit.newPicture));
  else if (edit.removePicture && place.picture(state)) events.push(place.pictureChanged(null));
  if (state.status === 'active' && edit.status === 'inactive') events.push({ type: names.deactivated, data: {} });
  if (state.status === 'inactive' && edit.status === 'active') events.push({ type: names.reactivated, data: {} });
  if (events.length && state.status === 'rejected' && state.ownerId === actor.id)
    events.push({ type: names.resubmitted, data: {} });
  return events;
}

/**
 * The worker's result for the place's picture. Idempotent: a picture already settled, replaced
 * meanwhile, or of a closed place records nothing (a job that runs twice yields one result).
 */
export function recordPictureResult<S extends PlaceState>(
  place: PlaceType<S>,
  state: S,
  imageId: string,
  result: PictureResult,
): Decision<PictureOutcome> {
  const picture = place.picture(state);
  if (!isOpenPlace(state) || picture?.imageId !== imageId) return { events: [], result: 'gone' };
  if (picture.status !== 'processing') return { events: [], result: 'already-settled' };
  const event: NewEvent =
    result.kind === 'processed'
      ? {
          type: place.events.pictureProcessed,
          data: { imageId, width: result.width, height: result.height, variants: result.variants },
        }
      : { type: place.events.pictureRejected, data: { imageId, reason: result.reason } };
  return { events: [event], result: 'recorded' };
}
