import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { loadAggregate } from '../../event-store/aggregate';
import { EventStore } from '../../event-store/event-store.service';
import { StreamWrite } from '../../event-store/event.types';
import { AccountClosureStep, OnAccountClosure } from '../../users/account-closure';
import { INSPECTION_STREAM, InspectionWithdrawn } from '../domain/inspection.events';
import { evolveInspection, initialInspectionState } from '../domain/inspection.state';

/** A deleted account's inspection requests (with its phone number) go with it. */
@Injectable()
@OnAccountClosure()
export class WithdrawInspectionsOfClosedAccount implements AccountClosureStep {
  constructor(
    private readonly store: EventStore,
    private readonly dataSource: DataSource,
  ) {}

  async writesFor(userId: number): Promise<StreamWrite[]> {
    const rows: Array<{ id: number }> = await this.dataSource.query(`SELECT id FROM inspections WHERE user_id = $1`, [userId]);
    const writes: StreamWrite[] = [];
    for (const { id } of rows) {
      const { state, version } = await loadAggregate(this.store, INSPECTION_STREAM, id, evolveInspection, initialInspectionState);
      if (!state.exists || state.withdrawn) continue;
      const withdrawn: InspectionWithdrawn = { type: 'InspectionWithdrawn', data: { reason: 'account_deleted' } };
      writes.push({ streamType: INSPECTION_STREAM, streamId: id, expectedVersion: version, events: [withdrawn] });
    }
    return writes;
  }
}
