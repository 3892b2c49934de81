import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { RecordedEvent } from '../../../event-store/event.types';
import { EventProjection, Projection } from '../../../event-store/projection';
import { searchDocument } from '../../../shared/arabic/normalise';
import { UserEvent, USER_EVENT_TYPES } from '../../domain/user.events';

/**
 * projections.users: one row per live account. Each update is guarded by the stream version
 * so applying an event twice changes nothing.
 */
@Injectable()
@EventProjection()
export class UsersProjection implements Projection {
  readonly tables = ['users'];
  readonly handles = USER_EVENT_TYPES;

  async apply(m: EntityManager, recorded: RecordedEvent): Promise<void> {
    const event = recorded as unknown as UserEvent;
    const id = Number(recorded.streamId);
    const v = recorded.streamVersion;
    const at = recorded.recordedAt;
    const update = (set: string, params: unknown[] = []) =>
      m.query(`UPDATE users SET ${set}, updated_at = $1, version = $2 WHERE id = $3 AND version < $2`, [at, v, id, ...params]);
    switch (event.type) {
      case 'UserRegistered': {
        const { name, email, phone, roles } = event.data;
        await m.query(
          `INSERT INTO users (id, name, email, phone, roles, latest_role, search_text, created_at, updated_at, version)
           VALUES ($1, $2, $3, $4, $5::text[], COALESCE(($5::text[])[array_length($5::text[], 1)], 'user'), $6, $7, $7, $8)
           ON CONFLICT (id) DO NOTHING`,
          [id, name, email, phone, roles, searchDocument(name, email), at, v],
        );
        return;
      }
      case 'UserProfileUpdated': {
        const { name, email, phone } = event.data;
        await update(
          `name = COALESCE($4, name), email = COALESCE($5, email),
           phone = CASE WHEN $6::boolean THEN $7 ELSE phone END`,
          [name ?? null, email ?? null, phone !== undefined, phone ?? null],
        );
        const [row]: Array<{ name: string; email: string } | undefined> = await m.query(
          `SELECT name, email FROM users WHERE id = $1`,
          [id],
        );
        if (row) await m.query(`UPDATE users SET search_text = $2 WHERE id = $1`, [id, searchDocument(row.name, row.email)]);
        return;
      }
      case 'UserRoleAssigned':
        await update(
          `roles = array_append(array_remove(roles, $4), $4),
           latest_role = $4`,
          [event.data.role],
        );
        return;
      case 'UserRoleRemoved':
        await update(
          `roles = array_remove(roles, $4),
           latest_role = COALESCE((array_remove(roles, $4))[array_length(array_remove(roles, $4), 1)], 'user')`,
          [event.data.role],
        );
        return;
      case 'UserSuspended':
        await update(`status = 'suspended'`);
        return;
      case 'UserReactivated':
        await update(`status = 'active'`);
        return;
      case 'UserPreferencesUpdated':
        await update(`preferences = $4::jsonb`, [JSON.stringify(event.data.preferences)]);
        return;
      case 'UserPasswordChanged':
        return; // nothing visible changes; the event is there for the audit trail
      case 'UserDeleted':
        await m.query(`DELETE FROM users WHERE id = $1`, [id]);
        return;
      default: {
        const unhandled: never = event;
        return unhandled;
      }
    }
  }
}
