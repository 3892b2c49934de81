import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { loadAggregate } from '../../event-store/aggregate';
import { EventStore } from '../../event-store/event-store.service';
import { StreamWrite } from '../../event-store/event.types';
import { AccountClosureStep, OnAccountClosure } from '../../users/account-closure';
import { CAR_STREAM, CarRemoved } from '../domain/car.events';
import { evolveCar, initialCarState, isLive } from '../domain/car.state';

/** A deleted account's cars are removed with it. */
@Injectable()
@OnAccountClosure()
export class RemoveCarsOfClosedAccount implements AccountClosureStep {
  constructor(
    private readonly store: EventStore,
    private readonly dataSource: DataSource,
  ) {}

  async writesFor(userId: number): Promise<StreamWrite[]> {
    const rows: Array<{ id: number }> = await this.dataSource.query(`SELECT id FROM cars WHERE user_id = $1`, [userId]);
    const writes: StreamWrite[] = [];
    for (const { id } of rows) {
      const { state, version } = await loadAggregate(this.store, CAR_STREAM, id, evolveCar, initialCarState);
      if (!isLive(state)) continue;
      const removed: CarRemoved = { type: 'CarRemoved', data: { reason: 'account_deleted' } };
      writes.push({ streamType: CAR_STREAM, streamId: id, expectedVersion: version, events: [removed] });
    }
    return writes;
  }
}
