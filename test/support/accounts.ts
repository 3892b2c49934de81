import { EventStore } from '../../server/src/event-store/event-store.service';
import { metadataFor } from '../../server/src/shared/event-metadata';
import { Role } from '../../server/src/shared/auth/roles';
import { USER_STREAM, UserEvent } from '../../server/src/users/domain/user.events';
import { TestApp } from './test-app';

/**
 * Account changes that have no endpoint yet (suspend, grant a role) are made the way the
 * endpoints will make them: by appending the user's events at the stream's current version,
 * so the projection (and therefore the token check) sees exactly what production would.
 */
export async function appendUserEvents(app: TestApp, userId: number, ...events: UserEvent[]): Promise<void> {
  const store = app.server.get(EventStore);
  const history = await store.readStream(USER_STREAM, userId);
  const version = history.length ? history[history.length - 1].streamVersion : 0;
  await store.append({ streamType: USER_STREAM, streamId: userId, expectedVersion: version, events }, metadataFor(null));
}

export const suspendUser = (app: TestApp, userId: number) => appendUserEvents(app, userId, { type: 'UserSuspended', data: {} });

export const reactivateUser = (app: TestApp, userId: number) =>
  appendUserEvents(app, userId, { type: 'UserReactivated', data: {} });

export const grantRole = (app: TestApp, userId: number, role: Role) =>
  appendUserEvents(app, userId, { type: 'UserRoleAssigned', data: { role } });
