import { CommandHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { loadAggregate } from '../../../event-store/aggregate';
import { RetryingCommandHandler } from '../../../event-store/retrying-command-handler';
import { EventStore } from '../../../event-store/event-store.service';
import { StreamWrite } from '../../../event-store/event.types';
import { CAR_STREAM, CarRemoved } from '../../../cars/domain/car.events';
import { evolveCar, initialCarState, isLive } from '../../../cars/domain/car.state';
import { isAdmin } from '../../../shared/auth/roles';
import { metadataFor } from '../../../shared/event-metadata';
import { conflict, forbidden, notFound } from '../../../shared/http/http-errors';
import { AR } from '../../../shared/messages/ar';
import { USER_STREAM, UserDeleted } from '../../domain/user.events';
import { evolveUser, initialUserState } from '../../domain/user.state';
import { DeleteAccount } from './delete-account.command';

/**
 * One atomic append: every live car of the account is removed and the account deleted, and in
 * the same transaction the password hash and sessions go (a deleted user's token is a 401).
 */
@CommandHandler(DeleteAccount)
export class DeleteAccountHandler extends RetryingCommandHandler<DeleteAccount> {
  constructor(
    private readonly store: EventStore,
    private readonly dataSource: DataSource,
  ) {
    super();
  }

  protected async decide({ actor, userId }: DeleteAccount): Promise<void> {
    if (actor.id !== userId && !isAdmin(actor)) throw forbidden();
    const { state, version } = await loadAggregate(this.store, USER_STREAM, userId, evolveUser, initialUserState);
    if (!state.exists || state.deleted) throw notFound();
    if (state.roles.includes('admin')) await this.assertNotLastAdmin(userId);

    const writes: StreamWrite[] = [];
    for (const carId of await this.carIdsOf(userId)) {
      const car = await loadAggregate(this.store, CAR_STREAM, carId, evolveCar, initialCarState);
      if (!isLive(car.state)) continue;
      const removed: CarRemoved = { type: 'CarRemoved', data: { reason: 'account_deleted' } };
      writes.push({ streamType: CAR_STREAM, streamId: carId, expectedVersion: car.version, events: [removed] });
    }
    const deleted: UserDeleted = { type: 'UserDeleted', data: { by: actor.id === userId ? 'self' : 'admin' } };
    writes.push({ streamType: USER_STREAM, streamId: userId, expectedVersion: version, events: [deleted] });

    await this.store.appendMany(writes, metadataFor(actor), {
      alsoInTransaction: async (m) => {
        await m.query(`DELETE FROM public.user_credentials WHERE user_id = $1`, [userId]);
        await m.query(`DELETE FROM public.auth_tokens WHERE user_id = $1`, [userId]);
      },
    });
  }

  private async carIdsOf(userId: number): Promise<number[]> {
    const rows: Array<{ id: number }> = await this.dataSource.query(`SELECT id FROM cars WHERE user_id = $1`, [userId]);
    return rows.map((r) => r.id);
  }

  private async assertNotLastAdmin(userId: number): Promise<void> {
    const [{ others }] = await this.dataSource.query(
      `SELECT count(*)::int AS others FROM users WHERE 'admin' = ANY(roles) AND id <> $1`,
      [userId],
    );
    if (others === 0) throw conflict(AR.users.lastAdmin);
  }
}
