import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { RecordedEvent } from '../../../event-store/event.types';
import { CounterMoves } from '../../../event-store/batch/counter-moves';
import { RowBatch, streamsWithRows } from '../../../event-store/batch/row-batch';
import { applyPlanned, EventProjection, Projection, projectionName, RunPlan } from '../../../event-store/projection';
import { searchDocument } from '../../../shared/arabic/normalise';
import { UserEvent, USER_EVENT_TYPES } from '../../domain/user.events';

interface UserFields {
  id: number;
  version: number;
  name: string;
  email: string;
  roles: string[];
  status: string;
}
type UserRow = UserFields & Record<string, unknown>;

const USERS = { table: 'users', key: 'id', keyType: 'integer' };
/**
 * How many accounts have each status ('active', 'suspended'), for the admins (UserQueries.counts),
 * in USER_COUNT_SHARDS rows per status, an account counted in the one its id picks: every
 * registration moves its status's count, and with one row each would wait for the one before it
 * to commit. UserRegistered at 32 writers, beside the code without the count (npm run bench,
 * appends): 1,074 against 2,745 appends/s with one row per status; 2,043 against 2,581 with
 * eight, written with the account's row (32 rows did no better: 2,123 against 2,584).
 */
const USER_COUNTS = { table: 'user_counts', keys: ['status', 'shard'], count: 'users' };
const USER_COUNT_SHARDS = 8;

/**
 * projections.users: one row per live account. Each change is guarded by the stream version so
 * applying an event twice changes nothing. Events are folded into the rows in runs (RowBatch):
 * one append live, a replay's whole batch at once.
 * projections.user_counts: the accounts per status, moved by exactly the change of the rows, so
 * it always equals a GROUP BY of them.
 */
@Injectable()
@EventProjection()
export class UsersProjection implements Projection {
  readonly tables = ['users', 'user_counts'];
  /** 2: counts the accounts per status (user_counts, USER_COUNTS_SINCE). */
  readonly version = 2;
  readonly handles = USER_EVENT_TYPES;
  readonly bulk = USER_EVENT_TYPES;

  apply(m: EntityManager, recorded: RecordedEvent): Promise<void> {
    return applyPlanned(m, this.planRun([recorded]));
  }

  planRun(events: readonly RecordedEvent[], begun?: ReadonlySet<string>): RunPlan {
    const users = new RowBatch<UserRow>(USERS).want(streamsWithRows(events, begun));
    const counts = new CounterMoves(USER_COUNTS);
    return {
      rows: [users],
      fold: () => {
        for (const recorded of events) {
          const id = Number(recorded.streamId);
          const was = users.get(id)?.status;
          fold(users, recorded);
          const is = users.get(id)?.status;
          if (was === is) continue;
          const shard = id % USER_COUNT_SHARDS;
          if (was) counts.add([was, shard], -1);
          if (is) counts.add([is, shard], 1);
        }
      },
      shared: [counts],
    };
  }
}

/**
 * This projection's name and its first version that keeps user_counts: a database built by an
 * earlier one has no counts until `npm run replay` rebuilds it, so a reader checks the live
 * version (liveVersionAtLeast) before trusting them.
 */
export const USER_COUNTS_SINCE = { projection: projectionName(UsersProjection.prototype), version: 2 } as const;

/** The last role of the list, or 'user' for none (what an account shows as its role). */
const latestRole = (roles: readonly string[]): string => roles[roles.length - 1] ?? 'user';

function fold(users: RowBatch<UserRow>, recorded: RecordedEvent): void {
  const event = recorded as unknown as UserEvent;
  const id = Number(recorded.streamId);
  const v = recorded.streamVersion;
  const at = new Date(recorded.recordedAt).toISOString();
  const row = users.get(id);
  const update = (changes: Record<string, unknown>) => {
    if (row && row.version < v) users.update(id, { ...changes, updated_at: at, version: v });
  };
  switch (event.type) {
    case 'UserRegistered': {
      const { name, email, phone, roles } = event.data;
      users.insert({
        id,
        name,
        email,
        phone,
        roles,
        latest_role: latestRole(roles),
        status: 'active',
        search_text: searchDocument(name, email),
        created_at: at,
        updated_at: at,
        version: v,
      });
      return;
    }
    case 'UserProfileUpdated': {
      const { name, email, phone } = event.data;
      update({
        ...(name != null ? { name } : {}),
        ...(email != null ? { email } : {}),
        ...(phone !== undefined ? { phone } : {}),
      });
      // The search document follows the row, whatever the version guard decided.
      if (row) users.update(id, { search_text: searchDocument(row.name, row.email) });
      return;
    }
    case 'UserRoleAssigned': {
      if (!row) return;
      const roles = [...row.roles.filter((r) => r !== event.data.role), event.data.role];
      update({ roles, latest_role: event.data.role });
      return;
    }
    case 'UserRoleRemoved': {
      if (!row) return;
      const roles = row.roles.filter((r) => r !== event.data.role);
      update({ roles, latest_role: latestRole(roles) });
      return;
    }
    case 'UserSuspended':
      update({ status: 'suspended' });
      return;
    case 'UserReactivated':
      update({ status: 'active' });
      return;
    case 'UserPreferencesUpdated':
      update({ preferences: event.data.preferences });
      return;
    case 'UserPasswordChanged':
      return; // nothing visible changes; the event is there for the audit trail
    case 'UserDeleted':
      users.delete(id);
      return;
    default: {
      const unhandled: never = event;
      return unhandled;
    }
  }
}
