import { deciderSpec } from '../../event-store/decider-specification';
import { Actor, Role } from '../../shared/auth/roles';
import { Forbidden, NotFound } from '../../shared/domain-error';
import { completePreferences } from './preferences';
import {
  assignRole,
  changePassword,
  deleteAccount,
  reactivateUser,
  registerUser,
  removeRole,
  suspendUser,
  updatePreferences,
  updateProfile,
} from './user.decider';
import { CannotSuspendSelf, SamePassword, WrongCurrentPassword } from './user.errors';
import { UserEvent, UserRegistered } from './user.events';
import { USER } from './user.state';

const given = deciderSpec(USER);

const actor = (id: number, roles: Role[] = ['user']): Actor => ({
  id,
  name: 'سامر',
  email: `user${id}@example.sy`,
  roles,
  latestRole: roles[0],
  status: 'active',
});
const self = actor(5);
const admin = actor(1, ['admin']);
const registered: UserRegistered = {
  type: 'UserRegistered',
  data: { userId: 5, name: 'سامر', email: 'samer@example.sy', phone: null, roles: ['user'] },
};
const deleted: UserEvent = { type: 'UserDeleted', data: { by: 'self' } };

describe('the account decider', () => {
  it('registers an account as it was filled in', () => {
    given([])
      .when(() => registerUser(registered.data))
      .then([registered]);
  });

  it('updates only what really changed in a profile, by its owner or an admin', () => {
    given([registered])
      .when((user) => updateProfile(user, self, 5, { name: 'سامر', email: 'new@example.sy', phone: '' }))
      .then([{ type: 'UserProfileUpdated', data: { email: 'new@example.sy' } }]);
    given([registered])
      .when((user) => updateProfile(user, admin, 5, { name: 'سامر الأحمد', phone: '0933123456' }))
      .then([{ type: 'UserProfileUpdated', data: { name: 'سامر الأحمد', phone: '0933123456' } }]);
    given([registered])
      .when((user) => updateProfile(user, self, 5, { name: 'سامر', email: 'samer@example.sy' }))
      .then([]);
  });

  it("refuses someone else's profile, and a profile that does not exist or was deleted", () => {
    given([registered])
      .when((user) => updateProfile(user, actor(6), 5, { name: 'دخيل' }))
      .thenThrows(Forbidden);
    given([])
      .when((user) => updateProfile(user, self, 5, { name: 'سامر' }))
      .thenThrows(NotFound);
    given([registered, deleted])
      .when((user) => updateProfile(user, admin, 5, { name: 'سامر' }))
      .thenThrows(NotFound);
  });

  it('assigns and removes a role once', () => {
    given([registered])
      .when((user) => assignRole(user, 'workshop'))
      .then([{ type: 'UserRoleAssigned', data: { role: 'workshop' } }]);
    given([registered])
      .when((user) => assignRole(user, 'user'))
      .then([]);
    given([registered])
      .when((user) => removeRole(user, 'user'))
      .then([{ type: 'UserRoleRemoved', data: { role: 'user' } }]);
    given([registered])
      .when((user) => removeRole(user, 'auditor'))
      .then([]);
    given([registered, deleted])
      .when((user) => assignRole(user, 'auditor'))
      .thenThrows(NotFound);
  });

  it('suspends and reactivates an account once, never the admin’s own', () => {
    const suspended: UserEvent = { type: 'UserSuspended', data: {} };
    given([registered])
      .when((user) => suspendUser(user, admin, 5))
      .then([suspended]);
    given([registered, suspended])
      .when((user) => suspendUser(user, admin, 5))
      .then([]);
    given([registered, suspended])
      .when((user) => reactivateUser(user))
      .then([{ type: 'UserReactivated', data: {} }]);
    given([registered])
      .when((user) => reactivateUser(user))
      .then([]);
    given([{ ...registered, data: { ...registered.data, userId: 1, roles: ['admin'] } }])
      .when((user) => suspendUser(user, admin, 1))
      .thenThrows(CannotSuspendSelf);
    given([])
      .when((user) => suspendUser(user, admin, 5))
      .thenThrows(NotFound);
  });

  it('keeps the whole set of preferences after a change, and nothing when nothing changes', () => {
    const after = completePreferences({ email_newsletter: true });
    given([registered])
      .when((user) => updatePreferences(user, { email_newsletter: true }))
      .thenReturns(after, [{ type: 'UserPreferencesUpdated', data: { preferences: after } }]);
    given([registered, { type: 'UserPreferencesUpdated', data: { preferences: after } }])
      .when((user) => updatePreferences(user, { email_newsletter: true }))
      .thenReturns(after);
  });

  it('changes the password with the current one, to a new one', () => {
    given([registered])
      .when((user) => changePassword(user, { currentMatches: true, unchanged: false }))
      .then([{ type: 'UserPasswordChanged', data: { via: 'settings' } }]);
    given([registered])
      .when((user) => changePassword(user, { currentMatches: false, unchanged: false }))
      .thenThrows(WrongCurrentPassword);
    given([registered])
      .when((user) => changePassword(user, { currentMatches: true, unchanged: true }))
      .thenThrows(SamePassword);
    given([registered, deleted])
      .when((user) => changePassword(user, { currentMatches: true, unchanged: false }))
      .thenThrows(NotFound);
  });

  it('deletes an account by its owner or an admin, once', () => {
    given([registered])
      .when((user) => deleteAccount(user, self, 5))
      .then([deleted]);
    given([registered])
      .when((user) => deleteAccount(user, admin, 5))
      .then([{ type: 'UserDeleted', data: { by: 'admin' } }]);
    given([registered])
      .when((user) => deleteAccount(user, actor(6), 5))
      .thenThrows(Forbidden);
    given([registered, deleted])
      .when((user) => deleteAccount(user, self, 5))
      .thenThrows(NotFound);
  });
});
