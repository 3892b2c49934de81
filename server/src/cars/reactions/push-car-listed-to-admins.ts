import { Injectable } from '@nestjs/common';
import { Reaction } from '../../dispatch/reaction';
import { RecordedEvent } from '../../event-store/event.types';
import { ROOMS, SOCKET_EVENTS } from '../../realtime/socket-events';
import { SocketPushes } from '../../realtime/socket-pushes';
import { ADMIN_VIEWER } from '../../shared/auth/roles';
import { CarQueries } from '../queries/car-queries';

/** A new listing appears live in the admins' moderation queue, as they would read it. */
@Injectable()
@Reaction({ subscription: 'pushes', handles: ['CarListed'] })
export class PushCarListedToAdmins {
  constructor(
    private readonly pushes: SocketPushes,
    private readonly cars: CarQueries,
  ) {}

  async handle(recorded: RecordedEvent): Promise<void> {
    const car = await this.cars.get(Number(recorded.streamId), ADMIN_VIEWER);
    if (!car) return;
    await this.pushes.send({
      rooms: ROOMS.admins,
      event: SOCKET_EVENTS.carListed,
      payload: { position: recorded.position, car },
    });
  }
}
