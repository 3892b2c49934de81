import { Command } from '@nestjs/cqrs';
import { Actor } from '../../shared/auth/roles';

export class ReadNotification extends Command<void> {
  constructor(
    readonly actor: Actor,
    readonly notificationId: number,
  ) {
    super();
  }
}

/** Marks read every notification the user has so far. */
export class ReadAllNotifications extends Command<void> {
  constructor(readonly actor: Actor) {
    super();
  }
}
