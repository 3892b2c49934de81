import { Command } from '@nestjs/cqrs';
import { Actor } from '../../shared/auth/roles';
import { PlaceState, PlaceType } from '../place';

/** An admin publishes a pending store or workshop (`place`: STORE_PLACE or WORKSHOP_PLACE). */
export class ApprovePlace extends Command<void> {
  constructor(
    readonly place: PlaceType<PlaceState>,
    readonly actor: Actor,
    readonly placeId: number,
  ) {
    super();
  }
}

/** An admin turns a pending store or workshop down, optionally saying why (shown to the owner). */
export class RejectPlace extends Command<void> {
  constructor(
    readonly place: PlaceType<PlaceState>,
    readonly actor: Actor,
    readonly placeId: number,
    readonly reason: string | null,
  ) {
    super();
  }
}

/** The owner or an admin deletes a store or workshop (a workshop's ads go with it). */
export class ClosePlace extends Command<void> {
  constructor(
    readonly place: PlaceType<PlaceState>,
    readonly actor: Actor,
    readonly placeId: number,
  ) {
    super();
  }
}
