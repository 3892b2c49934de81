import { Inject, Logger, OnModuleDestroy } from '@nestjs/common';
import { ConnectedSocket, MessageBody, OnGatewayInit, SubscribeMessage, WebSocketGateway } from '@nestjs/websockets';
import { DefaultEventsMap, Server, Socket } from 'socket.io';
import { CarQueries } from '../cars/queries/car-queries';
import { AppConfig } from '../config/config';
import { ReadYourWrites } from '../database/read-replica/read-your-writes';
import { APP_CONFIG } from '../config/config.module';
import { bearerToken } from '../shared/auth/auth.guard';
import { Actor, isAdmin } from '../shared/auth/roles';
import { TokenService } from '../shared/auth/token.service';
import { messageOf } from '../shared/error-message';
import { ROOMS } from './socket-events';
import { CarIdPayload, socketInput, SocketRefusal } from './socket-input';
import { AR } from '../shared/messages/ar';

/** What the handshake check leaves on a socket it lets in: whose session it is. */
interface SessionData {
  actor: Actor;
  tokenHash: Buffer;
}
type SessionServer = Server<DefaultEventsMap, DefaultEventsMap, DefaultEventsMap, SessionData>;
type SessionSocket = Socket<DefaultEventsMap, DefaultEventsMap, DefaultEventsMap, SessionData>;
/** A client may send an event with any payload, or none. */
type Payload<T> = T | null | undefined;

/**
 * The Socket.IO endpoint. The handshake must carry a live bearer token (`auth: { token }`),
 * else the connection is refused. Each socket joins its user's room, its session's room (closed
 * when the session ends), admins the moderation room, auditors the audit room; a client may
 * watch a car it is allowed to see. Every SOCKET_SESSION_CHECK_SECONDS each server also checks
 * the sessions of its own sockets, so one whose session ended while Redis was away, or that
 * expired, does not keep receiving.
 */
@WebSocketGateway()
export class RealtimeGateway implements OnGatewayInit, OnModuleDestroy {
  private readonly logger = new Logger(RealtimeGateway.name);
  private sessionCheck: NodeJS.Timeout | undefined;

  constructor(
    private readonly tokens: TokenService,
    private readonly cars: CarQueries,
    private readonly readYourWrites: ReadYourWrites,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onModuleDestroy(): void {
    clearInterval(this.sessionCheck);
  }

  afterInit(server: SessionServer): void {
    this.sessionCheck = setInterval(() => void this.closeEndedSessions(server), this.config.SOCKET_SESSION_CHECK_SECONDS * 1000);
    this.sessionCheck.unref();
    server.use((socket, next) => {
      // The client's handshake data: socket.io checks it is an object, but its fields are anyone's.
      const auth = socket.handshake.auth as Payload<Record<string, unknown>>;
      const raw = auth?.token ?? bearerToken(socket.handshake.headers.authorization) ?? '';
      const token = typeof raw === 'string' ? raw.replace(/^Bearer\s+/i, '') : '';
      this.tokens
        .resolve(token)
        .then(async (session) => {
          if (!session) {
            next(new Error('unauthorized'));
            return;
          }
          socket.data.actor = session.actor;
          socket.data.tokenHash = session.tokenHash;
          await this.enter(socket);
          next();
        })
        .catch((error: unknown) => {
          this.logger.warn(`handshake check failed: ${messageOf(error)}`);
          next(new Error('unavailable'));
        });
    });
  }

  /**
   * Puts the socket in its rooms, then marks that its account's reads must see everything
   * committed until now, before the client is told it is connected: the client refetches on
   * every (re)connection, so what was committed before this point is in that read, and what is
   * committed after it is pushed to a socket already in its rooms. A reconnection (a server
   * restarted, a network gap) thus misses nothing, whichever server it lands on.
   */
  private async enter(socket: SessionSocket): Promise<void> {
    const { actor } = socket.data;
    const rooms = [ROOMS.user(actor.id), ROOMS.session(socket.data.tokenHash)];
    if (isAdmin(actor)) rooms.push(ROOMS.admins, ROOMS.auditors);
    if (actor.roles.includes('auditor')) rooms.push(ROOMS.auditors);
    await socket.join(rooms);
    await this.readYourWrites.connected(actor.id);
  }

  private async closeEndedSessions(server: SessionServer): Promise<void> {
    try {
      const sockets = await server.local.fetchSockets();
      const hashes = [...new Map(sockets.map((s) => [ROOMS.session(s.data.tokenHash), s.data.tokenHash])).values()];
      const live = new Set((await this.tokens.liveAmong(hashes)).map(ROOMS.session));
      for (const socket of sockets) if (!live.has(ROOMS.session(socket.data.tokenHash))) socket.disconnect(true);
    } catch (error) {
      this.logger.warn(`session check failed: ${messageOf(error)}`);
    }
  }

  /**
   * Live updates of one car page, for anyone allowed to see that car. When the car leaves the
   * public view, its watchers but the owner and the admins are taken out of its room
   * (PushCarStatusWhenChanged). That can come between the read here and the join, missing this
   * socket: so the car is read again once the socket is in, and a change committed after that
   * read takes it out.
   */
  @SubscribeMessage('car.watch')
  async watchCar(@ConnectedSocket() socket: SessionSocket, @MessageBody() body: unknown): Promise<{ ok: true } | SocketRefusal> {
    const input = await socketInput(CarIdPayload, body);
    if (!('value' in input)) return input;
    const { id } = input.value;
    const notFound = { ok: false, message: AR.http.notFound } as const;
    if (!(await this.cars.get(id, socket.data.actor))) return notFound;
    await socket.join(ROOMS.car(id));
    if (await this.cars.get(id, socket.data.actor)) return { ok: true };
    await socket.leave(ROOMS.car(id));
    return notFound;
  }

  @SubscribeMessage('car.unwatch')
  async unwatchCar(
    @ConnectedSocket() socket: SessionSocket,
    @MessageBody() body: unknown,
  ): Promise<{ ok: true } | SocketRefusal> {
    const input = await socketInput(CarIdPayload, body);
    if (!('value' in input)) return input;
    await socket.leave(ROOMS.car(input.value.id));
    return { ok: true };
  }
}
