import { RecordedEvent } from '../../event-store/event.types';
import { UserEvent } from './user.events';
import { evolveUser, initialUserState, latestRole } from './user.state';

let version = 0;
const recorded = (event: UserEvent) => ({ ...event, streamVersion: ++version }) as unknown as RecordedEvent;
const fold = (events: UserEvent[]) => events.map(recorded).reduce(evolveUser, initialUserState);

describe('user state', () => {
  const registered: UserEvent = {
    type: 'UserRegistered',
    data: { userId: 7, name: 'سامر', email: 'samer@example.sy', phone: null, roles: ['user'] },
  };

  it('keeps the profile that commands compare changes against', () => {
    const state = fold([registered, { type: 'UserProfileUpdated', data: { phone: '0944123456' } }]);
    expect(state).toMatchObject({ name: 'سامر', email: 'samer@example.sy', phone: '0944123456' });
    expect(fold([registered, { type: 'UserProfileUpdated', data: { phone: null, name: 'سامر ح' } }])).toMatchObject({
      name: 'سامر ح',
      phone: null,
    });
  });

  it('orders roles by assignment, so the latest held one is the latest_role', () => {
    const state = fold([
      registered,
      { type: 'UserRoleAssigned', data: { role: 'admin' } },
      { type: 'UserRoleAssigned', data: { role: 'shop_manager' } },
      { type: 'UserRoleRemoved', data: { role: 'shop_manager' } },
    ]);
    expect(state.roles).toEqual(['user', 'admin']);
    expect(latestRole(state.roles)).toBe('admin');
    expect(latestRole(fold([registered, { type: 'UserRoleRemoved', data: { role: 'user' } }]).roles)).toBe('user');
  });

  it('follows suspension, preferences and deletion', () => {
    const state = fold([
      registered,
      { type: 'UserSuspended', data: {} },
      { type: 'UserPreferencesUpdated', data: { preferences: { email_messages: false } } },
    ]);
    expect(state).toMatchObject({ status: 'suspended', preferences: { email_messages: false } });
    expect(fold([registered, { type: 'UserSuspended', data: {} }, { type: 'UserReactivated', data: {} }]).status).toBe('active');
    expect(fold([registered, { type: 'UserDeleted', data: { by: 'admin' } }]).deleted).toBe(true);
  });
});
