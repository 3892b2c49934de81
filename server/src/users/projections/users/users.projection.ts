import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { RecordedEvent } from '../../../event-store/event.types';
import { RowBatch, streamsWithRows } from '../../../event-store/batch/row-batch';
import { applyPlanned, EventProjection, Projection, RunPlan } from '../../../event-store/projection';
import { searchDocument } from '../../../shared/arabic/normalise';
import { UserEvent, USER_EVENT_TYPES } from '../../domain/user.events';

type UserRow = { id: number; version: number; name: string; email: string; roles: string[] } & Record<string, unknown>;

const USERS = { table: 'users', key: 'id', keyType: 'integer' };

/**
 * projections.users: one row per live account. Each change is guarded by the stream version so
 * applying an event twice changes nothing. Events are folded into the rows in runs (RowBatch):
 * one append live, a replay's whole batch at once.
 */
@Injectable()
@EventProjection()
export class UsersProjection implements Projection {
  readonly tables = ['users'];
  readonly handles = USER_EVENT_TYPES;
  readonly bulk = USER_EVENT_TYPES;

  apply(m: EntityManager, recorded: RecordedEvent): Promise<void> {
    return applyPlanned(m, this.planRun([recorded]));
  }

  planRun(events: readonly RecordedEvent[], begun?: ReadonlySet<string>): RunPlan {
    const users = new RowBatch<UserRow>(USERS).want(streamsWithRows(events, begun));
    return {
      rows: [users],
      fold: () => {
        for (const recorded of events) fold(users, recorded);
      },
    };
  }
}

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
