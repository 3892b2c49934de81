import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { loadAggregate } from '../../event-store/aggregate';
import { EventStore } from '../../event-store/event-store.service';
import { StreamWrite } from '../../event-store/event.types';
import { AccountClosureStep, OnAccountClosure } from '../../users/account-closure';
import { STORE_STREAM, StoreClosed } from '../domain/store.events';
import { evolveStore, initialStoreState, isOpen } from '../domain/store.state';

/** A deleted account's stores are closed with it. */
@Injectable()
@OnAccountClosure()
export class CloseStoresOfClosedAccount implements AccountClosureStep {
  constructor(
    private readonly store: EventStore,
    private readonly dataSource: DataSource,
  ) {}

  async writesFor(userId: number): Promise<StreamWrite[]> {
    const rows: Array<{ id: number }> = await this.dataSource.query(`SELECT id FROM stores WHERE user_id = $1`, [userId]);
    const writes: StreamWrite[] = [];
    for (const { id } of rows) {
      const { state, version } = await loadAggregate(this.store, STORE_STREAM, id, evolveStore, initialStoreState);
      if (!isOpen(state)) continue;
      const closed: StoreClosed = { type: 'StoreClosed', data: { reason: 'account_deleted' } };
      writes.push({ streamType: STORE_STREAM, streamId: id, expectedVersion: version, events: [closed] });
    }
    return writes;
  }
}
