import { Injectable } from '@nestjs/common';
import { Reaction } from '../../dispatch/reaction';
import { RecordedEvent } from '../../event-store/event.types';
import { ROOMS } from '../../realtime/socket-events';
import { SocketPushes } from '../../realtime/socket-pushes';
import { TokenService } from '../../shared/auth/token.service';

/** The change revoked the account's other sessions (a reset: all of them): their sockets close. */
@Injectable()
@Reaction({ subscription: 'pushes', handles: ['UserPasswordChanged'] })
export class CloseSessionsWhenPasswordChanged {
  constructor(
    private readonly pushes: SocketPushes,
    private readonly tokens: TokenService,
  ) {}

  async handle(recorded: RecordedEvent): Promise<void> {
    const ended = await this.tokens.revokedSessions(Number(recorded.streamId));
    if (ended.length) await this.pushes.disconnect(ended.map(ROOMS.session));
  }
}
