import { Injectable } from '@nestjs/common';
import { Reaction } from '../../dispatch/reaction';
import { RecordedEvent } from '../../event-store/event.types';
import { ROOMS } from '../../realtime/socket-events';
import { SocketPushes } from '../../realtime/socket-pushes';

/**
 * Account changes that alter what a user's open sockets may receive (the admins' room, or any
 * room at all) or what their screens should say (suspended): those sockets are closed, the
 * browser's reconnection handshake is checked again with the new roles (or refused, for a
 * deleted account), and the client re-reads its profile.
 */
@Injectable()
@Reaction({
  subscription: 'pushes',
  handles: ['UserRoleAssigned', 'UserRoleRemoved', 'UserSuspended', 'UserReactivated', 'UserDeleted'],
})
export class CloseSocketsWhenAccountChanges {
  constructor(private readonly pushes: SocketPushes) {}

  async handle(recorded: RecordedEvent): Promise<void> {
    await this.pushes.disconnect(ROOMS.user(Number(recorded.streamId)));
  }
}
