import { Logger } from '@nestjs/common';
import {
  ConnectedSocket,
  MessageBody,
  OnGatewayConnection,
  OnGatewayInit,
  SubscribeMessage,
  WebSocketGateway,
} from '@nestjs/websockets';
import { Server, Socket } from 'socket.io';
import { CarQueries } from '../cars/queries/car-queries';
import { bearerToken } from '../shared/auth/auth.guard';
import { Actor, isAdmin } from '../shared/auth/roles';
import { TokenService } from '../shared/auth/token.service';
import { ROOMS } from './socket-events';

/**
 * The Socket.IO endpoint. The handshake must carry a live bearer token (`auth: { token }`),
 * else the connection is refused. Each socket joins its user's room, admins the moderation
 * room, auditors the audit room; a client may watch a car it is allowed to see.
 */
@WebSocketGateway()
export class RealtimeGateway implements OnGatewayInit, OnGatewayConnection {
  private readonly logger = new Logger(RealtimeGateway.name);

  constructor(
    private readonly tokens: TokenService,
    private readonly cars: CarQueries,
  ) {}

  afterInit(server: Server): void {
    server.use((socket, next) => {
      const raw = socket.handshake.auth?.token ?? bearerToken(socket.handshake.headers.authorization) ?? '';
      const token = typeof raw === 'string' ? raw.replace(/^Bearer\s+/i, '') : '';
      this.tokens
        .resolve(token)
        .then((session) => {
          if (!session) return next(new Error('unauthorized'));
          socket.data.actor = session.actor;
          next();
        })
        .catch((error: Error) => {
          this.logger.warn(`handshake check failed: ${error.message}`);
          next(new Error('unavailable'));
        });
    });
  }

  async handleConnection(socket: Socket): Promise<void> {
    const actor = socket.data.actor as Actor;
    const rooms = [ROOMS.user(actor.id)];
    if (isAdmin(actor)) rooms.push(ROOMS.admins, ROOMS.auditors);
    if (actor.roles.includes('auditor')) rooms.push(ROOMS.auditors);
    await socket.join(rooms);
  }

  /** Live updates of one car page, for anyone allowed to see that car. */
  @SubscribeMessage('car.watch')
  async watchCar(@ConnectedSocket() socket: Socket, @MessageBody() body: { id?: unknown }): Promise<{ ok: boolean }> {
    const id = Number(body?.id);
    if (!Number.isInteger(id) || id < 1) return { ok: false };
    const car = await this.cars.get(id, socket.data.actor as Actor);
    if (!car) return { ok: false };
    await socket.join(ROOMS.car(id));
    return { ok: true };
  }

  @SubscribeMessage('car.unwatch')
  async unwatchCar(@ConnectedSocket() socket: Socket, @MessageBody() body: { id?: unknown }): Promise<{ ok: boolean }> {
    await socket.leave(ROOMS.car(Number(body?.id)));
    return { ok: true };
  }
}
