import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { loadAggregate } from '../../event-store/aggregate';
import { EventStore } from '../../event-store/event-store.service';
import { StreamWrite } from '../../event-store/event.types';
import { AccountClosureStep, OnAccountClosure } from '../../users/account-closure';
import { PART_STREAM, PartRemoved } from '../domain/part.events';
import { evolvePart, initialPartState, isLivePart } from '../domain/part.state';

/** A deleted store account's parts leave the catalogue with it. */
@Injectable()
@OnAccountClosure()
export class RemovePartsOfClosedAccount implements AccountClosureStep {
  constructor(
    private readonly store: EventStore,
    private readonly dataSource: DataSource,
  ) {}

  async writesFor(userId: number): Promise<StreamWrite[]> {
    const rows: Array<{ id: number }> = await this.dataSource.query(`SELECT id FROM parts WHERE seller_id = $1`, [userId]);
    const writes: StreamWrite[] = [];
    for (const { id } of rows) {
      const { state, version } = await loadAggregate(this.store, PART_STREAM, id, evolvePart, initialPartState);
      if (!isLivePart(state)) continue;
      const removed: PartRemoved = { type: 'PartRemoved', data: { reason: 'account_deleted' } };
      writes.push({ streamType: PART_STREAM, streamId: id, expectedVersion: version, events: [removed] });
    }
    return writes;
  }
}
