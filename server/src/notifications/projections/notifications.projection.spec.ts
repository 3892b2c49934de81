import { projectionSpec, SPEC_START } from '../../event-store/projection-specification';
import { BellEvent, NotificationsProjection } from './notifications.projection';

/** The event that raised them: one stream per event of the log (its position). */
const given = projectionSpec(new NotificationsProjection(), { streamType: 'raised-notifications', streamId: '900' });
const at = (position: number) => new Date(SPEC_START.getTime() + position * 1000).toISOString();

const raised = (notificationId: number, userId: number): BellEvent => ({
  type: 'NotificationRaised',
  data: {
    notificationId,
    userId,
    kind: 'saved_search_match',
    title: 'سيارة جديدة تطابق بحثك',
    body: 'كيا ريو 2015',
    link: '/cars/5',
    carId: 5,
    savedSearchId: 2,
  },
});
const inbox = (userId: number) => ({ streamType: 'notification-inbox', streamId: String(userId) });
const notification = (id: number, userId: number, position: number) => ({
  id,
  user_id: userId,
  kind: 'saved_search_match',
  title: 'سيارة جديدة تطابق بحثك',
  body: 'كيا ريو 2015',
  link: '/cars/5',
  car_id: 5,
  saved_search_id: 2,
  created_at: at(position),
});

describe("users' bells, as a fold of raised notifications, inboxes and accounts", () => {
  it('keeps each notification raised, unread, once', () => {
    given([raised(1, 7)])
      .when(raised(2, 8), raised(1, 7))
      .then({ notifications: [notification(1, 7, 1), notification(2, 8, 2)] });
  });

  it('marks one read for its own user only, the first time', () => {
    given([raised(1, 7), { ...inbox(7), type: 'NotificationRead', data: { notificationId: 1 } }])
      .when({ ...inbox(7), type: 'NotificationRead', data: { notificationId: 1 } })
      .then({ notifications: [{ ...notification(1, 7, 1), read_at: at(2) }] });
    given([raised(1, 7)])
      .when({ ...inbox(8), type: 'NotificationRead', data: { notificationId: 1 } })
      .then({ notifications: [notification(1, 7, 1)] });
  });

  it('marks all of a user’s read up to the newest they saw, not newer ones nor others’', () => {
    given([raised(1, 7), raised(2, 8), raised(3, 7), raised(4, 7)])
      .when({ ...inbox(7), type: 'NotificationsAllRead', data: { upToId: 3 } })
      .then({
        notifications: [
          { ...notification(1, 7, 1), read_at: at(5) },
          notification(2, 8, 2),
          { ...notification(3, 7, 3), read_at: at(5) },
          notification(4, 7, 4),
        ],
      });
  });

  it("drops a deleted account's notifications", () => {
    given([raised(1, 7), raised(2, 8)])
      .when({ type: 'UserDeleted', streamType: 'user', streamId: '7', data: { by: 'admin' } })
      .then({ notifications: [notification(2, 8, 2)] });
  });
});
