import { Inject, Injectable } from '@nestjs/common';
import { Emitter } from '@socket.io/redis-emitter';
import type { Redis } from 'ioredis';
import { AppConfig } from '../config/config';
import { APP_CONFIG } from '../config/config.module';
import { CAR_STREAM, CarEvent } from '../cars/domain/car.events';
import { evolveCar, initialCarState } from '../cars/domain/car.state';
import { CarQueries } from '../cars/queries/car-queries';
import { EventStore } from '../event-store/event-store.service';
import { ContactMessageReceived } from '../contact/domain/contact-message.events';
import { MessageSent } from '../messages/domain/message.events';
import { RecordedEvent } from '../event-store/event.types';
import { SubscriptionHandler } from '../event-store/subscription/event-subscription';
import { RedisConnections } from '../redis/redis.module';
import { ADMIN_VIEWER } from '../shared/auth/roles';
import { TokenService } from '../shared/auth/token.service';
import { ROOMS, socketChannelKey, SOCKET_EVENTS } from '../realtime/socket-events';
import type { SocketEmitMap, SocketEventName, SocketEvents } from '../../../shared/socket-contract';
import { USER_STREAM, UserEvent } from '../users/domain/user.events';
import { PlacePushes, type PushOf } from './place-pushes';

const STATUS_EVENTS = new Set<CarEvent['type']>([
  'CarApproved',
  'CarRejected',
  'CarResubmitted',
  'CarExpired',
  'CarRenewed',
  'CarRemoved',
]);
/**
 * Account changes that alter what a user's open sockets may receive (the admins' room, or any
 * room at all) or what their screens should say (suspended): those sockets are closed, the
 * browser's reconnection handshake is checked again with the new roles (or refused, for a
 * deleted account), and the client re-reads its profile.
 */
const SESSION_EVENTS = new Set<UserEvent['type']>([
  'UserRoleAssigned',
  'UserRoleRemoved',
  'UserSuspended',
  'UserReactivated',
  'UserDeleted',
]);

const UPDATE_EVENTS = new Set<CarEvent['type']>([
  'CarRevised',
  'CarFeatureSet',
  'CarImagesAdded',
  'CarImageRemoved',
  'CarImageProcessed',
  'CarImageRejected',
  'CarOfferMade',
  'CarOfferRevised',
]);

/**
 * Pushes events to browsers through the Redis emitter (every server's adapter delivers to its
 * own sockets). Pushes are at-least-once: each carries the event's global position so a client
 * can ignore a repeat, and a client that reconnects refetches.
 */
@Injectable()
export class PushDispatcher implements SubscriptionHandler {
  private readonly emitter: Emitter<SocketEmitMap>;
  private readonly publisher: AwaitedPublisher;

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    redis: RedisConnections,
    private readonly store: EventStore,
    private readonly cars: CarQueries,
    private readonly places: PlacePushes,
    private readonly tokens: TokenService,
  ) {
    this.publisher = new AwaitedPublisher(redis.create('socket-emitter', { enableOfflineQueue: false, maxRetriesPerRequest: 1 }));
    this.emitter = new Emitter(this.publisher, { key: socketChannelKey(config.REDIS_PREFIX) });
  }

  async handle(recorded: RecordedEvent): Promise<void> {
    const position = recorded.position;
    this.emitter.to(ROOMS.auditors).emit(SOCKET_EVENTS.auditEvent, { position, event: JSON.parse(JSON.stringify(recorded)) });
    if (recorded.streamType === CAR_STREAM) await this.pushCar(recorded as RecordedEvent & CarEvent);
    if (recorded.streamType === USER_STREAM && SESSION_EVENTS.has(recorded.type as UserEvent['type'])) {
      this.emitter.in(ROOMS.user(Number(recorded.streamId))).disconnectSockets(true);
    }
    if (recorded.type === 'UserPasswordChanged') {
      // The change revoked the account's other sessions (a reset: all of them): their sockets close.
      const ended = await this.tokens.revokedSessions(Number(recorded.streamId));
      if (ended.length) this.emitter.in(ended.map(ROOMS.session)).disconnectSockets(true);
    }
    for (const push of await this.places.pushesFor(recorded)) this.emit(push);
    if (recorded.type === 'MessageSent') {
      const { recipientId, messageId, carId, partId } = (recorded as RecordedEvent & MessageSent).data;
      this.emitter
        .to(ROOMS.user(recipientId))
        .emit(SOCKET_EVENTS.messageReceived, { position, id: messageId, car_id: carId, part_id: partId ?? null });
    }
    if (recorded.type === 'ContactMessageReceived') {
      const { messageId, subject } = (recorded as RecordedEvent & ContactMessageReceived).data;
      this.emitter.to(ROOMS.admins).emit(SOCKET_EVENTS.contactReceived, { position, id: messageId, subject });
    }
    // A failed publish (Redis down) fails the batch, which the subscription retries.
    await this.publisher.flush();
  }

  /** A push whose payload was checked against its event where it was built (PushOf). */
  private emit<Name extends SocketEventName>({ rooms, event, payload }: PushOf<Name>): void {
    // TypeScript cannot match a generic event name with `Parameters<>` of its listener: say it once here.
    const broadcast = this.emitter.to(rooms) as unknown as { emit(event: Name, payload: SocketEvents[Name]): true };
    broadcast.emit(event, payload);
  }

  private async pushCar(recorded: RecordedEvent & CarEvent): Promise<void> {
    const id = Number(recorded.streamId);
    const position = recorded.position;
    if (recorded.type === 'CarListed') {
      const car = await this.cars.get(id, ADMIN_VIEWER);
      if (car) this.emitter.to(ROOMS.admins).emit(SOCKET_EVENTS.carListed, { position, car });
      return;
    }
    if (STATUS_EVENTS.has(recorded.type)) {
      const history = await this.store.readStream(CAR_STREAM, id, recorded.streamVersion);
      const before = history.slice(0, -1).reduce(evolveCar, initialCarState);
      const after = history.reduce(evolveCar, initialCarState);
      const status = after.removed ? 'removed' : after.status;
      this.emitter.to([ROOMS.user(after.ownerId), ROOMS.admins, ROOMS.car(id)]).emit(SOCKET_EVENTS.carStatusChanged, {
        position,
        id,
        status,
        previous: before.status,
        reason: recorded.type === 'CarRejected' ? recorded.data.reason : null,
      });
      return;
    }
    if (UPDATE_EVENTS.has(recorded.type)) {
      const history = await this.store.readStream(CAR_STREAM, id, recorded.streamVersion);
      const owner = history.reduce(evolveCar, initialCarState).ownerId;
      this.emitter.to([ROOMS.user(owner), ROOMS.car(id)]).emit(SOCKET_EVENTS.carUpdated, { position, id });
    }
  }
}

/**
 * The emitter publishes without awaiting; this client keeps each publish so the dispatcher can
 * wait for them (and see a failure) instead of leaving a rejected promise unhandled.
 */
export class AwaitedPublisher {
  private pending: Array<Promise<unknown>> = [];

  constructor(private readonly redis: Redis) {}

  publish(channel: string, message: string | Buffer): Promise<unknown> {
    const sent = this.redis.publish(channel, message);
    sent.catch(() => undefined);
    this.pending.push(sent);
    return sent;
  }

  async flush(): Promise<void> {
    const pending = this.pending;
    this.pending = [];
    await Promise.all(pending);
  }
}
